import { callTable, endpoints, type CallName, type EndpointName, type TAccess } from '@haneul/contract';
import { bodyVariants, nulMark, reachesEngine, show, type FuzzScope, type Variant } from './body-variants.ts';
import {
  HOSTILE_PARAM_VALUES,
  HOSTILE_QUERY_VALUES,
  RAW_PARAM_VALUES,
  RAW_QUERIES,
} from './hostile-values.ts';
import { startingBody, startingParts, type Json } from './starting-requests.ts';

/** One request of the fuzz, sent as it is, with a fresh session of the kind it needs. */
export interface FuzzRequest extends Variant {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  session: 'member' | 'staff' | 'agent' | 'none';
}

/** Every member call: POST with a member session (the proxy sends one whenever it has it). */
export function callRequests(scope: FuzzScope): FuzzRequest[] {
  return (Object.keys(callTable) as CallName[]).flatMap((name) =>
    bodyVariants(startingBody(name), scope).map((variant) => ({
      ...variant,
      label: `${name} ${variant.label}`,
      method: 'POST' as const,
      url: callTable[name].path,
      session: 'member' as const,
    })),
  );
}

const SESSION_OF: Record<TAccess, FuzzRequest['session']> = {
  public: 'none',
  operator: 'staff',
  admin: 'staff',
  agent: 'agent',
};

/**
 * Every back-office and agent-page endpoint: its path params, its query string and its body. An
 * event stream is left out: it takes no input but its session, and once open it never answers
 * (stream.test.ts covers it).
 */
export function endpointRequests(scope: FuzzScope): FuzzRequest[] {
  return (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
    const spec = endpoints[name];
    if (spec.format === 'event-stream') return [];
    const { params, query, body } = startingParts(name);
    const pick = (values: string[]) => (scope.thorough ? values : values.filter(reachesEngine));
    const path = (values: Json, raw: Record<string, string> = {}) =>
      spec.path.replace(/:(\w+)/g, (_, key: string) => raw[key] ?? encodeURIComponent(String(values[key])));
    const url = (values: Json, search = queryString(query)) => `${path(values)}?${search}`;
    const variants: (Variant & { url: string })[] = [];
    for (const key of Object.keys(params)) {
      for (const value of pick(HOSTILE_PARAM_VALUES)) {
        const label = `:${key}=${show(value)}`;
        variants.push({ ...nulMark(key, value), label, url: url({ ...params, [key]: value }) });
      }
      for (const raw of pick(RAW_PARAM_VALUES))
        variants.push({ label: `:${key}=${raw}`, url: path(params, { [key]: raw }) });
    }
    // Each value among all the other filters, and alone (a range's missing end takes a default).
    for (const key of Object.keys(query)) {
      for (const value of pick(HOSTILE_QUERY_VALUES)) {
        const label = `?${key}=${show(value)}`;
        variants.push({
          ...nulMark(key, value),
          label,
          url: url(params, queryString({ ...query, [key]: value })),
        });
        if (scope.thorough)
          variants.push({
            ...nulMark(key, value),
            label: `${label} alone`,
            url: url(params, queryString({ [key]: value })),
          });
      }
    }
    for (const raw of pick(RAW_QUERIES))
      variants.push({ label: `?${raw}`, url: url(params, `${queryString(query)}&${raw}`) });
    if (spec.method !== 'GET' && spec.method !== 'DELETE') {
      for (const variant of bodyVariants(body, scope)) variants.push({ ...variant, url: url(params) });
    }
    const session = SESSION_OF[spec.access];
    return variants.map((variant) => ({
      ...variant,
      label: `${name} ${variant.label}`,
      method: spec.method,
      session,
    }));
  });
}

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
