import { z } from 'zod';
import { invalidAnswer } from '../invalid.ts';
import { ClientError } from './client-error.ts';
import type { Query } from './query-string.ts';
import type { THttpVerb, Transport } from './transport.ts';

/**
 * One REST endpoint: method, path with `:params`, and what crosses the wire. The back office's
 * `EndpointSpec` and the game window's round table both have this shape.
 */
export interface RestSpec {
  method: THttpVerb;
  path: string;
  query: z.ZodType;
  body: z.ZodType;
  answer: z.ZodType;
  /** `event-stream` endpoints are opened with an EventSource, never called through this client. */
  format?: 'json' | 'csv' | 'event-stream';
}
export type RestSpecs = Record<string, RestSpec>;

export type EndpointAnswerOf<T extends RestSpecs, N extends keyof T> = z.output<T[N]['answer']>;

export interface EndpointInput<B = unknown> {
  /** Path parameters (`:id`). */
  params?: Record<string, string | number>;
  /** The query string: only the keys (and values) the endpoint accepts are sent. */
  query?: Record<string, unknown>;
  /** The JSON body: only the keys the endpoint's body names are sent. */
  body?: B;
  signal?: AbortSignal;
}

/**
 * Calls by endpoint name: method and path from the table, query and body trimmed to what the
 * endpoint accepts (its schemas are strict, and react-admin sends whole records and stray
 * filters), the answer checked against the table before any screen sees it. Failures throw a
 * {@link ClientError} (or what `mapError` makes of it): react-admin and TanStack Query expect throws.
 */
export interface EndpointClient<T extends RestSpecs> {
  call<N extends keyof T & string>(
    name: N,
    input?: EndpointInput<z.input<T[N]['body']>>,
  ): Promise<EndpointAnswerOf<T, N>>;
  /** The same for callers that pick the endpoint at run time (a data provider): the body is loose. */
  send(name: keyof T & string, input?: EndpointInput): Promise<unknown>;
  /** A CSV (or other file) endpoint's body. */
  download(name: keyof T & string, input?: EndpointInput): Promise<Blob>;
}

export interface EndpointClientOptions<T extends RestSpecs> {
  table: T;
  transport: Transport;
  /** What a failure is thrown as (react-admin's HttpError); the ClientError itself by default. */
  mapError?: (error: ClientError) => Error;
  /**
   * Parse each body with the endpoint's schema and send what it outputs; a refusal throws
   * (`not_sent`) without a request. Off where the body is a whole record trimmed to its fields.
   */
  checkBody?: boolean;
}

export function createEndpointClient<T extends RestSpecs>({
  table,
  transport,
  mapError = (error) => error,
  checkBody = false,
}: EndpointClientOptions<T>): EndpointClient<T> {
  const bodyFor = (spec: RestSpec, body: unknown): unknown => {
    if (spec.method === 'GET' || spec.method === 'DELETE') return undefined;
    const picked = pickBody(spec.body, body);
    if (!checkBody) return picked;
    const parsed = spec.body.safeParse(picked);
    if (!parsed.success) throw mapError(ClientError.notSent(invalidAnswer(parsed.error).errors));
    return parsed.data;
  };
  const request = (name: keyof T & string, { params, query, body, signal }: EndpointInput) => {
    const spec = table[name] as RestSpec;
    return {
      method: spec.method,
      path: fillPath(spec.path, params),
      query: pickQuery(spec.query, query),
      body: bodyFor(spec, body),
      signal,
    };
  };
  const send = async (name: keyof T & string, input: EndpointInput = {}) => {
    const reply = await transport.json(request(name, input));
    if (!reply.ok) throw mapError(reply.error);
    if (reply.httpStatus < 200 || reply.httpStatus >= 300)
      throw mapError(ClientError.parse(reply.httpStatus, reply.body));
    const answer = (table[name] as RestSpec).answer.safeParse(reply.body);
    if (!answer.success) throw mapError(ClientError.without('bad_answer', reply.httpStatus));
    return answer.data;
  };
  return {
    // The answer was parsed with the endpoint's own schema in `send`.
    call: async (name, input) => (await send(name, input)) as EndpointAnswerOf<T, typeof name>,
    send,
    async download(name, input = {}) {
      const reply = await transport.blob(request(name, input));
      if (!reply.ok) throw mapError(reply.error);
      return reply.blob;
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
