import { getDomain } from 'tldts';

/**
 * The brief's host helper: drop any http(s) prefix, path and port, and keep the site's registrable
 * domain, lower-cased: `https://www.haneul.bet/x` → `haneul.bet`. The brief keeps the last two
 * labels, which is the same for a domain under `.com` or `.bet` but makes every `.co.kr` site one
 * (`haneul.co.kr` and an agent's `other.co.kr` would both be `co.kr`, and notices, popups, the
 * operator's own domains and agents' domains would all collide), so the public suffix list decides
 * where a domain begins (tldts). A host with no public suffix (`localhost`, an address) keeps the
 * brief's last two labels.
 */
export function siteHost(value: string): string {
  const bare = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
  return (
    getDomain(bare, { allowPrivateDomains: false }) ?? bare.split('.').filter(Boolean).slice(-2).join('.')
  );
}

/** A notice's or popup's `domain` field may list several domains separated by comma, bar or space. */
export function splitDomains(field: string): string[] {
  return field
    .split(/[,|\s]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(siteHost);
}

/** An empty domain field means every site; otherwise the request's host must be listed. */
export function domainMatches(field: string, host: string): boolean {
  const domains = splitDomains(field);
  return domains.length === 0 || domains.includes(siteHost(host));
}
