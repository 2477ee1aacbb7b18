/** What `Sec-Fetch-Site` says of a request from the page's own origin, or from no page (typed in). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function parseOrigin(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Whether a call may come from where the browser says it comes from. The session cookie is
 * SameSite=Lax, so every page of the same *site* carries it, whatever its port or subdomain; the
 * proxy therefore checks the *origin*. `Origin`, when sent, must name the site itself (the host the
 * request was sent to, as its Host header says, the way Next checks Server Actions) or one of the
 * allowed origins; `null` never passes. `Sec-Fetch-Site`, when sent, must say `same-origin` or
 * `none`, unless the Origin is an allowed one. A request with neither comes from no browser page,
 * which therefore lent it no cookie: API clients pass.
 */
export function isFromAllowedOrigin(headers: Headers, allowed: ReadonlySet<string>): boolean {
  const origin = headers.get('origin');
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase();
  const url = origin === null ? undefined : parseOrigin(origin);
  if (origin !== null && !url) return false;
  const listed = url !== undefined && allowed.has(url.origin);
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite) && !listed) return false;
  if (url && !listed && url.host !== headers.get('host')?.toLowerCase()) return false;
  return true;
}
