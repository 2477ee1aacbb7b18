import type { AppLocale } from '../../i18n/locales';

/** The brief: game names in Korean when the page is Korean, in English otherwise. */
export function gameName(item: { nameKo: string; nameEn: string }, locale: AppLocale): string {
  return locale === 'ko' ? item.nameKo : item.nameEn;
}
