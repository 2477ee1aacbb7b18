import type { TSportEventDetail, TSportMarketRecord } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { findEvent } from './events.queries.ts';
import {
  liabilityOf,
  marketsOfEvent,
  priceHistoryOf,
  selectionsOf,
  type MarketRow,
} from './markets.queries.ts';
import { resultsOfEvent } from './results.queries.ts';
import { eventRecord, marketRecord, resultRecord } from './sport-records.ts';

/** Markets as records, with their selections' liability and recent prices. */
export async function marketRecords(db: Db, markets: readonly MarketRow[]): Promise<TSportMarketRecord[]> {
  const selections = await selectionsOf(
    db,
    markets.map((market) => market.id),
  );
  const ids = selections.map((selection) => selection.id);
  const figures = {
    liability: await liabilityOf(db, 'selection', ids),
    history: await priceHistoryOf(db, ids),
  };
  return markets.map((market) => marketRecord(market, selections, figures));
}

/** One event as its page shows it: every market, its results, what the house stands to lose. */
export async function eventDetail(db: Db, id: number): Promise<TSportEventDetail> {
  const event = await findEvent(db, id);
  if (!event) throw notFound();
  const markets = await marketRecords(db, await marketsOfEvent(db, id));
  const results = await resultsOfEvent(db, id);
  return {
    ...eventRecord(event),
    liability: (await liabilityOf(db, 'event', [id])).get(id) ?? 0,
    markets,
    results: results.map(resultRecord),
  };
}

/** The event without its markets and results: what an audit row keeps of it. */
export function eventSummary({ markets: _markets, results: _results, ...event }: TSportEventDetail) {
  return event;
}
