import { describe, expect, it } from 'vitest';
import {
  capShare,
  fromLocalInput,
  lineLabel,
  matchTitle,
  nameIn,
  parsePrice,
  priceLabel,
  toLocalInput,
} from './sport-format';

describe('sportsbook screens: what they compute', () => {
  const event = {
    homeKo: '울산',
    homeEn: 'Ulsan',
    awayKo: '전북',
    awayEn: 'Jeonbuk',
    competitionKo: 'K리그1',
  };

  it('names sides in the interface language, Korean unless English', () => {
    expect(matchTitle('ko', event)).toBe('울산 vs 전북');
    expect(matchTitle('en', event)).toBe('Ulsan vs Jeonbuk');
    expect(nameIn('ko', event, 'competition')).toBe('K리그1');
    expect(nameIn('en', {}, 'home')).toBe('');
  });

  it('prints handicap lines signed and totals plain, with the typographic minus', () => {
    expect(lineLabel('asian_handicap', -0.25)).toBe('−0.25');
    expect(lineLabel('handicap', 1)).toBe('+1');
    expect(lineLabel('asian_handicap', 0)).toBe('0');
    expect(lineLabel('over_under', 2.5)).toBe('2.5');
    expect(lineLabel('1x2', null)).toBe('');
  });

  it('turns a start time into the datetime-local input and back to the same instant', () => {
    const iso = '2026-11-23T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a time')).toBe('');
  });

  it('accepts a price as the API does: 1.01 to 1,000, at most three decimals', () => {
    expect(parsePrice(' 1.95 ')).toBe(1.95);
    expect(parsePrice('1.955')).toBe(1.955);
    expect(parsePrice('1000')).toBe(1000);
    for (const bad of ['1', '1.009', '1000.01', '1.9555', '', 'abc', '-2', '1,95']) {
      expect(parsePrice(bad), bad).toBeNull();
    }
    expect(priceLabel(3.4)).toBe('3.40');
    expect(priceLabel(1.955)).toBe('1.95');
    expect(priceLabel(2.07)).toBe('2.07');
  });

  it('fills a liability bar by its share of the cap and warns from 70% and 90%', () => {
    expect(capShare(35_000, 100_000)).toEqual({ percent: 35, tone: 'success' });
    expect(capShare(70_000, 100_000).tone).toBe('warning');
    expect(capShare(95_000, 100_000).tone).toBe('error');
    expect(capShare(250_000, 100_000)).toEqual({ percent: 100, tone: 'error' });
    expect(capShare(1, 0)).toEqual({ percent: 100, tone: 'error' });
  });
});
