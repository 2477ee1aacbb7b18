import { createHmac, timingSafeEqual } from 'node:crypto';
import { providerSecretEnvName, providerStringToSign, type TProviderSignedRequest } from '@haneul/contract';

/** The contract's signature: lowercase hex HMAC-SHA256 of `${timestamp}.${METHOD} ${path}.${rawBody}`. */
export function signProviderRequest(secret: string, request: TProviderSignedRequest): string {
  return createHmac('sha256', secret).update(providerStringToSign(request)).digest('hex');
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

/**
 * The provider's secret from the environment (`PROVIDER_<CODE>_SECRET`), read per request so a
 * rotated secret needs no restart. No provider has a default: without its secret a provider
 * cannot sign at all (`npm start` generates the built-in provider's on first run).
 */
export function providerSecret(providerCode: string, env: NodeJS.ProcessEnv = process.env): string | null {
  return env[providerSecretEnvName(providerCode)] || null;
}
