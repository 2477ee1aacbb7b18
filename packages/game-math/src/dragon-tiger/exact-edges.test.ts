import { describe, expect, it } from 'vitest';
import {
  CARD_RANKS,
  CARD_SUITS,
  createSeededRandom,
  rational,
  rationalToFixed,
  rationalToNumber,
  type Card,
  type Rational,
} from '../index.ts';
import {
  dealDragonTiger,
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_PAYS,
  dragonTigerCoup,
  dragonTigerOdds,
  settleDragonTiger,
  type DragonTigerBet,
} from './index.ts';

const percent = (r: Rational, digits = 4) => rationalToFixed({ num: r.num * 100n, den: r.den }, digits);
const one = (r: Rational): Rational => rational(r.den - r.num, r.den);

/** Every ordered (dragon, tiger) pair of distinct cards with the ways to draw it from 8 decks. */
function everyPair(): Array<{ dragon: Card; tiger: Card; ways: number }> {
  const cards: Card[] = CARD_SUITS.flatMap((suit) => CARD_RANKS.map((rank) => ({ rank, suit })));
  return cards.flatMap((dragon) =>
    cards.map((tiger) => ({ dragon, tiger, ways: dragon === tiger ? 8 * 7 : 8 * 8 })),
  );
}

describe('dragon tiger odds (8 decks, exact)', () => {
  const rows = dragonTigerOdds();
  const odds = Object.fromEntries(rows.map((row) => [row.bet, row])) as Record<
    DragonTigerBet,
    (typeof rows)[0]
  >;
  const pTie = odds.tie.probability;

  it('has a row per bet, in layout order, with the printed pays', () => {
    expect(rows.map((row) => [row.bet, row.pays])).toEqual([
      ['dragon', '1:1'],
      ['tiger', '1:1'],
      ['tie', '8:1'],
      ['suitedTie', '50:1'],
    ]);
  });

  it('counts the shoe: P(tie) = 31/415, the main bets win 192/415 each', () => {
    expect(pTie).toEqual(rational(31, 415));
    expect(odds.dragon.probability).toEqual(rational(192, 415));
    expect(odds.tiger.probability).toEqual(rational(192, 415));
    expect(odds.dragon.half).toEqual(pTie);
    expect(odds.suitedTie.probability).toEqual(rational(7, 415));
    // The Wizard of Odds counts unordered pairs of the 416 cards (86,320): win 39,936, tie 6,448,
    // suited tie 1,456 (wizardofodds.com/games/dragon-tiger/, as mirrored at
    // user-casino.com/games/dragon-tiger/, "Last Updated: May 27, 2014").
    expect(odds.dragon.probability).toEqual(rational(39_936, 86_320));
    expect(pTie).toEqual(rational(6448, 86_320));
    expect(odds.suitedTie.probability).toEqual(rational(1456, 86_320));
  });

  it('gives the main bets an edge of exactly P(tie) / 2 = 31/830 = 3.7349%', () => {
    expect(odds.dragon.edge).toEqual(rational(pTie.num, 2n * pTie.den));
    expect(odds.dragon.edge).toEqual(rational(31, 830));
    expect(odds.tiger.edge).toEqual(odds.dragon.edge);
    expect(percent(odds.dragon.edge)).toBe('3.7349');
  });

  it('reproduces the published edges: tie 8:1 32.77%, suited tie 50:1 13.98%', () => {
    expect(odds.tie.edge).toEqual(rational(136, 415));
    expect(odds.suitedTie.edge).toEqual(rational(58, 415));
    expect(percent(odds.tie.edge)).toBe('32.7711');
    expect(percent(odds.suitedTie.edge)).toBe('13.9759');
    // Wizard of Odds, Dragon Tiger (source above): "a house edge of 3.73%" (dragon, tiger),
    // "32.77%" (tie at 8 to 1), "13.98%" (suited tie at 50 to 1).
    expect(rows.map((row) => percent(row.edge, 2))).toEqual(['3.73', '3.73', '32.77', '13.98']);
  });

  it('matches settleDragonTiger over every ordered pair of cards, weighted by the shoe', () => {
    for (const bet of DRAGON_TIGER_BETS) {
      const stake = 2; // even, so a tie's half is exact, as the odds count it
      let returned = 0;
      let ways = 0;
      for (const pair of everyPair()) {
        returned +=
          pair.ways *
          settleDragonTiger({ [bet]: stake }, dragonTigerCoup(pair.dragon, pair.tiger)).totalPayout;
        ways += pair.ways;
      }
      expect(ways).toBe(416 * 415);
      expect(rational(returned, ways * stake), bet).toEqual(one(odds[bet].edge));
    }
  });

  it('agrees with 100,000 coups dealt from seeded shoes, every bet within 3 standard errors', () => {
    const rounds = 100_000;
    const rng = createSeededRandom(20_260_802);
    const bets = { dragon: 2, tiger: 2, tie: 2, suitedTie: 2 };
    const returned = { dragon: 0, tiger: 0, tie: 0, suitedTie: 0 };
    for (let i = 0; i < rounds; i++) {
      for (const { bet, payout } of settleDragonTiger(bets, dealDragonTiger(rng)).bets) {
        returned[bet as DragonTigerBet] += payout / 2;
      }
    }
    for (const bet of DRAGON_TIGER_BETS) {
      // Variance of one bet's return from the exact distribution: returns 0, ½ or pays + 1.
      const { probability, half } = odds[bet];
      const win = rationalToNumber(probability) * (DRAGON_TIGER_PAYS[bet] + 1) ** 2;
      const mean = 1 - rationalToNumber(odds[bet].edge);
      const sd = Math.sqrt(win + rationalToNumber(half) / 4 - mean ** 2);
      expect(Math.abs(returned[bet] / rounds - mean), bet).toBeLessThan((3 * sd) / Math.sqrt(rounds));
    }
  });
});
