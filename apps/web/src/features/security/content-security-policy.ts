/** A fresh nonce for one page view: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The member site's Content-Security-Policy for one page view. Scripts run only with this view's
 * nonce — Next reads it from the request's policy and puts it on its own scripts — or when such a
 * script loads them ('strict-dynamic'): no inline script, no `eval` except in development, where
 * React needs it for its error overlay. Styles may be inline: React and Next write style attributes,
 * and the rule that matters is about scripts. Images are the site's own plus any https image, since
 * staff may point a game's artwork or a popup's picture at a CDN. Calls go to the site's own proxy
 * only. A game opens in a window of its own (`window.open`), which no directive governs, so the
 * game server needs no entry; the site frames nothing and is framed by nobody.
 */
export function contentSecurityPolicy({
  nonce,
  development,
}: {
  nonce: string;
  development: boolean;
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For the proxy's JSON answers: nothing to run or load, and never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
