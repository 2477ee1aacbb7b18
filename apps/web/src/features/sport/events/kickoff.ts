import { formatDate } from '../../../lib/format';
import { type AppLocale, languageTag } from '../../../i18n/locales';

/** The match day of a kick-off (`YYYY-MM-DD` in Korea), the key events are grouped by. */
export const matchDay = (startsAt: string | number): string => formatDate(new Date(startsAt));

/**
 * A match day as a heading says it: today, tomorrow, or the site's date with the weekday in the
 * locale's words ("2026-11-30 (월)").
 */
export function dayName(
  day: string,
  now: number,
  locale: AppLocale,
  words: { today: string; tomorrow: string },
): string {
  if (day === matchDay(now)) return words.today;
  if (day === matchDay(now + 24 * 60 * 60 * 1000)) return words.tomorrow;
  const weekday = new Intl.DateTimeFormat(languageTag(locale), { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return `${day} (${weekday})`;
}
