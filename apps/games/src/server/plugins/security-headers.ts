import type { HeaderSet } from '@haneul/server-kit';

/** Powerful features the window never uses, switched off for it and for anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The game window's policy (`/play`, `/verify`). Vite emits no inline script or style, PixiJS
 * runs without `new Function` once `pixi.js/unsafe-eval` is loaded, and the window's zod parses
 * without compiling (client/zod-without-eval.ts), so scripts and styles are the server's own files
 * only. React and PixiJS set styles through the CSSOM, which style-src does not govern. The
 * favicon is a data: SVG and Pixi may hand textures over as data: or blob: images. Pixi's workers
 * (image decoding for Assets, from blob: URLs) are unused: workers fall back to script-src.
 * Only the member site may frame the window.
 */
function windowContentSecurityPolicy(siteOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${siteOrigin}`,
  ].join('; ');
}

/** Everything that is not a page (JSON, static files, 404s): nothing to run, never framed. */
const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The game server's header sets, each built once at boot (server-kit's `registerSecurityHeaders`). */
export interface GamesHeaderSets {
  /** Everything that is not a page: JSON, static files, 404s. */
  data: HeaderSet;
  /** `/play`, the game window. */
  play: HeaderSet;
  /** `/verify`, the round checker. */
  verify: HeaderSet;
}

/**
 * The two pages get the window's policy, everything else the deny-all one. Pages are told apart by
 * their route (`config.securityHeaders`), not by the content type, because a 304 revalidating /play
 * has no content type, and a browser takes the CSP of a 304 into the page it keeps.
 */
export function gamesHeaderSets({
  siteOrigin,
  production,
}: {
  siteOrigin: string;
  production: boolean;
}): GamesHeaderSets {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    // The game URL carries a launch code: no Referer may take it to another site.
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    // Production only: over plain HTTP in development it would pin localhost to HTTPS for a year.
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const page = { ...common, 'content-security-policy': windowContentSecurityPolicy(siteOrigin) };
  return {
    data: {
      ...common,
      'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
      'cross-origin-opener-policy': 'same-origin',
    },
    // The site opens /play with window.open into a window named `haneul-game` and reuses it for the
    // next game; any other COOP puts the window in a browsing context group of its own, which drops
    // that name and the site's reference, so a second launch would open a second window.
    play: { ...page, 'cross-origin-opener-policy': 'unsafe-none' },
    // Opened from the window's history with rel=noopener: nothing needs a reference to it.
    verify: { ...page, 'cross-origin-opener-policy': 'same-origin' },
  };
}
