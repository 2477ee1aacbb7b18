import { callTable, endpoints, type CallName, type EndpointName } from '@haneul/contract';
import { sampleOf } from './schema-sample.ts';

export type Json = Record<string, unknown>;

/**
 * Bodies a schema alone cannot make valid: registration's password must be typed twice, and a
 * slip's price must be decimal odds with at most three decimals.
 */
const VALID_BODIES: Partial<Record<CallName, Json>> = {
  'user-register': {
    userId: 'fuzzer01',
    password: 'Harbor-lantern-42',
    passwordConfirm: 'Harbor-lantern-42',
    nick: '퍼저',
    phone: '010-1234-5678',
    bankname: '국민은행',
    bankOwner: '홍길동',
    banknum: '123-456-789012',
    exchangePassword: '7315',
    code: '',
    birthDate: '1990-01-01',
    agree: true,
  },
  'place-sport-bet': {
    requestId: 'fuzz-slip-0001',
    stake: 10_000,
    legs: [{ selectionId: 1, price: 1.95 }],
    oddsChange: 'none',
  },
};

/**
 * Endpoint parts a schema alone cannot make valid: a market names every selection of its type at
 * decimal odds, a same-event pair is two market types in order, and a lock names the target its
 * scope wants (a member for `member`).
 */
const VALID_PARTS: Partial<Record<EndpointName, { params?: Json; body?: unknown }>> = {
  'sportMarkets.create': {
    body: {
      type: '1x2',
      line: null,
      minStake: 1_000,
      maxStake: 100_000,
      selections: [
        { key: 'home', price: 1.95 },
        { key: 'draw', price: 3.4 },
        { key: 'away', price: 3.8 },
      ],
    },
  },
  'sportMarkets.prices': { body: { selections: [{ key: 'home', price: 1.95 }] } },
  'sportPairs.update': { params: { id: '1x2:over_under' } },
  'moneyLocks.create': { body: { scope: 'member', memberId: 1, kind: 'withdraw', reason: '퍼저 잠금' } },
};

/** The valid body a call's variants start from. */
export const startingBody = (name: CallName): unknown => VALID_BODIES[name] ?? sampleOf(callTable[name].body);

/** The valid params, query string (as text) and body an endpoint's variants start from. */
export function startingParts(name: EndpointName) {
  const spec = endpoints[name];
  const query = sampleOf(spec.query) as Json;
  const known = VALID_PARTS[name];
  return {
    params: known?.params ?? (sampleOf(spec.params) as Json),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    body: known?.body ?? sampleOf(spec.body),
  };
}
