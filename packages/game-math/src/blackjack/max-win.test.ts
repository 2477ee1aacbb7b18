import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fair/seeded-random.ts';
import { rational, rationalToNumber } from '../rational/rational.ts';
import {
  applyAction,
  blackjackMaxWinMultiple,
  HANEUL_BLACKJACK_RULES,
  legalActions,
  settleBlackjack,
  startBlackjack,
  type BlackjackRound,
} from './index.ts';

/** Every way to play a dealt round to the end (the decision tree is finite and small). */
function* everyEnding(round: BlackjackRound): Generator<BlackjackRound> {
  if (round.phase === 'settled') {
    yield round;
    return;
  }
  for (const action of legalActions(round)) yield* everyEnding(applyAction(round, action));
}

describe('blackjack maximum win', () => {
  it('is 5/2 of the total stake at 3:2, 11/5 at 6:5, and 2 when blackjack pays even money', () => {
    expect(blackjackMaxWinMultiple(HANEUL_BLACKJACK_RULES)).toEqual(rational(5, 2));
    const pays = (wins: number, per: number) => ({ ...HANEUL_BLACKJACK_RULES, blackjackPays: { wins, per } });
    expect(blackjackMaxWinMultiple(pays(6, 5))).toEqual(rational(11, 5));
    expect(blackjackMaxWinMultiple(pays(1, 1))).toEqual(rational(2));
  });

  it('bounds every way of playing 10,000 dealt rounds, and a blackjack attains it', () => {
    const rules = { ...HANEUL_BLACKJACK_RULES, decks: 1 }; // one deck: pairs and aces come often
    const max = rationalToNumber(blackjackMaxWinMultiple(rules));
    let best = 0;
    let endings = 0;
    for (let seed = 0; seed < 10_000; seed++) {
      const stake = [2, 3, 7, 100][seed % 4]!;
      for (const round of everyEnding(startBlackjack(rules, stake, createSeededRandom(seed)))) {
        const { totalStake, totalPayout } = settleBlackjack(round);
        best = Math.max(best, totalPayout / totalStake);
        endings++;
      }
    }
    expect(endings).toBeGreaterThan(100_000);
    expect(best).toBe(max);
  });
});
