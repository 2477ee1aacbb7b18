import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '../features/proxy/client-address-header';
import { resolveClientAddress } from './client-address';
import type { IsTrustedProxy } from './trusted-proxies';

/**
 * Rewrites a request's address headers before Next sees it: any copy of the internal header a
 * client sent is dropped, and it and X-Forwarded-For are set to the address resolved from the
 * connection, so nothing downstream (the proxy, Next, a library) can read a client's claim instead.
 */
export function stampClientAddress(request: IncomingMessage, isTrusted: IsTrustedProxy): void {
  const forwarded = request.headers['x-forwarded-for'];
  const address = resolveClientAddress({
    peer: request.socket.remoteAddress,
    forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    isTrusted,
  });
  delete request.headers[CLIENT_ADDRESS_HEADER];
  delete request.headers['x-forwarded-for'];
  if (address === undefined) return;
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  request.headers['x-forwarded-for'] = address;
}
