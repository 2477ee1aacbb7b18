import { members, type Db } from '@haneul/db';
import { eq, sql } from 'drizzle-orm';

let ipCounter = 0;
/** A client address no other test has used, so address lockouts stay within one test. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let nameCounter = 0;
/** A user id (and nick) that no other test uses. */
export function freshName(prefix: string): string {
  nameCounter += 1;
  return `${prefix}${nameCounter}`;
}

export async function memberRowByUserId(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.userId}) = lower(${userId})`);
  return row;
}

export async function memberRowById(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function memberCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(members);
  return row?.n ?? 0;
}
