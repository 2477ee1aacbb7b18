import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { marketRecords } from './event-detail.ts';
import { lockMarket, type MarketRow } from './markets.queries.ts';

/** The market's record as answers and audit rows carry it. */
export async function recordOf(db: Db, market: MarketRow) {
  const [record] = await marketRecords(db, [market]);
  return record!;
}

/** The market locked for a change: a settled or closed market is history (409 `already`). */
export async function lockOpenMarket(tx: Db, id: number): Promise<MarketRow> {
  const market = await lockMarket(tx, id);
  if (!market) throw notFound();
  if (market.state === 'settled' || market.state === 'closed') {
    throw conflict('already', { data: await recordOf(tx, market) });
  }
  return market;
}
