import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInHref } from './return-path';

describe('the sign-in return path', () => {
  it('survives the round trip through /login, query and all', () => {
    const href = signInHref('/withdraw?tab=history&page=2');
    expect(href).toBe('/login?next=%2Fwithdraw%3Ftab%3Dhistory%26page%3D2');
    expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/withdraw?tab=history&page=2');
  });

  it('takes only a path of this site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/deposit',
      '/\\evil.example',
      'deposit',
      'javascript:alert(1)',
      '/deposit\n',
      '',
    ]) {
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });

  it('does not return to the visitors’ own pages', () => {
    for (const next of ['/login', '/login/help', '/register', '/register?ref=x']) {
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(returnPathFrom(`?next=${encodeURIComponent('/user')}`)).toBe('/user');
  });
});
