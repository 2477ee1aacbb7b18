import { describe, expect, it } from 'vitest';
import { awaitsPlayer, drawOutcome } from './draw-outcome.ts';
import { findHostedGame } from './game-registry.ts';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'b'.repeat(64), nonce });

describe('drawOutcome', () => {
  it('draws a slot spin from the seeds alone: the same seeds, the same round', () => {
    const game = findHostedGame('moonlit-tiger')!;
    const once = drawOutcome({ game, wager: { kind: 'slot', bet: 400 }, seeds: seeds(3) });
    expect(drawOutcome({ game, wager: { kind: 'slot', bet: 400 }, seeds: seeds(3) })).toEqual(once);
    expect(once.stake).toBe(400);
    expect(once.outcome.kind === 'slot' && once.outcome.spin.totalWin).toBe(once.payout);
    const others = [4, 5, 6, 7].map((nonce) =>
      drawOutcome({ game, wager: { kind: 'slot', bet: 400 }, seeds: seeds(nonce) }),
    );
    expect(new Set([once, ...others].map((drawn) => JSON.stringify(drawn.outcome))).size).toBe(5);
  });

  it('deals baccarat from a fresh shoe per round and settles only the spots staked', () => {
    const game = findHostedGame('baccarat')!;
    const wager = { kind: 'baccarat' as const, bets: { player: 1_000, banker: 0, tie: 2_000 } };
    const drawn = drawOutcome({ game, wager, seeds: seeds(0) });
    if (drawn.outcome.kind !== 'baccarat') throw new Error('not a coup');
    expect(drawn.outcome.bets).toEqual({ player: 1_000, tie: 2_000 });
    expect(drawn.outcome.settlement.bets.map((bet) => bet.bet)).toEqual(['player', 'tie']);
    expect(drawn.stake).toBe(3_000);
    expect(drawn.payout).toBe(drawn.outcome.settlement.totalPayout);
    expect(drawOutcome({ game, wager, seeds: seeds(0) })).toEqual(drawn);
  });

  it('shuffles a blackjack shoe at the deal: a hand in play has its first stake and waits for the player', () => {
    const game = findHostedGame('blackjack')!;
    const deal = (nonce: number) =>
      drawOutcome({ game, wager: { kind: 'blackjack', stake: 2_000 }, seeds: seeds(nonce) });
    const hands = Array.from({ length: 40 }, (_, nonce) => deal(nonce));
    expect(deal(7)).toEqual(hands[7]);
    for (const drawn of hands) {
      if (drawn.outcome.kind !== 'blackjack') throw new Error('not a hand');
      const { view } = drawn.outcome;
      expect(drawn.outcome).toMatchObject({ bet: 2_000, actions: [] });
      expect(drawn.stake).toBe(2_000);
      expect(awaitsPlayer(drawn.outcome)).toBe(view.phase !== 'settled');
      // Until the hand is over the dealer shows the up card alone; a natural pays at once.
      expect(view.dealer.cards).toHaveLength(view.phase === 'settled' ? 2 : 1);
      expect(drawn.payout).toBe(view.settlement?.totalPayout ?? 0);
    }
    expect(hands.some((drawn) => awaitsPlayer(drawn.outcome))).toBe(true);
  });

  it('refuses a wager of the other kind', () => {
    expect(() =>
      drawOutcome({ game: findHostedGame('baccarat')!, wager: { kind: 'slot', bet: 400 }, seeds: seeds(0) }),
    ).toThrow();
  });
});
