import { describe, expect, it } from 'vitest';
import {
  baccaratOdds,
  createSeededRandom,
  createShoe,
  playCoup,
  rationalToFixed,
  shoeFinished,
  type Rational,
} from '../index.ts';

const percent = (r: Rational) => rationalToFixed({ num: r.num * 100n, den: r.den }, 4);

describe('exact edges (8 decks, by enumeration)', () => {
  const odds = baccaratOdds();

  it('reproduces the published house edges to 4 decimals', () => {
    expect(percent(odds.bankerEdge)).toBe('1.0579');
    expect(percent(odds.playerEdge)).toBe('1.2351');
    expect(percent(odds.tieEdge)).toBe('14.3596');
    expect(percent(odds.pairEdge)).toBe('10.3614');
  });

  it('has outcome probabilities that add to one', () => {
    expect(percent(odds.banker)).toBe('45.8597');
    expect(percent(odds.player)).toBe('44.6247');
    expect(percent(odds.tie)).toBe('9.5156');
    const sum =
      odds.banker.num * odds.player.den * odds.tie.den + odds.player.num * odds.banker.den * odds.tie.den;
    expect(sum + odds.tie.num * odds.banker.den * odds.player.den).toBe(
      odds.banker.den * odds.player.den * odds.tie.den,
    );
  });

  it('agrees with coups dealt from shuffled shoes (within 3 standard errors)', () => {
    const rng = createSeededRandom(20_261_122);
    const counts = { banker: 0, player: 0, tie: 0, pair: 0 };
    let total = 0;
    while (total < 100_000) {
      let shoe = createShoe({ rng });
      while (!shoeFinished(shoe)) {
        const played = playCoup(shoe);
        shoe = played.shoe;
        counts[played.coup.outcome]++;
        if (played.coup.playerPair) counts.pair++;
        total++;
      }
    }
    // Dealing deep into a shoe changes the odds a little (card removal) but not the long-run mix.
    for (const key of ['banker', 'player', 'tie', 'pair'] as const) {
      const p = Number(rationalToFixed(odds[key], 12));
      const se = Math.sqrt((p * (1 - p)) / total);
      expect(Math.abs(counts[key] / total - p)).toBeLessThan(3 * se);
    }
  });
});
