/**
 * The brief's host helper: drop any http(s) prefix, path and port, keep the last two
 * dot-separated labels, lower-cased. `https://www.haneul.bet/x` → `haneul.bet`.
 */
export function siteHost(value: string): string {
  const bare = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
  return bare.split('.').filter(Boolean).slice(-2).join('.');
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
