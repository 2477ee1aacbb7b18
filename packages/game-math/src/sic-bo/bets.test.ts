import { describe, expect, it } from 'vitest';
import { parseSicBoBet, sicBoBetKeys } from './index.ts';

describe('sic bo bet keys', () => {
  const keys = sicBoBetKeys();

  it('lists the 52 bets of the layout once each', () => {
    expect(keys).toHaveLength(52);
    expect(new Set(keys).size).toBe(52);
    expect(keys.slice(0, 6)).toEqual(['big', 'small', 'odd', 'even', 'total:4', 'total:5']);
    expect(keys.filter((key) => key.startsWith('combo:'))).toHaveLength(15);
    expect(keys.at(-1)).toBe('anyTriple');
  });

  it('parses every canonical key back to itself', () => {
    for (const key of keys) expect(parseSicBoBet(key)?.key).toBe(key);
    expect(parseSicBoBet('total:9')).toEqual({ key: 'total:9', kind: 'total', numbers: [9] });
    expect(parseSicBoBet('combo:2-5')).toEqual({ key: 'combo:2-5', kind: 'combo', numbers: [2, 5] });
    expect(parseSicBoBet('single:6')).toEqual({ key: 'single:6', kind: 'single', numbers: [6] });
    expect(parseSicBoBet('anyTriple')).toEqual({ key: 'anyTriple', kind: 'anyTriple', numbers: [] });
  });

  it('rejects anything but the canonical spelling', () => {
    for (const key of [
      'combo:2-2',
      'combo:5-2',
      'combo:1-7',
      'combo:0-1',
      'total:3', // only a triple makes 3 or 18: no such bet
      'total:18',
      'total:04',
      'total:',
      'single:0',
      'single:7',
      'double:7',
      'triple:0',
      'triple',
      'double',
      'Big',
      'anytriple',
      'any_triple',
      ' big',
      '',
      'constructor',
      '__proto__',
    ]) {
      expect(parseSicBoBet(key), key).toBeNull();
    }
  });
});
