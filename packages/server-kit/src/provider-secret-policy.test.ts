import { describe, expect, it } from 'vitest';
import { assertProductionProviderSecrets, providerSecretProblem } from './provider-secret-policy.ts';

const strong = 'k'.repeat(32);

describe('providerSecretProblem', () => {
  it('refuses a missing, short or published secret', () => {
    expect(providerSecretProblem(undefined)).toBe('is not set');
    expect(providerSecretProblem('')).toBe('is not set');
    expect(providerSecretProblem('haneul-demo-secret')).toBe('is the published demo value');
    expect(providerSecretProblem('k'.repeat(31))).toBe('is shorter than 32 bytes');
  });

  it('counts bytes, not characters', () => {
    // 11 Hangul syllables are 33 bytes in UTF-8.
    expect(providerSecretProblem('하'.repeat(11))).toBeNull();
    expect(providerSecretProblem('하'.repeat(10))).toBe('is shorter than 32 bytes');
  });

  it('accepts 32 bytes or more', () => {
    expect(providerSecretProblem(strong)).toBeNull();
  });
});

describe('assertProductionProviderSecrets', () => {
  it('requires the named secrets', () => {
    expect(() => assertProductionProviderSecrets({}, ['PROVIDER_HANEUL_SECRET'])).toThrow(
      'PROVIDER_HANEUL_SECRET is not set',
    );
  });

  it('checks every provider secret present, and names each bad one', () => {
    const env = {
      PROVIDER_HANEUL_SECRET: strong,
      PROVIDER_ACME_SECRET: 'short',
      PROVIDER_OLD_SECRET: 'haneul-demo-secret',
    };
    expect(() => assertProductionProviderSecrets(env, ['PROVIDER_HANEUL_SECRET'])).toThrow(
      'PROVIDER_ACME_SECRET is shorter than 32 bytes; PROVIDER_OLD_SECRET is the published demo value',
    );
  });

  it('passes when every secret is fit', () => {
    const env = { PROVIDER_HANEUL_SECRET: strong, PROVIDER_ACME_SECRET: `${strong}!` };
    expect(() => assertProductionProviderSecrets(env, ['PROVIDER_HANEUL_SECRET'])).not.toThrow();
  });
});
