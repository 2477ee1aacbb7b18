import { z } from 'zod';

/**
 * Who may call an endpoint. `operator` means any signed-in staff member (operators and admins),
 * `admin` admins only, `agent` an agent-page session, `public` no session (sign-in, code exchange).
 */
export const ZAccess = z.enum(['public', 'operator', 'admin', 'agent']);
export type TAccess = z.infer<typeof ZAccess>;

export const ZStaffRole = z.enum(['operator', 'admin']);
export type TStaffRole = z.infer<typeof ZStaffRole>;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Statuses of back-office and agent-page answers. Successes carry `data` (react-admin's shape) or
 * `status: 'success'`; failures are `{ status, ... }` with the HTTP status beside each:
 * invalid 400 (`errors`), auth 401, pass 401 (wrong sign-in), forbidden 403 (role too low),
 * blocked 403 (account disabled), not_found 404, already / conflict / approval / balance / enrol 409,
 * time 429 (`retryAfter` seconds), error 500.
 */
export const ZEndpointStatus = z.enum([
  'success',
  'invalid',
  'auth',
  'pass',
  'forbidden',
  'blocked',
  'not_found',
  'already',
  'conflict',
  'approval',
  'balance',
  'enrol',
  'time',
  'error',
]);
export type TEndpointStatus = z.infer<typeof ZEndpointStatus>;

/** Every failure answer: the status, and what the status carries. */
export const ZEndpointFailure = z.object({
  status: ZEndpointStatus,
  errors: z.array(z.object({ field: z.string(), reason: z.string() })).optional(),
  retryAfter: z.number().int().min(0).optional(),
  reason: z.string().optional(),
});
export type TEndpointFailure = z.infer<typeof ZEndpointFailure>;

/** Nothing: the default for an endpoint's params, query string or body. Unknown fields are refused. */
export const ZNothing = z.strictObject({});

export type TEndpointFormat = 'json' | 'csv' | 'event-stream';

/** One back-office or agent-page endpoint: method, full path, role, and what crosses the wire. */
export interface EndpointSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
  Acc extends TAccess = TAccess,
> {
  method: THttpMethod;
  /** The full path with Fastify-style params (`/backoffice/api/members/:id`). */
  path: string;
  access: Acc;
  params: P;
  /** The query string; numbers and booleans arrive as text and are coerced. */
  query: Q;
  body: B;
  /**
   * The 200 answer: JSON, the CSV text for `format: 'csv'`, or for `format: 'event-stream'` the
   * data of each server-sent event (the answer never ends).
   */
  answer: A;
  format: TEndpointFormat;
  /** The largest body the server reads, in bytes, where an endpoint needs more than the API's 64 KiB. */
  bodyLimit?: number | undefined;
}

/** Keeps each endpoint's literal types; omitted params, query and body mean "none". */
export function defineEndpoint<
  A extends z.ZodType,
  Acc extends TAccess,
  P extends z.ZodType = typeof ZNothing,
  Q extends z.ZodType = typeof ZNothing,
  B extends z.ZodType = typeof ZNothing,
>(spec: {
  method: THttpMethod;
  path: string;
  access: Acc;
  answer: A;
  params?: P;
  query?: Q;
  body?: B;
  format?: TEndpointFormat;
  bodyLimit?: number;
}): EndpointSpec<P, Q, B, A, Acc> {
  return {
    ...spec,
    params: (spec.params ?? ZNothing) as P,
    query: (spec.query ?? ZNothing) as Q,
    body: (spec.body ?? ZNothing) as B,
    format: spec.format ?? 'json',
  };
}
