import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('runs scripts by nonce only, never inline, and lets nobody frame the site', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', development: false });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it("allows eval in development only, for React's error overlay", () => {
    expect(directive(contentSecurityPolicy({ nonce: 'n', development: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('createNonce', () => {
  it('is 128 random bits, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
