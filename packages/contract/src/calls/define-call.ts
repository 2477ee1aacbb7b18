import type { z } from 'zod';

/** One row of the call table: where the proxy forwards a call and what crosses the wire. */
export interface CallSpec<
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
  Auth extends boolean = boolean,
> {
  /** The API server's path, in the brief's groups (`/public/user/...`). */
  path: string;
  /** Whether the call needs a member session. */
  auth: Auth;
  /** The request body. */
  body: B;
  /** The call's own answers; the common failures (`ZCommonFailure`) may come from any call. */
  answer: A;
}

/** Keeps each call's literal types, so a handler knows its exact body, answer and session need. */
export function defineCall<B extends z.ZodType, A extends z.ZodType, Auth extends boolean>(
  spec: CallSpec<B, A, Auth>,
): CallSpec<B, A, Auth> {
  return spec;
}
