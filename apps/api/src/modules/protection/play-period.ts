import { koreanDay, koreanDayStart } from '../../lib/korean-day.ts';

export type PlayPeriod = 'day' | 'week' | 'month';

/**
 * The first Korean day of the period holding `now`: today, this week's Monday, the first of this
 * month. The same rule as the database's play_korean_period_start, which the wallet uses.
 */
export function periodStartDay(period: PlayPeriod, now: Date): string {
  const today = koreanDay(now);
  if (period === 'day') return today;
  if (period === 'month') return `${today.slice(0, 7)}-01`;
  const start = koreanDayStart(today);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return koreanDay(new Date(start.getTime() - weekday * 86_400_000));
}

/** The instant the period holding `now` began (a Korean midnight). */
export const periodStart = (period: PlayPeriod, now: Date): Date =>
  koreanDayStart(periodStartDay(period, now));
