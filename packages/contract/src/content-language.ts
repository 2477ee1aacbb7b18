import { z } from 'zod';
import { zText } from './fields.ts';

/**
 * The languages operator content is written in: the member site's five, as message-file codes
 * (ja, zh, vi, not the site's URL codes jp, cn, vn). Korean is the one every text must have; a text
 * missing in another language is shown in Korean until it is written.
 */
export const CONTENT_LANGUAGES = ['ko', 'en', 'ja', 'zh', 'vi'] as const;
export const ZContentLanguage = z.enum(CONTENT_LANGUAGES);
export type TContentLanguage = z.infer<typeof ZContentLanguage>;

/** One text per language, the Korean one required; an empty other language means "not written yet". */
export const zTranslations = (max: number) =>
  z.strictObject({
    ko: zText(max),
    en: zText(max, 0).default(''),
    ja: zText(max, 0).default(''),
    zh: zText(max, 0).default(''),
    vi: zText(max, 0).default(''),
  });
export type TTranslations = Record<TContentLanguage, string>;

/** The text in `language`, or the Korean one while that language has none. */
export function translated(texts: TTranslations, language: TContentLanguage): string {
  return texts[language] || texts.ko;
}
