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

/** The languages a Korean notice or popup may also be written in. */
export const OTHER_CONTENT_LANGUAGES = ['en', 'ja', 'zh', 'vi'] as const;
export type TOtherContentLanguage = (typeof OTHER_CONTENT_LANGUAGES)[number];

/** A notice's or popup's title and body in one language. */
export interface TTextVersion {
  title: string;
  contents: string;
}
/** A notice's or popup's versions beside the Korean one; an absent or empty one is not written yet. */
export type TTextVersions = Partial<Record<TOtherContentLanguage, TTextVersion>>;

/**
 * The other languages' versions of a Korean title and body, as the back office writes them: each
 * language both empty (not written yet) or both filled, never a title over a Korean body.
 */
export function zTextVersions(contents: z.ZodString, titleMax = 200) {
  const version = z
    .strictObject({ title: zText(titleMax, 0).default(''), contents: contents.default('') })
    .refine((text) => (text.title === '') === (text.contents === ''), {
      path: ['contents'],
      message: 'translation_incomplete',
    })
    .default({ title: '', contents: '' });
  return z.strictObject({ en: version, ja: version, zh: version, vi: version }).default({
    en: { title: '', contents: '' },
    ja: { title: '', contents: '' },
    zh: { title: '', contents: '' },
    vi: { title: '', contents: '' },
  });
}

/** The version in `language`, or the Korean one while that language has none. */
export function textIn(
  korean: TTextVersion,
  versions: TTextVersions,
  language: TContentLanguage,
): TTextVersion {
  if (language === 'ko') return korean;
  const version = versions[language];
  return version?.title ? version : korean;
}

const ZTextVersion = z.object({ title: z.string(), contents: z.string() });
/** The versions as the back office reads them: every other language, empty where none is written. */
export const ZTextVersionsRecord = z.object({
  en: ZTextVersion,
  ja: ZTextVersion,
  zh: ZTextVersion,
  vi: ZTextVersion,
});

export function everyVersion(versions: TTextVersions): Record<TOtherContentLanguage, TTextVersion> {
  const blank = { title: '', contents: '' };
  return {
    en: versions.en ?? blank,
    ja: versions.ja ?? blank,
    zh: versions.zh ?? blank,
    vi: versions.vi ?? blank,
  };
}

const LANGUAGE_TAGS: Record<TContentLanguage, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  ja: 'ja-JP',
  zh: 'zh-CN',
  vi: 'vi-VN',
};

/** The BCP 47 tag numbers are formatted with in a language's texts (notes the server writes). */
export function contentLanguageTag(language: TContentLanguage): string {
  return LANGUAGE_TAGS[language];
}
