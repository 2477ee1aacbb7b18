import { describe, expect, it } from 'vitest';
import { resolveClientAddress } from './client-address';
import { parseTrustedProxies } from './trusted-proxies';

const nobody = parseTrustedProxies('');
const frontProxy = parseTrustedProxies('10.0.0.5');

describe('resolveClientAddress', () => {
  it('is the connection peer when nobody is trusted, whatever the client claims', () => {
    expect(
      resolveClientAddress({ peer: '::ffff:198.51.100.4', forwardedFor: '203.0.113.7', isTrusted: nobody }),
    ).toBe('198.51.100.4');
    expect(resolveClientAddress({ peer: '::1', forwardedFor: undefined, isTrusted: nobody })).toBe('::1');
  });

  it('takes the address a trusted proxy appended, not what the client wrote before it', () => {
    const forwardedFor = '203.0.113.7, 198.51.100.4';
    expect(resolveClientAddress({ peer: '10.0.0.5', forwardedFor, isTrusted: frontProxy })).toBe(
      '198.51.100.4',
    );
  });

  it('walks through a chain of trusted proxies only', () => {
    const chain = parseTrustedProxies('10.0.0.0/24');
    expect(
      resolveClientAddress({
        peer: '10.0.0.5',
        forwardedFor: '203.0.113.7, 198.51.100.4, 10.0.0.9',
        isTrusted: chain,
      }),
    ).toBe('198.51.100.4');
    expect(
      resolveClientAddress({ peer: '10.0.0.5', forwardedFor: '10.0.0.7, 10.0.0.9', isTrusted: chain }),
    ).toBe('10.0.0.7');
  });

  it('stops at the last real address when the header holds something else', () => {
    expect(resolveClientAddress({ peer: '10.0.0.5', forwardedFor: 'unknown', isTrusted: frontProxy })).toBe(
      '10.0.0.5',
    );
    expect(resolveClientAddress({ peer: '10.0.0.5', forwardedFor: undefined, isTrusted: frontProxy })).toBe(
      '10.0.0.5',
    );
  });

  it('has no address for a connection that is gone', () => {
    expect(
      resolveClientAddress({ peer: undefined, forwardedFor: '203.0.113.7', isTrusted: nobody }),
    ).toBeUndefined();
  });
});
