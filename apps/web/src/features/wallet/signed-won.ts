import type { AppLocale } from '../../i18n/locales';
import { formatNumber } from '../../lib/format';

/** A signed amount with the locale's grouping: `+25,000` for money in, `-10,000` for money out. */
export function signedNumber(amount: number, locale: AppLocale): string {
  const grouped = formatNumber(Math.abs(amount), locale);
  if (amount > 0) return `+${grouped}`;
  return amount < 0 ? `-${grouped}` : grouped;
}
