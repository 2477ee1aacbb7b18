import type { AppLocale } from '../../i18n/locales';

/** The game window's size on desktop browsers (the brief: 1400x800). */
export const GAME_WINDOW = { width: 1400, height: 800 } as const;

/** How long the "opening the game" dialog may stay at most (the brief: 4 s). */
export const LAUNCH_DIALOG_MS = 4_000;

/**
 * The provider's URL with the player's language added, as the contract leaves to the client. The
 * game URL's `lang` codes are the site's own locale codes (ko, en, jp, vn, cn: docs/games.md),
 * not its message files' names (ja, vi, zh), which a game window does not know.
 */
export function gameUrlWithLanguage(gameUrl: string, language: AppLocale): string {
  const url = new URL(gameUrl);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** `window.open` features for the centred 1400x800 game window. */
export function gameWindowFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - GAME_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - GAME_WINDOW.height) / 2));
  return `width=${GAME_WINDOW.width},height=${GAME_WINDOW.height},left=${left},top=${top},resizable=yes,scrollbars=no`;
}
