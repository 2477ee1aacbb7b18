import { describe, expect, it } from 'vitest';
import { parseRouletteBet, ROULETTE_BET_KINDS, rouletteBetKeys } from './index.ts';

/** Where a number sits on the layout: row 0–11 and column 0–2 (1 2 3 is row 0). */
const cell = (n: number) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 });

describe('roulette bet keys', () => {
  const keys = rouletteBetKeys();

  it('lists every bet of the layout once: 157 keys', () => {
    const count = (kind: string) => keys.filter((key) => parseRouletteBet(key)!.kind === kind).length;
    expect(ROULETTE_BET_KINDS.map((kind) => [kind, count(kind)])).toEqual([
      ['straight', 37],
      ['split', 60], // 24 across, 33 down, 3 from zero
      ['street', 12],
      ['trio', 2],
      ['basket', 1],
      ['corner', 22],
      ['line', 11],
      ['column', 3],
      ['dozen', 3],
      ['red', 1],
      ['black', 1],
      ['odd', 1],
      ['even', 1],
      ['low', 1],
      ['high', 1],
    ]);
    expect(new Set(keys).size).toBe(157);
  });

  it('parses every canonical key back to itself, paying 36 / k − 1 on k numbers', () => {
    for (const key of keys) {
      const bet = parseRouletteBet(key)!;
      expect(bet.key).toBe(key);
      expect(bet.pays).toBe(36 / bet.numbers.length - 1);
      expect(Number.isInteger(bet.pays)).toBe(true);
      expect([...bet.numbers].sort((a, b) => a - b)).toEqual(bet.numbers);
      expect(new Set(bet.numbers).size).toBe(bet.numbers.length);
    }
  });

  it('covers the right numbers', () => {
    const numbers = (key: string) => parseRouletteBet(key)?.numbers;
    expect(numbers('straight:0')).toEqual([0]);
    expect(numbers('split:0-2')).toEqual([0, 2]);
    expect(numbers('split:17-20')).toEqual([17, 20]);
    expect(numbers('street:34')).toEqual([34, 35, 36]);
    expect(numbers('trio:0-1-2')).toEqual([0, 1, 2]);
    expect(numbers('basket:0-1-2-3')).toEqual([0, 1, 2, 3]);
    expect(numbers('corner:1')).toEqual([1, 2, 4, 5]);
    expect(numbers('corner:32')).toEqual([32, 33, 35, 36]);
    expect(numbers('line:31')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(numbers('column:2')).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(numbers('dozen:3')).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(numbers('red')).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(numbers('black')).toHaveLength(18);
    expect(numbers('low')).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(parseRouletteBet('basket:0-1-2-3')?.pays).toBe(8);
    expect(parseRouletteBet('line:1')?.pays).toBe(5);
  });

  it('splits exactly the numbers that share an edge on the layout, corners exactly the 2×2 blocks', () => {
    const splits = keys
      .filter((key) => key.startsWith('split:'))
      .map((key) => parseRouletteBet(key)!.numbers);
    const expected: string[] = [];
    for (let a = 1; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) {
        const [p, q] = [cell(a), cell(b)];
        if (Math.abs(p.row - q.row) + Math.abs(p.col - q.col) === 1) expected.push(`${a}-${b}`);
      }
    }
    expect(splits.filter(([a]) => a !== 0).map((n) => n.join('-'))).toEqual(expected.sort(byNumbers));
    expect(splits.filter(([a]) => a === 0).map((n) => n.join('-'))).toEqual(['0-1', '0-2', '0-3']);

    for (const key of keys.filter((k) => k.startsWith('corner:'))) {
      const cells = parseRouletteBet(key)!.numbers.map(cell);
      const rows = new Set(cells.map((c) => c.row));
      const cols = new Set(cells.map((c) => c.col));
      expect([rows.size, cols.size, Math.max(...rows) - Math.min(...rows)]).toEqual([2, 2, 1]);
      expect(Math.max(...cols) - Math.min(...cols)).toBe(1);
    }
  });

  it('rejects anything but the canonical spelling', () => {
    for (const key of [
      'split:1-3', // not adjacent
      'split:3-4', // end of one row, start of the next
      'split:4-1', // larger number first
      'split:1-1',
      'straight:37',
      'straight:-1',
      'straight:07',
      'straight: 7',
      'straight:7.0',
      'straight',
      'corner:3', // 3 is in column 3: no block to its right
      'corner:33',
      'corner:34', // bottom row
      'street:2',
      'street:37',
      'line:34', // no row below 34
      'line:2',
      'trio:0-1-3',
      'basket:0-1-2',
      'column:0',
      'column:4',
      'dozen:4',
      'RED',
      ' red',
      'red ',
      'zero',
      '',
      'constructor',
      '__proto__',
      'toString',
    ]) {
      expect(parseRouletteBet(key), key).toBeNull();
    }
  });
});

function byNumbers(a: string, b: string): number {
  const [a1, a2] = a.split('-').map(Number);
  const [b1, b2] = b.split('-').map(Number);
  return a1! - b1! || a2! - b2!;
}
