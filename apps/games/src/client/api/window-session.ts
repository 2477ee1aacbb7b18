/**
 * The game URL carries a one-time launch code (`/play?launch=…`, 60 s). It leaves the address bar
 * at once (so it is not left in the history, a screenshot or a copied link) and is traded with the
 * game server for this window's own session, kept in sessionStorage so a reload of the window
 * still finds it. The wallet's session token never reaches the window at all.
 */
const STORAGE_KEY = 'haneul.game.session';

/** The launch code of a URL and the same URL without it (pure, for the test). */
export function splitLaunchCode(href: string): { launchCode: string | null; cleanHref: string } {
  const url = new URL(href);
  const launchCode = url.searchParams.get('launch');
  url.searchParams.delete('launch');
  return {
    launchCode: launchCode && launchCode.trim() ? launchCode.trim() : null,
    cleanHref: url.toString(),
  };
}

/**
 * The window's session: a launch code in the URL is redeemed with `redeem` (a new launch replaces
 * any session kept); without one, the kept session. Null when there is none, or the code was
 * refused (spent, expired): the window then says the session ended.
 */
export async function adoptWindowSession(
  redeem: (launchCode: string) => Promise<string>,
): Promise<string | null> {
  const { launchCode, cleanHref } = splitLaunchCode(window.location.href);
  if (!launchCode) return window.sessionStorage.getItem(STORAGE_KEY);
  window.history.replaceState(window.history.state, '', cleanHref);
  window.sessionStorage.removeItem(STORAGE_KEY);
  try {
    const session = await redeem(launchCode);
    window.sessionStorage.setItem(STORAGE_KEY, session);
    return session;
  } catch {
    return null;
  }
}
