import type { TSportEvent, TSportMarket } from '@haneul/contract';
import { MARKET_KINDS, type MarketKind, marketKind } from '../market/market-names';
import { offeredMarkets } from '../market/market-state';

export interface MarketGroup {
  kind: MarketKind;
  markets: TSportMarket[];
}

/**
 * An event's markets grouped as its page shows them: the result first, then handicaps, totals and
 * the European handicap, each group's lines in order (the home side's handicap, the total). Markets
 * the feed withdrew are left out.
 */
export function marketGroups(event: TSportEvent): MarketGroup[] {
  return MARKET_KINDS.flatMap((kind) => {
    const markets = offeredMarkets(event)
      .filter((market) => marketKind(market.type, market.line, event.sport) === kind)
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return markets.length > 0 ? [{ kind, markets }] : [];
  });
}
