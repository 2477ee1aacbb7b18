'use client';

import type { TContentLanguage } from '@haneul/contract';
import { useLocale } from 'next-intl';
import { isAppLocale, messageFile } from './locales';

/** The language this page asks the operator's notices and popups in: the site's. */
export function useContentLanguage(): TContentLanguage {
  const locale = useLocale();
  return isAppLocale(locale) ? messageFile(locale) : 'ko';
}
