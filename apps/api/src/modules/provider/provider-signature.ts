import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEMO_PROVIDER_CODE,
  DEMO_PROVIDER_SECRET,
  providerSecretEnvName,
  providerStringToSign,
  type TSignProviderRequest,
  type TVerifyProviderSignature,
} from '@haneul/contract';

/** The contract's signature: lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}`. */
export const signProviderRequest: TSignProviderRequest = (secret, timestamp, rawBody) =>
  createHmac('sha256', secret).update(providerStringToSign(timestamp, rawBody)).digest('hex');

/** Compares in constant time, so the answer time tells an attacker nothing about the right HMAC. */
export const verifyProviderSignature: TVerifyProviderSignature = (secret, timestamp, rawBody, signature) => {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signProviderRequest(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
};

/**
 * The provider's secret from the environment, read per request so a rotated secret needs no
 * restart. Only the built-in provider has a default (PRODUCT.md §5); any other provider without
 * a secret cannot sign at all.
 */
export function providerSecret(providerCode: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env[providerSecretEnvName(providerCode)];
  if (configured) return configured;
  return providerCode === DEMO_PROVIDER_CODE ? DEMO_PROVIDER_SECRET : null;
}
