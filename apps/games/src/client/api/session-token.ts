/**
 * The game session token arrives in the launch URL (`/play?token=…`). It is moved into
 * sessionStorage at once and taken out of the address bar, so it is not left in the history, in
 * a screenshot or in a link the player copies; a reload of the window still finds it.
 */
const STORAGE_KEY = 'haneul.game.token';

/** The token of a URL and the same URL without it (pure, for the test). */
export function splitToken(href: string): { token: string | null; cleanHref: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  return { token: token && token.trim() ? token.trim() : null, cleanHref: url.toString() };
}

/** Moves the URL's token into sessionStorage and answers the token to use (null: none at all). */
export function adoptSessionToken(): string | null {
  const { token, cleanHref } = splitToken(window.location.href);
  if (token) {
    window.sessionStorage.setItem(STORAGE_KEY, token);
    window.history.replaceState(window.history.state, '', cleanHref);
    return token;
  }
  return window.sessionStorage.getItem(STORAGE_KEY);
}
