import { useLocaleState } from 'react-admin';
import { FORMAT_LOCALE, type TLocale } from './message-tree';

/** The BCP 47 tag matching the interface language, for Intl number and date formatting. */
export function useFormatLocale(): string {
  const [locale] = useLocaleState();
  return FORMAT_LOCALE[locale as TLocale] ?? FORMAT_LOCALE.ko;
}
