import { callTable, endpoints, type CallName, type EndpointName } from '@haneul/contract';
import { sampleOf } from './schema-sample.ts';

export type Json = Record<string, unknown>;

/** Bodies a schema alone cannot make valid: registration's password must be typed twice. */
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
};

/** The valid body a call's variants start from. */
export const startingBody = (name: CallName): unknown => VALID_BODIES[name] ?? sampleOf(callTable[name].body);

/** The valid params, query string (as text) and body an endpoint's variants start from. */
export function startingParts(name: EndpointName) {
  const spec = endpoints[name];
  const query = sampleOf(spec.query) as Json;
  return {
    params: sampleOf(spec.params) as Json,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    body: sampleOf(spec.body),
  };
}
