import type { TSportBet } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { legEvents, legsOf, type BetRow } from './bets.queries.ts';
import { lineToWire, priceToWire } from './sport.wire.ts';

/** Bets as the member sees them, each with its legs, their events and how they settled. */
export async function betsToWire(db: Db, bets: readonly BetRow[]): Promise<TSportBet[]> {
  const legs = await legsOf(
    db,
    bets.map((bet) => bet.id),
  );
  const events = new Map(
    (await legEvents(db, [...new Set(legs.map((leg) => leg.eventId))])).map((event) => [event.id, event]),
  );
  return bets.map((bet) => ({
    id: bet.id,
    state: bet.state,
    stake: bet.stake,
    potentialPayout: bet.potentialPayout,
    payout: bet.payout,
    refusal: bet.refusal,
    placedAt: bet.placedAt.toISOString(),
    decideAt: bet.decideAt?.toISOString() ?? null,
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs
      .filter((leg) => leg.betId === bet.id)
      .map((leg) => {
        const event = events.get(leg.eventId)!;
        const settled = leg.outcome !== null && event.settledHome !== null && event.settledAway !== null;
        return {
          selectionId: leg.selectionId,
          eventId: leg.eventId,
          sport: event.sport,
          home: { ko: event.homeKo, en: event.homeEn },
          away: { ko: event.awayKo, en: event.awayEn },
          startsAt: event.startsAt.toISOString(),
          marketType: leg.marketType,
          line: lineToWire(leg.line),
          key: leg.selectionKey,
          price: priceToWire(leg.price ?? leg.submittedPrice),
          outcome: leg.outcome,
          score: settled ? { home: event.settledHome!, away: event.settledAway! } : null,
        };
      }),
  }));
}
