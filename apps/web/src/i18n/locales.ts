import type { TContentLanguage } from '@haneul/contract';

/**
 * The member site's locales. URL codes are the brief's (`jp`, `vn`, `cn`), not BCP 47, so every
 * place that needs a real language tag or a message file goes through the maps below.
 */
export const locales = ['ko', 'en', 'jp', 'vn', 'cn'] as const;

export type AppLocale = (typeof locales)[number];

export const defaultLocale: AppLocale = 'ko';

const languageTags: Record<AppLocale, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  jp: 'ja-JP',
  vn: 'vi-VN',
  cn: 'zh-CN',
};

const messageFiles: Record<AppLocale, TContentLanguage> = {
  ko: 'ko',
  en: 'en',
  jp: 'ja',
  vn: 'vi',
  cn: 'zh',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The BCP 47 tag for formatting (Intl) and for `<html lang>`. */
export function languageTag(locale: AppLocale): string {
  return languageTags[locale];
}

/**
 * The base name of the locale's file in `apps/web/messages/`, which is also the language operator
 * content is asked for in (the contract's content languages).
 */
export function messageFile(locale: AppLocale): TContentLanguage {
  return messageFiles[locale];
}
