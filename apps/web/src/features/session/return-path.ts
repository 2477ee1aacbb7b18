/** The query parameter `/login` reads to send a member back where they were stopped. */
export const RETURN_PARAM = 'next';

/** `/login`, asked to return to `path` (a locale-free path with its query) after signing in. */
export function signInHref(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/**
 * The page to return to from a `/login` query, or null. Only a path of this site is taken: a
 * link that smuggles another host (`//evil.example`, `/\evil.example`, `https:`) would otherwise
 * turn the sign-in page into an open redirect. The visitors' own pages lead nowhere useful.
 */
export function returnPathFrom(search: string): string | null {
  const path = new URLSearchParams(search).get(RETURN_PARAM);
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // Browsers drop tabs and newlines from a URL, so `/\n/evil.example` would become `//evil.example`.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const page = path.split(/[?#]/, 1)[0] ?? '';
  if (page === '/login' || page.startsWith('/login/') || page === '/register') return null;
  return path;
}
