import type { AppLocale } from '../../i18n/locales';

/** Names by code for what the catalogue names only in Korean and English. */
export interface TranslatedNames {
  games: Readonly<Record<string, string>>;
  providers: Readonly<Record<string, string>>;
  sports: Readonly<Record<string, string>>;
}

const NONE: TranslatedNames = { games: {}, providers: {}, sports: {} };

/**
 * A game's, a provider's or a sport's name in the page's language. The catalogue (and the wire) carries only
 * Korean and English: Korean pages show `nameKo`; other pages show the message file's name for the
 * code (Japanese, Vietnamese and Chinese have one for every catalogue entry) and fall back to
 * `nameEn`, so a game the operator adds before it is translated still reads sensibly.
 */
export function localName(
  item: { code: string; nameKo: string; nameEn: string },
  locale: AppLocale,
  translated: Readonly<Record<string, string>>,
): string {
  if (locale === 'ko') return item.nameKo;
  return translated[item.code] ?? item.nameEn;
}

const isNameTable = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((name) => typeof name === 'string');

/**
 * The `gameNames` section of a locale's messages. Only the languages the catalogue does not carry
 * have one, so it is read from the loaded messages rather than through the typed translator, whose
 * keys are Korean's.
 */
export function translatedNames(messages: unknown): TranslatedNames {
  if (typeof messages !== 'object' || messages === null || !('gameNames' in messages)) return NONE;
  const section = messages.gameNames;
  if (typeof section !== 'object' || section === null) return NONE;
  const games = 'games' in section && isNameTable(section.games) ? section.games : {};
  const providers = 'providers' in section && isNameTable(section.providers) ? section.providers : {};
  const sports = 'sports' in section && isNameTable(section.sports) ? section.sports : {};
  return { games, providers, sports };
}
