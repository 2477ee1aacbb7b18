import { z } from 'zod';
import { endpoints, type EndpointName, type Endpoints } from '@haneul/contract';
import type { HttpClient, Query } from './http-client';

export type EndpointAnswer<N extends EndpointName> = z.output<Endpoints[N]['answer']>;

export interface EndpointInput {
  /** Path parameters (`:id`). */
  params?: Record<string, string | number>;
  /** The query string: only the keys (and values) the endpoint accepts are sent. */
  query?: Record<string, unknown>;
  /** The JSON body: only the keys the endpoint's body names are sent. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API by endpoint name, through the contract's table: the method and path come from the
 * table, the query and body are trimmed to what the endpoint accepts (its schemas are strict, and
 * react-admin sends whole records and stray filters), and the answer is checked against the
 * contract before any screen sees it.
 */
export interface EndpointClient {
  call<N extends EndpointName>(name: N, input?: EndpointInput): Promise<EndpointAnswer<N>>;
  /** A CSV (or other file) endpoint's body. */
  download(name: EndpointName, input?: EndpointInput): Promise<Blob>;
}

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

export function createEndpointClient(http: HttpClient): EndpointClient {
  const request = (name: EndpointName, { params, query, body, signal }: EndpointInput) => {
    const spec = endpoints[name];
    const path = fillPath(spec.path, params);
    const sendsBody = spec.method !== 'GET' && spec.method !== 'DELETE';
    return {
      path,
      options: {
        method: spec.method,
        query: pickQuery(spec.query, query),
        body: sendsBody ? pickBody(spec.body, body) : undefined,
        signal,
      },
    };
  };
  return {
    async call(name, input = {}) {
      const { path, options } = request(name, input);
      const answer = await http.json(path, options);
      const parsed = endpoints[name].answer.safeParse(answer);
      if (!parsed.success) {
        console.error(`answer of ${name} does not match the contract`, parsed.error.issues);
        throw new Error('app.errors.contract');
      }
      return parsed.data as EndpointAnswer<typeof name>;
    },
    download(name, input = {}) {
      const { path, options } = request(name, input);
      return http.blob(path, options);
    },
  };
}

/** `/members/:id/adjust` with `{ id: 7 }` → `/members/7/adjust`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The keys of an object schema, or none (a schema that is not an object takes nothing). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/**
 * Keeps the query values the endpoint accepts. A value its schema refuses (a sort on a column the
 * endpoint cannot sort by, a one-letter search) is dropped rather than turning the list into a 400.
 */
export function pickQuery(schema: z.ZodType, query: Record<string, unknown> = {}): Query {
  const shape = shapeOf(schema);
  const picked: Query = {};
  for (const [key, value] of Object.entries(query)) {
    const field = shape[key];
    if (!field || value === undefined || value === null || value === '') continue;
    const text = typeof value === 'boolean' || typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && field.safeParse(text).success) picked[key] = text;
  }
  return picked;
}

/** Keeps the body fields the endpoint names; an endpoint without a body gets `{}`. */
export function pickBody(schema: z.ZodType, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const shape = shapeOf(schema);
  return Object.fromEntries(Object.entries(body).filter(([key]) => Object.hasOwn(shape, key)));
}
