import { type IsTrustedProxy, normalizeAddress } from './trusted-proxies';

export interface ClientAddressSource {
  /** The connection's peer (`socket.remoteAddress`). */
  peer: string | undefined;
  /** X-Forwarded-For as received: each proxy appends the address it was reached from. */
  forwardedFor: string | undefined;
  isTrusted: IsTrustedProxy;
}

/**
 * The client's address: the connection's peer, unless the peer is a trusted proxy; then the
 * address that proxy appended to X-Forwarded-For (the rightmost entry), and on leftwards while the
 * address reached is itself a trusted proxy. What lies left of the first untrusted address was
 * written by the client and is never believed; an entry that is no address ends the walk at the
 * last address known to be real.
 */
export function resolveClientAddress({
  peer,
  forwardedFor,
  isTrusted,
}: ClientAddressSource): string | undefined {
  let address = peer === undefined ? undefined : normalizeAddress(peer);
  for (const hop of (forwardedFor ?? '').split(',').reverse()) {
    if (address === undefined || !isTrusted(address)) break;
    const next = normalizeAddress(hop);
    if (next === undefined) break;
    address = next;
  }
  return address;
}
