import { type AppLocale, languageTag } from '../i18n/locales';

/** The operator's calendar: a timestamp is shown as the day it was in Korea. */
const SITE_TIME_ZONE = 'Asia/Seoul';

const EMPTY = '-';

// A wall-clock date written without an offset (`2026-11-22`, `2026-11-22 09:30:00`) is already a
// calendar day: read its digits rather than let Date guess a zone for it.
const WALL_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatWallDate(match: RegExpExecArray): string {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 2026-02-30 over to March; a day that does not exist is invalid, not a neighbour.
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return EMPTY;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function formatInstant(date: Date): string {
  if (Number.isNaN(date.getTime())) return EMPTY;
  const parts = Object.fromEntries(dayFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A date as `YYYY-MM-DD`, zero padded; `-` when the value is empty or not a date.
 * Instants (Date, epoch milliseconds, ISO strings with an offset) are shown in the site's zone.
 */
export function formatDate(value: unknown): string {
  if (value instanceof Date) return formatInstant(value);
  if (typeof value === 'number') return Number.isFinite(value) ? formatInstant(new Date(value)) : EMPTY;
  if (typeof value !== 'string') return EMPTY;
  const text = value.trim();
  if (text === '') return EMPTY;
  const wall = WALL_DATE.exec(text);
  return wall ? formatWallDate(wall) : formatInstant(new Date(text));
}

function toNumeric(value: unknown): number | bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

const minuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's time of day as `HH:mm` (24-hour) in the site's zone; `-` when it is not a date. */
export function formatTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const parts = Object.fromEntries(minuteFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute}`;
}

/**
 * An instant as `YYYY-MM-DD HH:mm` in the site's zone, for times that matter to the minute (when a
 * limit's cooling-off ends, when a time-out does, a kick-off); `-` when it is not a date. With
 * `formatDate` and `formatTime`, the one way the site writes a date in every language.
 */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY;
  return `${formatInstant(date)} ${formatTime(date)}`;
}

/** A number with the locale's grouping (`1,000,000`); anything non-numeric counts as 0. */
export function formatNumber(value: unknown, locale: AppLocale): string {
  return new Intl.NumberFormat(languageTag(locale)).format(toNumeric(value));
}
