import type { TGameLang } from '../../protocol/round-api.ts';
import { languageTag } from './langs.ts';

/** Number and date formatting in the player's language; won amounts as whole numbers. */
export interface Formatters {
  number: (value: number) => string;
  /** Short amounts for chip faces: 1만, 10K, 5万. */
  compact: (value: number) => string;
  percent: (fraction: number, digits?: number) => string;
  /** A figure with up to `digits` decimals: 9.36, 0,86 in Vietnamese. */
  decimal: (value: number, digits?: number) => string;
  /** An instant as the member site writes one, in Korea's time: `YYYY-MM-DD HH:mm:ss`. */
  time: (iso: string) => string;
}

// en-CA writes a date as YYYY-MM-DD; the parts are then joined the one way the site does.
const clock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Seoul',
});

function siteTime(iso: string): string {
  const parts = Object.fromEntries(clock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function createFormatters(lang: TGameLang): Formatters {
  const tag = languageTag(lang);
  const grouped = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
  return {
    number: (value) => grouped.format(value),
    compact: (value) => compact.format(value),
    percent: (fraction, digits = 2) =>
      new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(fraction),
    decimal: (value, digits = 2) =>
      new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value),
    time: siteTime,
  };
}
