import type { TSportEvent, TSportMarket } from '@haneul/contract';

/** Whether a market takes bets: open, and its event not over (a pre-match one turns in play). */
export function takesBets(event: TSportEvent, market: TSportMarket): boolean {
  return market.state === 'open' && (event.state === 'scheduled' || event.state === 'in_play');
}

/**
 * The markets an event's pages show: open ones, and suspended ones locked. A closed market was
 * withdrawn by the feed (a line no longer offered) and is left out until it is offered again.
 */
export function offeredMarkets(event: TSportEvent): TSportMarket[] {
  return event.markets.filter((market) => market.state !== 'closed');
}
