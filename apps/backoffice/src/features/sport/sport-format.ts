/**
 * What the sportsbook screens compute before they show it: names in the interface language, lines
 * as bookmakers print them, the start time between the API's ISO text and a datetime-local input,
 * a typed price checked as the API will check it, and how full a liability bar is.
 */

/** A record's side or competition name in the interface language (`homeKo` / `homeEn`). */
export function nameIn(locale: string, record: object, base: string): string {
  const names = record as Record<string, unknown>;
  const text = names[`${base}${locale === 'en' ? 'En' : 'Ko'}`];
  return typeof text === 'string' ? text : '';
}

/** `울산 vs 전북` in the interface language. */
export function matchTitle(locale: string, record: object): string {
  return `${nameIn(locale, record, 'home')} vs ${nameIn(locale, record, 'away')}`;
}

/**
 * A line as printed beside a market: a handicap with its sign (+1.5, −0.25, 0), a total without
 * (2.5), nothing for 1x2. The minus is the typographic one, as on the member site.
 */
export function lineLabel(type: string, line: number | null): string {
  if (line === null) return '';
  const text = String(Math.abs(line));
  if (line < 0) return `−${text}`;
  return type !== 'over_under' && line > 0 ? `+${text}` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the browser's time zone) as the ISO instant the API takes; '' when empty or not a time. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A typed price as decimal odds the API accepts (1.01 to 1,000, at most three decimals), else null. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1.01 && value <= 1000 ? value : null;
}

/** A price to two decimals, as members see it. */
export const priceLabel = (price: number): string => (Math.floor(price * 100 + 1e-9) / 100).toFixed(2);

export type Tone = 'success' | 'warning' | 'error';

/** How much of a cap a liability takes, 0–100 (a full bar past it), and the colour that warns. */
export function capShare(liability: number, cap: number): { percent: number; tone: Tone } {
  const percent = cap <= 0 ? 100 : Math.min(100, (liability / cap) * 100);
  return { percent, tone: percent >= 90 ? 'error' : percent >= 70 ? 'warning' : 'success' };
}
