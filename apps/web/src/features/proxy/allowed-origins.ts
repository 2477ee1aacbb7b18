/** One origin, scheme, host and port and nothing more (a trailing `/` allowed), in URL's spelling. */
function toOrigin(entry: string): string | undefined {
  if (!URL.canParse(entry)) return undefined;
  const url = new URL(entry);
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return web && bare ? url.origin : undefined;
}

/**
 * Parses ALLOWED_ORIGINS, comma-separated origins such as `https://m.haneul.bet` (blanks ignored);
 * throws naming every entry that is not one.
 */
export function parseAllowedOrigins(raw: string): ReadonlySet<string> {
  const origins = new Set<string>();
  const unreadable: string[] = [];
  for (const entry of raw.split(',').map((each) => each.trim())) {
    if (!entry) continue;
    const origin = toOrigin(entry);
    if (origin) origins.add(origin);
    else unreadable.push(entry);
  }
  if (unreadable.length > 0) {
    throw new Error(`not an origin such as https://m.haneul.bet: ${unreadable.join(', ')}`);
  }
  return origins;
}

let cached: { raw: string; origins: ReadonlySet<string> } | undefined;

/**
 * The origins besides the site's own whose pages may call the proxy. Read at request time, like
 * API_URL, so tests and restarts see the current value; parsed once per value. server.ts parses it
 * at boot too, so a typo stops the server instead of refusing calls.
 */
export function allowedOrigins(raw = process.env.ALLOWED_ORIGINS ?? ''): ReadonlySet<string> {
  if (cached?.raw !== raw) cached = { raw, origins: parseAllowedOrigins(raw) };
  return cached.origins;
}
