import type { TSportEvent, TSportMarket } from '@haneul/contract';
import { hasDraws, marketKind } from '../market/market-names';
import { offeredMarkets } from '../market/market-state';

/** The three columns of an event list: the result, the main handicap and the main total. */
export const MAIN_COLUMNS = ['result', 'handicap', 'total'] as const;
export type MainColumn = (typeof MAIN_COLUMNS)[number];

/**
 * An event's main markets by column (the list carries the first three the feed sends): the result
 * (승무패, or 승패 where a sport has no draws), a handicap and a total. A column the event lacks is
 * left empty, so every row of a competition lines its prices up.
 */
export function mainMarkets(event: TSportEvent): Record<MainColumn, TSportMarket | undefined> {
  const kindOf = (market: TSportMarket) => marketKind(market.type, market.line, event.sport);
  const markets = offeredMarkets(event);
  return {
    result: markets.find((market) => ['1x2', 'winner'].includes(kindOf(market))),
    handicap: markets.find((market) => kindOf(market) === 'asian_handicap'),
    total: markets.find((market) => market.type === 'over_under'),
  };
}

/** How many price buttons a column holds: three for 승무패 where a sport has draws, else two. */
export const columnWidth = (column: MainColumn, sport: string): 2 | 3 =>
  column === 'result' && hasDraws(sport) ? 3 : 2;
