import type { TSportEventRecord, TSportMarketRecord, TSportResultRecord } from '@haneul/contract';
import { SELECTIONS } from '@haneul/sportsbook';
import { isoOrNull } from '../../../lib/list-query.ts';
import { lineToWire, priceToWire } from '../../sport/sport.wire.ts';
import type { EventRow } from './events.queries.ts';
import type { MarketRow, SelectionRow } from './markets.queries.ts';
import type { ResultRecordRow } from './results.queries.ts';

/** Rows as the back office's records carry them: times as ISO text, prices and lines as on the wire. */
export function eventRecord(row: EventRow): TSportEventRecord {
  return { ...row, startsAt: row.startsAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function resultRecord(row: ResultRecordRow): TSportResultRecord {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
  };
}

export interface MarketFigures {
  liability: ReadonlyMap<number, number>;
  history: readonly { selectionId: number; price: number; at: Date }[];
}

/** A market with its selections in the type's order, each with its liability and recent prices. */
export function marketRecord(
  market: MarketRow,
  selections: readonly SelectionRow[],
  { liability, history }: MarketFigures,
): TSportMarketRecord {
  const order: readonly string[] = SELECTIONS[market.type];
  return {
    id: market.id,
    eventId: market.eventId,
    type: market.type,
    line: lineToWire(market.line),
    state: market.state,
    minStake: market.minStake,
    maxStake: market.maxStake,
    sort: market.sort,
    selections: selections
      .filter((selection) => selection.marketId === market.id)
      .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
      .map((selection) => ({
        id: selection.id,
        key: selection.key,
        price: priceToWire(selection.price),
        liability: liability.get(selection.id) ?? 0,
        history: history
          .filter((entry) => entry.selectionId === selection.id)
          .map((entry) => ({ price: priceToWire(entry.price), at: entry.at.toISOString() })),
      })),
  };
}
