import { describe, expect, it } from 'vitest';
import { signedPostHeaders, signProviderRequest, verifyProviderSignature } from './provider-signature.ts';

describe('provider signature', () => {
  // Computed with
  // `printf '%s' '1795400000000.POST /provider/haneul/balance.{"token":"abc"}' | openssl dgst -sha256 -hmac test-vector-secret`.
  const vector = 'f7f022104e27b521fe48953ca2483d6ca402c83c65fdce279fa728031402e87b';
  const secret = 'test-vector-secret';
  const signed = {
    timestamp: '1795400000000',
    method: 'POST',
    path: '/provider/haneul/balance',
    rawBody: '{"token":"abc"}',
  };

  it('is the lowercase hex HMAC-SHA256 of `${timestamp}.${METHOD} ${path}.${rawBody}`', () => {
    expect(signProviderRequest(secret, signed)).toBe(vector);
    expect(signProviderRequest(secret, { ...signed, method: 'post' })).toBe(vector);
  });

  it('goes out as the headers of a JSON POST', () => {
    const { timestamp, path, rawBody } = signed;
    expect(signedPostHeaders(secret, { timestamp, path, rawBody })).toEqual({
      'content-type': 'application/json',
      'x-provider-timestamp': timestamp,
      'x-provider-signature': vector,
    });
  });

  it('verifies only that exact signature, timestamp, action and body', () => {
    expect(verifyProviderSignature(secret, signed, vector)).toBe(true);
    expect(verifyProviderSignature(secret, { ...signed, timestamp: '1795400000001' }, vector)).toBe(false);
    expect(verifyProviderSignature(secret, { ...signed, rawBody: '{"token": "abc"}' }, vector)).toBe(false);
    expect(verifyProviderSignature(secret, { ...signed, path: '/provider/haneul/bet' }, vector)).toBe(false);
    expect(verifyProviderSignature(secret, { ...signed, path: '/provider/other/balance' }, vector)).toBe(
      false,
    );
    expect(verifyProviderSignature(secret, { ...signed, method: 'PUT' }, vector)).toBe(false);
    expect(verifyProviderSignature('other', signed, vector)).toBe(false);
    expect(verifyProviderSignature(secret, signed, vector.toUpperCase())).toBe(false);
    expect(verifyProviderSignature(secret, signed, vector.slice(2))).toBe(false);
  });
});
