import type { TFieldError } from '../invalid.ts';
import { readFieldErrors } from './common-failure.ts';

/**
 * Where a failure came from: an answer the server gave (`answer`), a body the client refused to
 * send (`not_sent`: it breaks the table's schema), or an answer that never arrived (`network`,
 * `timeout`), arrived unreadable (`not_json`) or arrived but breaks the contract (`bad_answer`:
 * client and server out of step).
 */
export type TFailureKind = 'answer' | 'not_sent' | 'network' | 'timeout' | 'not_json' | 'bad_answer';

/**
 * The one shape every client gives a failure, whichever server answered (both answer
 * `{ status, errors?, ...extra }`): the status (the body's `status`, else the meaning of the HTTP
 * status), the field reasons (`errors`), and whatever else the body carried (`retryAfter`,
 * `reason`...). `httpStatus` is 0 when no answer arrived.
 */
export interface TAppErrorShape {
  status: string;
  httpStatus: number;
  kind: TFailureKind;
  errors: TFieldError[];
  extra: Record<string, unknown>;
}

/** The status a bare HTTP code stands for, when the body names none. */
export function statusFromHttp(httpStatus: number): string {
  if (httpStatus === 400) return 'invalid';
  if (httpStatus === 401) return 'auth';
  if (httpStatus === 403) return 'forbidden';
  if (httpStatus === 404) return 'not_found';
  if (httpStatus === 409) return 'conflict';
  if (httpStatus === 429) return 'time';
  return 'error';
}

export class ClientError extends Error {
  readonly status: string;
  readonly httpStatus: number;
  readonly kind: TFailureKind;
  readonly errors: TAppErrorShape['errors'];
  readonly extra: TAppErrorShape['extra'];

  constructor(shape: TAppErrorShape) {
    super(`${shape.status} (HTTP ${shape.httpStatus}, ${shape.kind})`);
    this.name = 'ClientError';
    this.status = shape.status;
    this.httpStatus = shape.httpStatus;
    this.kind = shape.kind;
    this.errors = shape.errors;
    this.extra = shape.extra;
  }

  /** A failed answer (HTTP status and JSON body) as the shared shape. */
  static parse(httpStatus: number, body: unknown): ClientError {
    // Read leniently: a proxy in front may answer anything at all.
    const read = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    const { status, errors, ...extra } = read as Record<string, unknown>;
    return new ClientError({
      status: typeof status === 'string' ? status : statusFromHttp(httpStatus),
      httpStatus,
      kind: 'answer',
      errors: readFieldErrors(errors) ?? [],
      extra,
    });
  }

  /** A body refused before it was sent: `invalid` with the field reasons, as the server would say it. */
  static notSent(errors: TFieldError[]): ClientError {
    return new ClientError({ status: 'invalid', httpStatus: 0, kind: 'not_sent', errors, extra: {} });
  }

  /** A failure without a usable answer: the status is `error`, the kind says why. */
  static without(kind: Exclude<TFailureKind, 'answer' | 'not_sent'>, httpStatus = 0): ClientError {
    return new ClientError({ status: 'error', httpStatus, kind, errors: [], extra: {} });
  }

  /** Anything a call threw, as a ClientError (an unexpected throw counts as a network failure). */
  static from(error: unknown): ClientError {
    return error instanceof ClientError ? error : ClientError.without('network');
  }

  toShape(): TAppErrorShape {
    const { status, httpStatus, kind, errors, extra } = this;
    return { status, httpStatus, kind, errors, extra };
  }
}
