export interface SecurityHeader {
  key: string;
  value: string;
}

/** Powerful features no page of the site uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers every response of the member site carries — pages, the proxy's answers, static
 * files — set once for all paths in next.config.ts. The pages' Content-Security-Policy changes with
 * every view (its nonce), so proxy.ts sets that one.
 */
export function securityHeaders({ production }: { production: boolean }): SecurityHeader[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' says the same to browsers that read CSP; this is for those that do not.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
  // Production only: a development server on https://localhost would otherwise pin every port of
  // localhost to HTTPS for a year. The value is the API's (helmet's default).
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' });
  }
  return headers;
}
