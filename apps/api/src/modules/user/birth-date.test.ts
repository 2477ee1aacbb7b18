import { describe, expect, it } from 'vitest';
import { birthDateProblem } from './birth-date.ts';

describe('birthDateProblem', () => {
  // 2026-11-22 12:00 in Seoul.
  const now = new Date('2026-11-22T03:00:00Z');

  it('admits from the 19th birthday on, refuses the day before', () => {
    expect(birthDateProblem('2007-11-22', now)).toBeNull();
    expect(birthDateProblem('2007-11-21', now)).toBeNull();
    expect(birthDateProblem('2007-11-23', now)).toBe('under_19');
    expect(birthDateProblem('2007-12-01', now)).toBe('under_19');
    expect(birthDateProblem('1950-06-30', now)).toBeNull();
  });

  it('counts the day in Korea: 00:30 in Seoul is already the next day', () => {
    const justAfterMidnightSeoul = new Date('2026-11-21T15:30:00Z');
    expect(birthDateProblem('2007-11-22', justAfterMidnightSeoul)).toBeNull();
    expect(birthDateProblem('2007-11-22', new Date('2026-11-21T14:30:00Z'))).toBe('under_19');
  });

  it('lets a 29 February birthday come of age on 1 March in a common year', () => {
    expect(birthDateProblem('2008-02-29', new Date('2027-02-28T03:00:00Z'))).toBe('under_19');
    expect(birthDateProblem('2008-02-29', new Date('2027-03-01T03:00:00Z'))).toBeNull();
  });

  it('refuses days that do not exist, the future and before 1900', () => {
    for (const date of [
      '2001-02-29',
      '2001-02-30',
      '2001-13-01',
      '2001-00-10',
      '2001-04-31',
      '1899-12-31',
      '2030-01-01',
    ]) {
      expect(birthDateProblem(date, now), date).toBe('date_invalid');
    }
    expect(birthDateProblem('2000-02-29', now)).toBeNull();
  });
});
