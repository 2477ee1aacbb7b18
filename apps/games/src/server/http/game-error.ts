import type { z } from 'zod';
import type { TApiError } from '../../protocol/round-api.ts';

export type TErrorCode = TApiError['error'];
export type TIssue = NonNullable<TApiError['issues']>[number];

const HTTP_STATUS: Record<TErrorCode, number> = {
  invalid: 400,
  invalid_token: 401,
  not_found: 404,
  busy: 409,
  wallet_unavailable: 503,
  error: 500,
};

/** An answer a service cannot return as a value; the error handler sends `{ error, issues? }`. */
export class GameError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: TErrorCode,
    readonly issues?: TIssue[],
  ) {
    super(code);
    this.name = 'GameError';
    this.httpStatus = HTTP_STATUS[code];
  }
}

/** A zod failure as the protocol's issues: the dotted path (`body` at the root) and the message. */
function invalidFrom(error: z.ZodError): GameError {
  return new GameError(
    'invalid',
    error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
      reason: issue.message,
    })),
  );
}

/** Parses a request part with its protocol schema, or throws 400 invalid. */
export function parseOrInvalid<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidFrom(parsed.error);
  return parsed.data;
}
