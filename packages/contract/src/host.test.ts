import { describe, expect, it } from 'vitest';
import { domainMatches, siteHost, splitDomains } from './host.ts';

describe('siteHost', () => {
  it.each([
    ['haneul.bet', 'haneul.bet'],
    ['www.haneul.bet', 'haneul.bet'],
    ['m.www.haneul.bet', 'haneul.bet'],
    ['http://www.haneul.bet', 'haneul.bet'],
    ['https://www.haneul.bet', 'haneul.bet'],
    ['HTTPS://WWW.Haneul.BET', 'haneul.bet'],
    ['https://www.haneul.bet:8443', 'haneul.bet'],
    ['localhost:3000', 'localhost'],
    ['https://www.haneul.bet/notice?page=2#top', 'haneul.bet'],
    ['https://www.haneul.bet:8443/path', 'haneul.bet'],
    ['www.haneul.bet?x=1', 'haneul.bet'],
    ['  https://www.haneul.bet/  ', 'haneul.bet'],
    ['www.haneul.bet.', 'haneul.bet'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(siteHost(input)).toBe(expected);
  });

  it('keeps the registrable domain under a country second-level suffix, so .co.kr sites stay apart', () => {
    expect(siteHost('www.haneul.co.kr')).toBe('haneul.co.kr');
    expect(siteHost('https://m.partner.co.kr/join')).toBe('partner.co.kr');
    expect(siteHost('haneul.or.kr')).toBe('haneul.or.kr');
    expect(siteHost('www.haneul.co.kr')).not.toBe(siteHost('other.co.kr'));
  });

  it('keeps the last two labels of a host with no public suffix', () => {
    expect(siteHost('api.internal:4000')).toBe('api.internal');
    expect(siteHost('127.0.0.1:3000')).toBe('0.1');
  });

  it('reads the host before any path, even one that looks like a URL', () => {
    expect(siteHost('haneul.bet/https://other.com')).toBe('haneul.bet');
    expect(siteHost('https://haneul.bet/?next=https://other.com')).toBe('haneul.bet');
  });
});

describe('splitDomains', () => {
  it('splits on commas, bars and any whitespace and normalizes each entry', () => {
    expect(splitDomains('a.com,b.com|c.com d.com\te.com\nf.com')).toEqual([
      'a.com',
      'b.com',
      'c.com',
      'd.com',
      'e.com',
      'f.com',
    ]);
    expect(splitDomains(' https://WWW.Haneul.bet/ , | http://m.other.com:8080 ')).toEqual([
      'haneul.bet',
      'other.com',
    ]);
  });

  it('answers no domains for an empty or separator-only field', () => {
    expect(splitDomains('')).toEqual([]);
    expect(splitDomains('   ')).toEqual([]);
    expect(splitDomains(' ,| , ')).toEqual([]);
  });
});

describe('domainMatches', () => {
  it('matches every site when the field is empty', () => {
    expect(domainMatches('', 'haneul.bet')).toBe(true);
    expect(domainMatches('  ', 'other.com')).toBe(true);
    expect(domainMatches(', |', 'localhost')).toBe(true);
  });

  it('matches a listed site whatever its subdomain, scheme, port or case', () => {
    expect(domainMatches('haneul.bet', 'https://www.haneul.bet')).toBe(true);
    expect(domainMatches('www.haneul.bet', 'haneul.bet')).toBe(true);
    expect(domainMatches('HANEUL.BET', 'http://m.haneul.bet:3000/')).toBe(true);
    expect(domainMatches('other.com, haneul.bet', 'haneul.bet')).toBe(true);
    expect(domainMatches('other.com|haneul.bet', 'haneul.bet')).toBe(true);
    expect(domainMatches('other.com haneul.bet', 'haneul.bet')).toBe(true);
  });

  it('refuses sites that are not listed, including look-alikes', () => {
    expect(domainMatches('haneul.bet', 'other.com')).toBe(false);
    expect(domainMatches('haneul.bet', 'haneul.bet.evil.com')).toBe(false);
    expect(domainMatches('haneul.bet', 'xhaneul.bet')).toBe(false);
    expect(domainMatches('haneul.bet', 'haneul.com')).toBe(false);
    expect(domainMatches('haneul.bet', '')).toBe(false);
  });

  it('compares single-label hosts as they are', () => {
    expect(domainMatches('localhost', 'http://localhost:3000')).toBe(true);
    expect(domainMatches('localhost', 'haneul.bet')).toBe(false);
  });
});
