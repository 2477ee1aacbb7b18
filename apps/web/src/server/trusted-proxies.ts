import { BlockList, isIP, isIPv4 } from 'node:net';

/** The named ranges of the API's TRUST_PROXY (proxy-addr, through Fastify), spelt the same way. */
const NAMED_RANGES = new Map([
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['linklocal', ['169.254.0.0/16', 'fe80::/10']],
  ['uniquelocal', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']],
]);

export type IsTrustedProxy = (address: string) => boolean;

/** One spelling per address: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as IPv4, no zone, lower case. */
export function normalizeAddress(raw: string): string | undefined {
  const address = raw.trim().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const plain = mapped ?? address.toLowerCase();
  return isIP(plain) ? plain : undefined;
}

const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** Adds `address` or `address/prefix`; false when the entry is not one. */
function addRange(list: BlockList, entry: string): boolean {
  const [rawAddress = '', prefix, ...rest] = entry.split('/');
  const address = normalizeAddress(rawAddress);
  if (!address || rest.length > 0) return false;
  const width = isIPv4(address) ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return false;
  const bits = prefix === undefined ? width : Number(prefix);
  if (bits > width) return false;
  list.addSubnet(address, bits, family(address));
  return true;
}

/**
 * TRUST_PROXY for the member site: the front proxies (load balancer, nginx) whose word on the
 * client's address the site takes, comma-separated, each an address, a CIDR range or one of
 * `loopback`, `linklocal`, `uniquelocal` — the grammar of the API's TRUST_PROXY. Empty, the
 * default, trusts nobody: the client is whoever holds the connection. An entry it cannot read
 * throws, so a typo stops the server at boot instead of trusting the wrong machines.
 */
export function parseTrustedProxies(raw: string): IsTrustedProxy {
  const list = new BlockList();
  const unreadable: string[] = [];
  for (const entry of raw.split(',').map((each) => each.trim())) {
    if (!entry) continue;
    const ranges = NAMED_RANGES.get(entry.toLowerCase()) ?? [entry];
    if (!ranges.every((range) => addRange(list, range))) unreadable.push(entry);
  }
  if (unreadable.length > 0) throw new Error(`not an address or range: ${unreadable.join(', ')}`);
  return (raw) => {
    const address = normalizeAddress(raw);
    return address !== undefined && list.check(address, family(address));
  };
}
