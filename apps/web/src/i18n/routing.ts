import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // `/` always serves Korean: a Korean-first site must not bounce English-speaking browsers to
  // `/en`, and a stored cookie must not override the URL someone shared. The URL alone decides.
  localeDetection: false,
  localeCookie: false,
});
