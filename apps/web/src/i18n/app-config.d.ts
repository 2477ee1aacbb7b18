import type ko from '../../messages/ko.json';
import type { AppLocale } from './locales';

// Korean is the source language: its file defines the keys every other language must have.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof ko;
  }
}
