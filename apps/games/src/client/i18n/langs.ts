import { GAME_LANGS, ZGameLang, type TGameLang } from '../../protocol/round-api.ts';

/**
 * The game URL's `lang` codes are the member site's (`jp`, `vn`, `cn`), not BCP 47: everything
 * that needs a real language tag or a message file goes through the maps here.
 */
export const DEFAULT_LANG: TGameLang = 'ko';

const languageTags: Record<TGameLang, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  jp: 'ja-JP',
  vn: 'vi-VN',
  cn: 'zh-CN',
};

/** Base names of the files in `messages/`. */
export const MESSAGE_FILES: Record<TGameLang, 'ko' | 'en' | 'ja' | 'vi' | 'zh'> = {
  ko: 'ko',
  en: 'en',
  jp: 'ja',
  vn: 'vi',
  cn: 'zh',
};

export { GAME_LANGS };

/** The language asked for in a query string, Korean when absent or unknown. */
export function langFromSearch(search: string): TGameLang {
  const parsed = ZGameLang.safeParse(new URLSearchParams(search).get('lang'));
  return parsed.success ? parsed.data : DEFAULT_LANG;
}

/** The BCP 47 tag for Intl formatting and `<html lang>`. */
export function languageTag(lang: TGameLang): string {
  return languageTags[lang];
}
