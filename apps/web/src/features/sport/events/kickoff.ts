import { formatDate } from '../../../lib/format';
import { type AppLocale, languageTag } from '../../../i18n/locales';

/** The operator's calendar: kick-off times and match days are Korea's, whatever the browser's zone. */
const SITE_TIME_ZONE = 'Asia/Seoul';

/** A kick-off's time of day, 24-hour ("21:30"). */
export function kickoffTime(startsAt: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: SITE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(startsAt));
}

/** The match day of a kick-off (`YYYY-MM-DD` in Korea), the key events are grouped by. */
export const matchDay = (startsAt: string | number): string => formatDate(new Date(startsAt));

/** A match day as a heading says it: today, tomorrow, or its date and weekday ("11월 29일 (일)"). */
export function dayName(
  day: string,
  now: number,
  locale: AppLocale,
  words: { today: string; tomorrow: string },
): string {
  if (day === matchDay(now)) return words.today;
  if (day === matchDay(now + 24 * 60 * 60 * 1000)) return words.tomorrow;
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A kick-off in full, for an event's page and my bets ("11. 28. 21:30" as the locale writes it). */
export function kickoffDateTime(startsAt: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: SITE_TIME_ZONE,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(startsAt));
}
