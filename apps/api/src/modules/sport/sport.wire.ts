import type { TSportEvent, TSportMarket } from '@haneul/contract';
import { SELECTIONS } from '@haneul/sportsbook';
import type { EventRow, MarketRow, SelectionRow } from './events.queries.ts';

/** Thousandths of decimal odds on the wire: 1950 → 1.95. */
export const priceToWire = (thousandths: number): number => thousandths / 1000;
/** The wire's decimal odds back to thousandths (the contract allows three decimals at most). */
export const priceFromWire = (decimal: number): number => Math.round(decimal * 1000);
/** A line in quarter goals on the wire, in goals: −1 → −0.25. */
export const lineToWire = (quarters: number | null): number | null =>
  quarters === null ? null : quarters / 4;

export function marketToWire(market: MarketRow, selections: readonly SelectionRow[]): TSportMarket {
  const order: readonly string[] = SELECTIONS[market.type];
  return {
    id: market.id,
    type: market.type,
    line: lineToWire(market.line),
    state: market.state,
    minStake: market.minStake,
    maxStake: market.maxStake,
    selections: [...selections]
      .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
      .map((selection) => ({ id: selection.id, key: selection.key, price: priceToWire(selection.price) })),
  };
}

export function eventToWire(
  event: EventRow,
  markets: readonly { market: MarketRow; selections: SelectionRow[] }[],
): TSportEvent {
  return {
    id: event.id,
    sport: event.sport,
    competition: {
      code: event.competitionCode,
      name: { ko: event.competitionKo, en: event.competitionEn },
      country: event.country,
    },
    home: { ko: event.homeKo, en: event.homeEn },
    away: { ko: event.awayKo, en: event.awayEn },
    startsAt: event.startsAt.toISOString(),
    inPlay: event.state === 'in_play',
    state: event.state,
    score:
      event.scoreHome === null || event.scoreAway === null
        ? null
        : { home: event.scoreHome, away: event.scoreAway },
    clock: event.clock,
    markets: markets
      .filter(({ market }) => market.eventId === event.id)
      .map(({ market, selections }) => marketToWire(market, selections)),
  };
}
