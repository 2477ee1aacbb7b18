import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  providerStringToSign,
  type TProviderSignedRequest,
} from '@haneul/contract';

/**
 * The wallet protocol's signature, one implementation for the signer (a game server) and the
 * verifier (the API's wallet): lowercase hex HMAC-SHA256 of `${timestamp}.${METHOD} ${path}.${rawBody}`.
 */
export function signProviderRequest(secret: string, request: TProviderSignedRequest): string {
  return createHmac('sha256', secret).update(providerStringToSign(request)).digest('hex');
}

/**
 * The headers of a signed POST of `rawBody` (JSON) to `path`, at `timestamp` (Unix ms): what every
 * signer sends — a game server's wallet calls, the API's transfer calls, the load tests'.
 */
export function signedPostHeaders(
  secret: string,
  { path, rawBody, timestamp }: { path: string; rawBody: string; timestamp: string },
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [PROVIDER_TIMESTAMP_HEADER]: timestamp,
    [PROVIDER_SIGNATURE_HEADER]: signProviderRequest(secret, { timestamp, method: 'POST', path, rawBody }),
  };
}

/** Compares in constant time, so the answer time tells an attacker nothing about the right HMAC. */
export function verifyProviderSignature(
  secret: string,
  request: TProviderSignedRequest,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signProviderRequest(secret, request), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
