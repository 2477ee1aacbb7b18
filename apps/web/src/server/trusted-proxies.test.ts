import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseTrustedProxies } from './trusted-proxies';

describe('normalizeAddress', () => {
  it('spells each address one way', () => {
    expect(normalizeAddress(' ::ffff:10.0.0.1 ')).toBe('10.0.0.1');
    expect(normalizeAddress('FE80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('refuses what is not an address', () => {
    for (const raw of ['', 'unknown', '203.0.113.7:5000', '999.1.1.1', '[::1]']) {
      expect(normalizeAddress(raw)).toBeUndefined();
    }
  });
});

describe('parseTrustedProxies', () => {
  it('trusts nobody by default', () => {
    const trusted = parseTrustedProxies('');
    expect(trusted('127.0.0.1')).toBe(false);
    expect(trusted('10.0.0.1')).toBe(false);
  });

  it('reads addresses, CIDR ranges and the named ranges, in either IP family', () => {
    const trusted = parseTrustedProxies('10.1.2.3, 192.168.0.0/16, loopback, 2001:db8::/32');
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('10.1.2.4')).toBe(false);
    expect(trusted('192.168.44.5')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('2001:db8::9')).toBe(true);
    expect(trusted('2001:db9::9')).toBe(false);
    expect(trusted('garbage')).toBe(false);
  });

  it('expands uniquelocal and linklocal', () => {
    const trusted = parseTrustedProxies('uniquelocal,linklocal');
    for (const address of ['10.9.9.9', '172.31.0.1', '192.168.1.1', 'fd00::1', '169.254.1.1', 'fe80::1']) {
      expect(trusted(address)).toBe(true);
    }
    expect(trusted('172.32.0.1')).toBe(false);
  });

  it('throws on an entry it cannot read, naming it', () => {
    for (const raw of ['true', '10.0.0.0/33', '10.0.0.1/8/1', 'loopbak', '2', '10.0.0.0/-1', 'constructor']) {
      expect(() => parseTrustedProxies(raw)).toThrow(`not an address or range: ${raw}`);
    }
  });
});
