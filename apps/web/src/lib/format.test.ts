import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format';

describe('formatDate', () => {
  it('zero pads a wall-clock date and keeps its calendar day', () => {
    expect(formatDate('2026-1-5')).toBe('2026-01-05');
    expect(formatDate('2026-11-22 23:59:59')).toBe('2026-11-22');
    expect(formatDate('2026-11-22T00:10')).toBe('2026-11-22');
  });

  it('shows an instant as the day it was in Korea', () => {
    // 23:30 UTC on the 21st is 08:30 on the 22nd in Seoul.
    expect(formatDate('2026-11-21T23:30:00.000Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-22T10:00:00+09:00')).toBe('2026-11-22');
    expect(formatDate(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(formatDate(Date.UTC(2026, 0, 9, 12))).toBe('2026-01-09');
  });

  it('gives - for empty values', () => {
    expect(formatDate('')).toBe('-');
    expect(formatDate('   ')).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
  });

  it('gives - for values that are not dates', () => {
    expect(formatDate('yesterday')).toBe('-');
    expect(formatDate('2026-02-30')).toBe('-');
    expect(formatDate('2026-13-01')).toBe('-');
    expect(formatDate(new Date('nope'))).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
    expect(formatDate({})).toBe('-');
  });
});

describe('formatNumber', () => {
  it('groups digits the way each locale does', () => {
    expect(formatNumber(1000000, 'ko')).toBe('1,000,000');
    expect(formatNumber(1000000, 'en')).toBe('1,000,000');
    expect(formatNumber(1000000, 'jp')).toBe('1,000,000');
    expect(formatNumber(1000000, 'cn')).toBe('1,000,000');
    expect(formatNumber(1000000, 'vn')).toBe('1.000.000');
  });

  it('accepts numeric strings and bigints', () => {
    expect(formatNumber('25000', 'ko')).toBe('25,000');
    expect(formatNumber(' -1500 ', 'ko')).toBe('-1,500');
    expect(formatNumber(12345678901234567890n, 'en')).toBe('12,345,678,901,234,567,890');
  });

  it('counts anything non-numeric as 0', () => {
    expect(formatNumber('abc', 'ko')).toBe('0');
    expect(formatNumber('', 'ko')).toBe('0');
    expect(formatNumber('1,000', 'ko')).toBe('0');
    expect(formatNumber(null, 'en')).toBe('0');
    expect(formatNumber(undefined, 'en')).toBe('0');
    expect(formatNumber(Number.NaN, 'en')).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('0');
    expect(formatNumber({}, 'en')).toBe('0');
  });
});

describe('formatDateTime', () => {
  it('shows an instant to the minute as it was in Korea', () => {
    expect(formatDateTime('2026-11-21T23:30:00.000Z')).toBe('2026-11-22 08:30');
    expect(formatDateTime(new Date('2026-11-22T15:05:59Z'))).toBe('2026-11-23 00:05');
  });

  it('gives - for a value that is not a date', () => {
    expect(formatDateTime('soon')).toBe('-');
  });
});
