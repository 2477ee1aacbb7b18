import { describe, expect, it } from 'vitest';
import { createSeededRandom, rational, rationalToFixed, type Rational } from '../index.ts';
import { parseRouletteBet, rouletteBetKeys, rouletteOdds, settleRoulette, spinRoulette } from './index.ts';

const percent = (r: Rational) => rationalToFixed({ num: r.num * 100n, den: r.den }, 4);
const POCKETS = Array.from({ length: 37 }, (_, i) => i);

describe('roulette odds (single zero, exact)', () => {
  const odds = rouletteOdds();

  it('gives every kind of bet the edge 1/37 = 2.7027%', () => {
    // Published: 2.70% for every single-zero bet, call bets included (tablesharp.com/learn/
    // roulette-03-call-bets: "Edge: 2.70% (same as any single-zero roulette bet)").
    for (const kind of odds) {
      expect(kind.edge, kind.kind).toEqual(rational(1, 37));
      expect(kind.probability).toEqual(rational(kind.numbersCovered, 37));
      expect(kind.pays).toBe(36 / kind.numbersCovered - 1);
    }
    expect(percent(odds[0]!.edge)).toBe('2.7027');
    expect(odds.map((k) => [k.kind, k.numbersCovered, k.pays])).toEqual([
      ['straight', 1, 35],
      ['split', 2, 17],
      ['street', 3, 11],
      ['trio', 3, 11],
      ['basket', 4, 8],
      ['corner', 4, 8],
      ['line', 6, 5],
      ['column', 12, 2],
      ['dozen', 12, 2],
      ['red', 18, 1],
      ['black', 18, 1],
      ['odd', 18, 1],
      ['even', 18, 1],
      ['low', 18, 1],
      ['high', 18, 1],
    ]);
  });

  it('matches settleRoulette over all 37 pockets, bet by bet', () => {
    const byKind = new Map(odds.map((k) => [k.kind, k]));
    for (const key of rouletteBetKeys()) {
      const stake = 1000;
      const returned = POCKETS.reduce(
        (sum, pocket) => sum + settleRoulette({ [key]: stake }, pocket).totalPayout,
        0,
      );
      const edge = byKind.get(parseRouletteBet(key)!.kind)!.edge;
      // Σ payouts / (37 × stake) = 1 − edge, exactly.
      expect(rational(returned, 37 * stake), key).toEqual(rational(edge.den - edge.num, edge.den));
    }
  });

  it('agrees with a million seeded spins, every bet within 3 standard errors', () => {
    // Settling depends on the pocket alone, so counting pockets and settling each pocket once,
    // weighted by its count, is settling every spin.
    const spins = 1_000_000;
    const rng = createSeededRandom(20_260_801);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < spins; i++) counts[spinRoulette(rng)]!++;
    for (const key of rouletteBetKeys()) {
      const { numbers, pays } = parseRouletteBet(key)!;
      const won = POCKETS.reduce(
        (sum, p) => sum + counts[p]! * settleRoulette({ [key]: 1 }, p).totalPayout,
        0,
      );
      const mean = 36 / 37;
      const sd = Math.sqrt((numbers.length / 37) * (pays + 1) ** 2 - mean ** 2);
      expect(Math.abs(won / spins - mean), key).toBeLessThan((3 * sd) / Math.sqrt(spins));
    }
  });
});
