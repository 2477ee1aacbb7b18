import type { AppLocale } from '../../../i18n/locales';

/** A name as the sportsbook sends it: Korean and English, like the catalogue's names. */
export interface SportNames {
  ko: string;
  en: string;
}

/**
 * A team's or a competition's name in the page's language: Korean on Korean pages, English
 * everywhere else (the feed names nothing in Japanese, Vietnamese or Chinese, and the catalogue
 * falls back to English there too).
 */
export function localName(names: SportNames, locale: AppLocale): string {
  return locale === 'ko' ? names.ko : names.en;
}
