import type { TSportEvent, TSportMarket } from '@haneul/contract';
import { takesBets } from '../market/market-state';
import type { SeenSelection, SlipLeg } from './slip-state';

type Selection = TSportMarket['selections'][number];

/** A selection as the slip holds it, at the price the member clicked. */
export function slipLeg(event: TSportEvent, market: TSportMarket, selection: Selection): SlipLeg {
  return {
    selectionId: selection.id,
    marketId: market.id,
    eventId: event.id,
    sport: event.sport,
    marketType: market.type,
    line: market.line,
    key: selection.key,
    competition: event.competition.name,
    home: event.home,
    away: event.away,
    price: selection.price,
    live: selection.price,
    open: takesBets(event, market),
    inPlay: event.state === 'in_play',
    minStake: market.minStake,
    maxStake: market.maxStake,
  };
}

/**
 * The slip's selections as the latest data of their events has them. A selection its event no
 * longer lists (a market withdrawn) takes no bets; one whose event is not loaded is left as it was.
 */
export function seenLegs(legs: readonly SlipLeg[], events: readonly TSportEvent[]): SeenSelection[] {
  return legs.flatMap((leg) => {
    const event = events.find((candidate) => candidate.id === leg.eventId);
    if (!event) return [];
    for (const market of event.markets) {
      const selection = market.selections.find((candidate) => candidate.id === leg.selectionId);
      if (selection) {
        const open = takesBets(event, market);
        return [
          { selectionId: leg.selectionId, price: selection.price, open, inPlay: event.state === 'in_play' },
        ];
      }
    }
    return [
      { selectionId: leg.selectionId, price: leg.live, open: false, inPlay: event.state === 'in_play' },
    ];
  });
}
