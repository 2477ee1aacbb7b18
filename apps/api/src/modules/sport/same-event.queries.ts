import { sportSameEventPairs, type Db } from '@haneul/db';
import type { SlipRow } from './bets.queries.ts';

type MarketType = SlipRow['marketType'];

/**
 * Whether a slip puts legs of one event together that the operator does not allow: two legs of one
 * market never, two markets of one event only as a pair of market types listed in
 * `sport_same_event_pairs` (none by default: correlated legs priced as independent would let a
 * multi pay more than the chance it stands).
 */
export async function sameEventProblem(tx: Db, rows: readonly SlipRow[]): Promise<boolean> {
  const byEvent = new Map<number, SlipRow[]>();
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  const shared = [...byEvent.values()].filter((legs) => legs.length > 1);
  if (shared.length === 0) return false;
  const allowed = new Set(
    (await tx.select().from(sportSameEventPairs)).map((pair) => `${pair.first}|${pair.second}`),
  );
  const pairAllowed = (a: MarketType, b: MarketType) => allowed.has(a <= b ? `${a}|${b}` : `${b}|${a}`);
  return shared.some((legs) =>
    legs.some((a, i) =>
      legs.slice(i + 1).some((b) => a.marketId === b.marketId || !pairAllowed(a.marketType, b.marketType)),
    ),
  );
}
