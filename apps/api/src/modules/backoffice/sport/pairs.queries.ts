import { and, eq } from 'drizzle-orm';
import { sportSameEventPairs, type Db } from '@haneul/db';

export type MarketType = (typeof sportSameEventPairs.$inferSelect)['first'];

export async function allowedPairs(db: Db): Promise<Set<string>> {
  const rows = await db.select().from(sportSameEventPairs);
  return new Set(rows.map((row) => `${row.first}:${row.second}`));
}

/** Allows a pair (once: allowing it again changes nothing); answers whether it was new. */
export async function allowPair(tx: Db, first: MarketType, second: MarketType): Promise<boolean> {
  const rows = await tx
    .insert(sportSameEventPairs)
    .values({ first, second })
    .onConflictDoNothing()
    .returning({ first: sportSameEventPairs.first });
  return rows.length > 0;
}

/** Disallows a pair; answers whether it had been allowed. */
export async function disallowPair(tx: Db, first: MarketType, second: MarketType): Promise<boolean> {
  const rows = await tx
    .delete(sportSameEventPairs)
    .where(and(eq(sportSameEventPairs.first, first), eq(sportSameEventPairs.second, second)))
    .returning({ first: sportSameEventPairs.first });
  return rows.length > 0;
}
