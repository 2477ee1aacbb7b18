import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { MessageTree, TLocale } from './message-tree';

/**
 * Korean first, English on demand. react-admin keeps the choice in its store, so the locale
 * switcher in the app bar survives a reload. A missing key shows the key itself rather than
 * crashing, and the catalogue test keeps that from ever shipping.
 */
export function createI18nProvider(catalogue: Record<TLocale, MessageTree>): I18nProvider {
  const messages = (locale: string) => (catalogue[locale as TLocale] ?? catalogue.ko) as TranslationMessages;
  return polyglotI18nProvider(messages, 'ko', [
    { locale: 'ko', name: '한국어' },
    { locale: 'en', name: 'English' },
  ]);
}
