import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import { sportExposure, sportMarkets, sportPriceHistory, sportSelections, type Db } from '@haneul/db';

export type MarketRow = typeof sportMarkets.$inferSelect;
export type SelectionRow = typeof sportSelections.$inferSelect;

/** The newest prices an event page shows per selection: a feed's in-play market moves hundreds of times. */
const HISTORY_SHOWN = 50;

export async function marketsOfEvent(db: Db, eventId: number): Promise<MarketRow[]> {
  return db
    .select()
    .from(sportMarkets)
    .where(eq(sportMarkets.eventId, eventId))
    .orderBy(asc(sportMarkets.sort), asc(sportMarkets.id));
}

export async function selectionsOf(db: Db, marketIds: readonly number[]): Promise<SelectionRow[]> {
  if (marketIds.length === 0) return [];
  return db
    .select()
    .from(sportSelections)
    .where(inArray(sportSelections.marketId, [...marketIds]))
    .orderBy(asc(sportSelections.id));
}

/** Each selection's newest prices, oldest first. */
export async function priceHistoryOf(db: Db, selectionIds: readonly number[]) {
  if (selectionIds.length === 0) return [];
  const ranked = db
    .select({
      id: sportPriceHistory.id,
      selectionId: sportPriceHistory.selectionId,
      price: sportPriceHistory.price,
      at: sportPriceHistory.at,
      n: sql<number>`row_number() over (partition by ${sportPriceHistory.selectionId} order by ${sportPriceHistory.id} desc)`.as(
        'n',
      ),
    })
    .from(sportPriceHistory)
    .where(inArray(sportPriceHistory.selectionId, [...selectionIds]))
    .as('ranked');
  return db
    .select({ selectionId: ranked.selectionId, price: ranked.price, at: ranked.at })
    .from(ranked)
    .where(lte(ranked.n, HISTORY_SHOWN))
    .orderBy(asc(ranked.selectionId), asc(ranked.id));
}

/** What each scope stands to lose now; a scope without bets is absent (0). */
export async function liabilityOf(
  db: Db,
  scope: 'selection' | 'event',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sportExposure.scopeId, liability: sportExposure.liability })
    .from(sportExposure)
    .where(and(eq(sportExposure.scope, scope), inArray(sportExposure.scopeId, [...ids])));
  return new Map(rows.map((row) => [row.id, row.liability]));
}

/** The market under a row lock, so a change and a bet being placed on it take turns. */
export async function lockMarket(tx: Db, id: number): Promise<MarketRow | undefined> {
  const [row] = await tx.select().from(sportMarkets).where(eq(sportMarkets.id, id)).for('update');
  return row;
}

export async function findMarket(db: Db, id: number): Promise<MarketRow | undefined> {
  const [row] = await db.select().from(sportMarkets).where(eq(sportMarkets.id, id));
  return row;
}

/** Whether the event already has a market of this type and line (one of each per event). */
export async function marketExists(tx: Db, eventId: number, type: MarketRow['type'], line: number | null) {
  const [row] = await tx
    .select({ id: sportMarkets.id })
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, eventId),
        eq(sportMarkets.type, type),
        line === null ? sql`${sportMarkets.line} is null` : eq(sportMarkets.line, line),
      ),
    );
  return row !== undefined;
}

/** A new market goes after the event's others. */
export async function nextMarketSort(tx: Db, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(sportMarkets.sort) })
    .from(sportMarkets)
    .where(eq(sportMarkets.eventId, eventId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertMarket(tx: Db, values: typeof sportMarkets.$inferInsert): Promise<MarketRow> {
  const [row] = await tx.insert(sportMarkets).values(values).returning();
  return row!;
}

export async function updateMarket(tx: Db, id: number, change: Partial<typeof sportMarkets.$inferInsert>) {
  await tx.update(sportMarkets).set(change).where(eq(sportMarkets.id, id));
}

/** Suspends every open market of an event; answers how many. */
export async function suspendOpenMarkets(tx: Db, eventId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(sportMarkets)
    .set({ state: 'suspended', updatedAt: now })
    .where(and(eq(sportMarkets.eventId, eventId), eq(sportMarkets.state, 'open')))
    .returning({ id: sportMarkets.id });
  return rows.length;
}

/**
 * Sets a selection's price (inserting the selection when the market is new) and appends it to the
 * price history when it changed; answers whether it did.
 */
export async function writePrice(
  tx: Db,
  { marketId, key, price, now }: { marketId: number; key: SelectionRow['key']; price: number; now: Date },
): Promise<boolean> {
  const [known] = await tx
    .select()
    .from(sportSelections)
    .where(and(eq(sportSelections.marketId, marketId), eq(sportSelections.key, key)))
    .for('update');
  if (known?.price === price) return false;
  const [written] = known
    ? await tx
        .update(sportSelections)
        .set({ price, updatedAt: now })
        .where(eq(sportSelections.id, known.id))
        .returning({ id: sportSelections.id })
    : await tx
        .insert(sportSelections)
        .values({ marketId, key, price, updatedAt: now })
        .returning({ id: sportSelections.id });
  await tx.insert(sportPriceHistory).values({ selectionId: written!.id, price, at: now });
  return true;
}
