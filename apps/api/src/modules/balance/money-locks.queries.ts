import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { members, moneyLocks, type Db } from '@haneul/db';

export type MoneyLockKind = (typeof moneyLocks.$inferSelect)['kind'];

/**
 * The operator's locks in force for one member: their own, their level's and the site's, the most
 * particular first (member, level, site), so the first of a kind is the one whose reason they see.
 */
export async function locksInForce(db: Db, memberId: number) {
  const levelOfMember = db.select({ level: members.level }).from(members).where(eq(members.id, memberId));
  return db
    .select({ kind: moneyLocks.kind, reason: moneyLocks.reason })
    .from(moneyLocks)
    .where(
      and(
        isNull(moneyLocks.liftedAt),
        or(
          eq(moneyLocks.scope, 'site'),
          eq(moneyLocks.memberId, memberId),
          sql`${moneyLocks.level} = (${levelOfMember})`,
        ),
      ),
    )
    .orderBy(
      sql`case ${moneyLocks.scope} when 'member' then 0 when 'level' then 1 else 2 end`,
      moneyLocks.id,
    );
}
