import { describe, expect, it } from 'vitest';
import { rational } from '../index.ts';
import {
  neighbourBets,
  orphelins,
  parseRouletteBet,
  ROULETTE_WHEEL,
  settleRoulette,
  tiers,
  voisinsDuZero,
  zeroSpiel,
  type AnnouncedBet,
} from './index.ts';

/**
 * The call bets as published:
 * - Spielbank Bayerisch Eisenstein's announced bets (webmuzeum.sumava.cz/retour-1996/mesta/zel_ruda/
 *   firmy/casino/fr_roul.htm): voisins "9 Stücke = 17 Nummern: 0/2/3 = 2 Stücke; 4/7, 12/15,
 *   18/21, 19/22, 32/35 = je 1 Stück; Carré 25/29 = 2 Stücke"; tiers "6 Stücke = 12 Nummern:
 *   5/8, 10/11, 13/16, 23/24, 27/30, 33/36"; orphelins "5 Stücke = 8 Nummern: 1, 6/9, 14/17/20,
 *   31/34". The same voisins at libertyroulette.com/les-paris-voisins-de-zero-dans-la-roulette,
 *   tiers and orphelins at beatablegames.com/roulette/regole-della-roulette-1.
 * - Jeu zéro: "four chips, placed on three split bets and a straight up … between 0-3, 12-15 and
 *   32-35 … and the straight up bet is placed on 26" (casinoanswers.co.uk/what-is-a-zero-game-bet-
 *   in-roulette/).
 * - Sectors: voisins 22 … 25 through 0, tiers 27 … 33, orphelins 1, 20, 14, 31, 9 and 17, 34, 6
 *   (tablesharp.com/learn/roulette-03-call-bets).
 */

const covered = (call: AnnouncedBet[]) =>
  [...new Set(call.flatMap(({ key }) => parseRouletteBet(key)!.numbers))].sort((a, b) => a - b);
const chips = (call: AnnouncedBet[]) => call.reduce((sum, { units }) => sum + units, 0);
/** The pockets from wheel index `from` to `to` inclusive, clockwise, wrapping past 0. */
const arc = (from: number, to: number) => {
  const out: number[] = [];
  for (let i = from; ; i = (i + 1) % 37) {
    out.push(ROULETTE_WHEEL[i]!);
    if (i === to) return out.sort((a, b) => a - b);
  }
};
const stakes = (call: AnnouncedBet[], unit: number) =>
  Object.fromEntries(call.map(({ key, units }) => [key, units * unit]));

describe('French call bets', () => {
  it('use the published chips: voisins 9, tiers 6, orphelins 5, jeu zéro 4', () => {
    expect([voisinsDuZero, tiers, orphelins, zeroSpiel].map((call) => chips(call()))).toEqual([9, 6, 5, 4]);
    for (const call of [voisinsDuZero, tiers, orphelins, zeroSpiel]) {
      for (const { key } of call()) expect(parseRouletteBet(key), key).not.toBeNull();
    }
  });

  it('cover their sectors of the wheel, and the three sectors cover it once', () => {
    expect(covered(voisinsDuZero())).toEqual(arc(ROULETTE_WHEEL.indexOf(22), ROULETTE_WHEEL.indexOf(25)));
    expect(covered(voisinsDuZero())).toHaveLength(17);
    expect(covered(tiers())).toEqual(arc(ROULETTE_WHEEL.indexOf(27), ROULETTE_WHEEL.indexOf(33)));
    expect(covered(orphelins())).toEqual([1, 6, 9, 14, 17, 20, 31, 34]);
    expect(covered(zeroSpiel())).toEqual(arc(ROULETTE_WHEEL.indexOf(12), ROULETTE_WHEEL.indexOf(15)));
    const all = [...covered(voisinsDuZero()), ...covered(tiers()), ...covered(orphelins())];
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('pay through settleRoulette like the chips on the layout', () => {
    const unit = 1000;
    expect(settleRoulette(stakes(voisinsDuZero(), unit), 0).totalPayout).toBe(2 * 12 * unit); // trio ×2
    expect(settleRoulette(stakes(voisinsDuZero(), unit), 26).totalPayout).toBe(2 * 9 * unit); // corner ×2
    expect(settleRoulette(stakes(zeroSpiel(), unit), 26).totalPayout).toBe(36 * unit);
    expect(settleRoulette(stakes(orphelins(), unit), 17).totalPayout).toBe(2 * 18 * unit); // two splits
    expect(settleRoulette(stakes(tiers(), unit), 0).totalPayout).toBe(0);
  });

  it('keep the 1/37 edge', () => {
    for (const call of [voisinsDuZero(), tiers(), orphelins(), zeroSpiel()]) {
      const bets = stakes(call, 100);
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket++) returned += settleRoulette(bets, pocket).totalPayout;
      expect(rational(returned, 37 * 100 * chips(call))).toEqual(rational(36, 37));
    }
  });
});

describe('neighbourBets', () => {
  it('takes the pocket and span pockets either side along the wheel, wrapping round', () => {
    expect(neighbourBets(0)).toEqual([
      'straight:3',
      'straight:26',
      'straight:0',
      'straight:32',
      'straight:15',
    ]);
    expect(neighbourBets(26, 1)).toEqual(['straight:3', 'straight:26', 'straight:0']);
    expect(neighbourBets(17, 0)).toEqual(['straight:17']);
    expect(new Set(neighbourBets(5, 18)).size).toBe(37);
  });

  it('refuses a pocket or span that does not exist', () => {
    expect(() => neighbourBets(37)).toThrow(RangeError);
    expect(() => neighbourBets(5, 19)).toThrow(RangeError);
    expect(() => neighbourBets(5, -1)).toThrow(RangeError);
    expect(() => neighbourBets(5, 1.5)).toThrow(RangeError);
  });
});
