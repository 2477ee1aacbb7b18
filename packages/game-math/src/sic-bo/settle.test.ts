import { describe, expect, it } from 'vitest';
import { settleSicBo } from './index.ts';

describe('settleSicBo', () => {
  it('pays each winning bet from the Atlantic City table, in the order placed', () => {
    const bets = {
      small: 1000,
      big: 1000,
      odd: 100,
      even: 100,
      'total:9': 100,
      'single:2': 100,
      'single:5': 100,
      'single:4': 100,
      'combo:2-5': 100,
      'combo:2-3': 100,
      'double:2': 100,
      'double:5': 100,
      anyTriple: 100,
    };
    const result = settleSicBo(bets, [2, 5, 2]); // total 9, small, odd
    expect(result.bets.map((b) => [b.bet, b.result, b.payout])).toEqual([
      ['small', 'win', 2000],
      ['big', 'lose', 0],
      ['odd', 'win', 200],
      ['even', 'lose', 0],
      ['total:9', 'win', 700], // 6:1
      ['single:2', 'win', 300], // on two dice: 2:1
      ['single:5', 'win', 200], // on one die: 1:1
      ['single:4', 'lose', 0],
      ['combo:2-5', 'win', 600], // 5:1, once however many twos
      ['combo:2-3', 'lose', 0],
      ['double:2', 'win', 1100], // 10:1
      ['double:5', 'lose', 0],
      ['anyTriple', 'lose', 0],
    ]);
    expect(result.totalStake).toBe(3100);
    expect(result.totalPayout).toBe(2000 + 200 + 700 + 300 + 200 + 600 + 1100);
  });

  it('beats big, small, odd and even with any triple, and pays the triple bets on it', () => {
    const bets = { big: 100, small: 100, odd: 100, even: 100, 'total:12': 100, 'single:4': 100 };
    const more = { 'double:4': 100, 'triple:4': 100, 'triple:5': 100, anyTriple: 100 };
    const result = settleSicBo({ ...bets, ...more }, [4, 4, 4]);
    expect(result.bets.map((b) => [b.bet, b.payout])).toEqual([
      ['big', 0],
      ['small', 0],
      ['odd', 0],
      ['even', 0],
      ['total:12', 700], // a triple still makes its total
      ['single:4', 400], // on three dice: 3:1
      ['double:4', 1100], // at least two fours
      ['triple:4', 18_100], // 180:1
      ['triple:5', 0],
      ['anyTriple', 3100], // 30:1
    ]);
  });

  it('pays the totals 60, 30, 17, 12, 8, 6, 6 to 1 from 4 to 10, mirrored from 17 to 11', () => {
    const pays = (dice: [number, number, number]) => {
      const total = dice[0] + dice[1] + dice[2];
      return settleSicBo({ [`total:${total}`]: 1 }, dice).totalPayout - 1;
    };
    expect([pays([1, 1, 2]), pays([1, 1, 3]), pays([1, 2, 3]), pays([1, 2, 4]), pays([2, 2, 4])]).toEqual([
      60, 30, 17, 12, 8,
    ]);
    expect([pays([3, 3, 3]), pays([3, 3, 4]), pays([6, 6, 5]), pays([6, 5, 5]), pays([6, 6, 3])]).toEqual([
      6, 6, 60, 30, 17,
    ]);
  });

  it('refuses bad keys, stakes, dice, and stakes whose winnings could pass 2^53', () => {
    expect(settleSicBo({ big: 9e13 }, [6, 5, 6]).totalPayout).toBe(1.8e14);
    const topTriple = Math.floor(Number.MAX_SAFE_INTEGER / 181);
    expect(topTriple).toBe(49_763_531_794_149);
    expect(settleSicBo({ 'triple:6': topTriple }, [6, 6, 6]).totalPayout).toBe(topTriple * 181);
    expect(() => settleSicBo({ 'triple:6': topTriple + 1 }, [1, 2, 3])).toThrow(/safe integer/);
    expect(() => settleSicBo({ big: 100, 'combo:2-2': 100 }, [2, 2, 3])).toThrow(/unknown bet "combo:2-2"/);
    for (const stake of [0, -1, 0.5, 9e13 + 1, Number.NaN]) {
      expect(() => settleSicBo({ big: stake }, [1, 2, 3]), String(stake)).toThrow(RangeError);
    }
    for (const dice of [
      [0, 1, 2],
      [1, 2, 7],
      [1, 2, 2.5],
    ] as [number, number, number][]) {
      expect(() => settleSicBo({ big: 1 }, dice)).toThrow(RangeError);
    }
    expect(() => settleSicBo({ big: 1 }, [1, 2] as unknown as [number, number, number])).toThrow(RangeError);
  });
});
