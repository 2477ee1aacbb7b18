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
  time: (iso: string) => string;
}

export function createFormatters(lang: TGameLang): Formatters {
  const tag = languageTag(lang);
  const grouped = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const clock = new Intl.DateTimeFormat(tag, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone: 'Asia/Seoul',
  });
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
    time: (iso) => clock.format(new Date(iso)),
  };
}
