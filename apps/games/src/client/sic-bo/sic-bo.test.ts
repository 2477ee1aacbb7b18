import { everySicBoRoll, parseSicBoBet, SIC_BO_PAYS, settleSicBo, sicBoBetKeys } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import type { TRoundView, TTableDraw } from '../../protocol/round-api.ts';
import { LAST_ROLLS, lastRolls, markCounts, rollFacts } from './last-rolls.ts';
import { layoutSpots, paysOn, SIC_BO_BANDS, spotPays, winningKeys } from './sic-bo-layout.ts';

describe('sic bo layout', () => {
  it('lays every bet key exactly once', () => {
    const keys = layoutSpots().map((spot) => spot.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...sicBoBetKeys()].sort());
    expect(keys).toHaveLength(52);
  });

  it('puts each band in the order of the classic table', () => {
    const keys = (band: keyof typeof SIC_BO_BANDS) => SIC_BO_BANDS[band].map((spot) => spot.key);
    expect(keys('totals')).toEqual(Array.from({ length: 14 }, (_, i) => `total:${i + 4}`));
    expect(keys('singles')).toEqual([1, 2, 3, 4, 5, 6].map((n) => `single:${n}`));
    expect(keys('doubles')).toEqual([1, 2, 3, 4, 5, 6].map((n) => `double:${n}`));
    expect(keys('triples')).toEqual([
      'triple:1',
      'triple:2',
      'triple:3',
      'anyTriple',
      'triple:4',
      'triple:5',
      'triple:6',
    ]);
    expect(keys('combos')).toHaveLength(15);
    expect(keys('combos')[0]).toBe('combo:1-2');
    expect(keys('combos').at(-1)).toBe('combo:5-6');
  });

  it('prints the pays of the engine’s table', () => {
    const pays = Object.fromEntries(layoutSpots().map((spot) => [spot.key, spot.pays]));
    for (let total = 4; total <= 17; total++)
      expect(pays[`total:${total}`]).toBe(`${SIC_BO_PAYS.total[total]}:1`);
    expect(pays.big).toBe(`${SIC_BO_PAYS.big}:1`);
    expect(pays['combo:2-5']).toBe(`${SIC_BO_PAYS.combo}:1`);
    expect(pays['double:3']).toBe(`${SIC_BO_PAYS.double}:1`);
    expect(pays['triple:6']).toBe(`${SIC_BO_PAYS.triple}:1`);
    expect(pays.anyTriple).toBe(`${SIC_BO_PAYS.anyTriple}:1`);
    expect(pays['single:4']).toBe(SIC_BO_PAYS.single.map((p) => `${p}:1`).join(', '));
    expect(spotPays(parseSicBoBet('total:4')!)).toBe('60:1');
  });

  it('lights exactly the spots the settlement pays, on every roll', () => {
    const everyKey = Object.fromEntries(sicBoBetKeys().map((key) => [key, 1000]));
    for (const dice of everySicBoRoll()) {
      const paid = settleSicBo(everyKey, dice)
        .bets.filter((bet) => bet.result === 'win')
        .map((bet) => bet.bet);
      expect([...winningKeys(dice)].sort(), dice.join()).toEqual(paid.sort());
    }
  });

  it('names the lit spots of a roll', () => {
    const lit = winningKeys([2, 2, 5]);
    expect([...lit].sort()).toEqual(
      ['small', 'odd', 'total:9', 'single:2', 'single:5', 'combo:2-5', 'double:2'].sort(),
    );
    expect(winningKeys([3, 3, 3])).toEqual(
      new Set(['total:9', 'single:3', 'double:3', 'triple:3', 'anyTriple']),
    );
    expect(paysOn(parseSicBoBet('single:2')!, [2, 2, 5])).toBe(`${SIC_BO_PAYS.single[1]}:1`);
    expect(paysOn(parseSicBoBet('big')!, [2, 2, 5])).toBeNull();
  });
});

describe('last rolls', () => {
  const round = (id: number, state: TRoundView['state'], draw: TTableDraw): TRoundView =>
    ({
      id: String(id),
      state,
      baccarat: null,
      table: { bets: {}, draw, settlement: {} },
    }) as unknown as TRoundView;
  const roll = (dice: [number, number, number]): TTableDraw => ({ kind: 'sicBo', dice });

  it('marks small, big and triples, a triple being neither small nor big', () => {
    expect(rollFacts([1, 2, 1])).toEqual({ dice: [1, 2, 1], total: 4, mark: 'small', parity: 'even' });
    expect(rollFacts([4, 3, 3])).toMatchObject({ total: 10, mark: 'small' });
    expect(rollFacts([5, 3, 3])).toMatchObject({ total: 11, mark: 'big', parity: 'odd' });
    expect(rollFacts([6, 6, 5])).toMatchObject({ total: 17, mark: 'big' });
    expect(rollFacts([2, 2, 2])).toMatchObject({ total: 6, mark: 'triple' });
    expect(rollFacts([6, 6, 6])).toMatchObject({ total: 18, mark: 'triple' });
  });

  it('keeps the newest rolls first, only of rounds whose stake was taken', () => {
    const recent = [
      round(5, 'debited', roll([6, 5, 4])),
      round(4, 'void', roll([1, 1, 2])),
      round(3, 'settled', roll([3, 3, 3])),
      round(2, 'refunded', roll([6, 6, 6])),
      round(1, 'settled', roll([1, 2, 3])),
      round(0, 'settled', { kind: 'roulette', pocket: 17 }),
    ];
    const rolls = lastRolls(recent);
    expect(rolls.map((r) => r.total)).toEqual([15, 9, 6]);
    expect(rolls.map((r) => r.mark)).toEqual(['big', 'triple', 'small']);
    expect(markCounts(rolls)).toEqual({ big: 1, small: 1, triple: 1 });
  });

  it(`keeps at most ${LAST_ROLLS} rolls`, () => {
    const recent = Array.from({ length: 50 }, (_, i) => round(i, 'settled', roll([1 + (i % 6), 2, 3])));
    expect(lastRolls(recent)).toHaveLength(LAST_ROLLS);
    expect(lastRolls(recent, 5).map((r) => r.dice[0])).toEqual([1, 2, 3, 4, 5]);
  });
});
