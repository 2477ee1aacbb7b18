/**
 * The client's address as the site's own server (server.ts) resolved it from the connection and
 * TRUST_PROXY. That server drops whatever a client sent under this name before Next sees the
 * request, so the proxy may believe it. A process that server did not start (`next dev`, a bare
 * `next start`) strips nothing: there the header is ignored and no address is forwarded, so the
 * API sees the site's own address rather than one a client chose.
 */
export const CLIENT_ADDRESS_HEADER = 'x-haneul-client-address';

// On globalThis, not in this module: Next bundles the route handlers with their own copy of this
// module, but they run in the process server.ts started.
const STAMPED = Symbol.for('haneul.web.client-address-stamped');
const registry = globalThis as unknown as Record<symbol, boolean | undefined>;

/** server.ts says so once it stamps every request of this process. */
export function markClientAddressStamped(stamped = true): void {
  registry[STAMPED] = stamped;
}

/** The address server.ts stamped on this request; undefined where no such server runs in front. */
export function stampedClientAddress(headers: Headers): string | undefined {
  if (registry[STAMPED] !== true) return undefined;
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || undefined;
}
