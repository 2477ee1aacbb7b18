import type { ClientError } from '@haneul/contract/client';
import { HttpError } from 'react-admin';
import { reasonMessage } from '../i18n/reasons.messages';

/**
 * A failure in the shared shape, as react-admin's HttpError. The message is a translation key
 * (`app.errors.<status>`), so notifications read in the operator's language; field reasons land in
 * `body.errors`, where react-admin forms show them under their inputs; the rest of the answer
 * (`reason`, `retryAfter`) stays in the body for the screens that explain it. An answer that breaks
 * the contract reads as `contract`.
 */
export function toReactAdminError(error: ClientError): HttpError {
  const status = error.kind === 'bad_answer' ? 'contract' : error.status;
  const errors =
    error.errors.length > 0
      ? Object.fromEntries(error.errors.map(({ field, reason }) => [field, reasonMessage(reason)]))
      : undefined;
  return new HttpError(`app.errors.${status}`, error.httpStatus, { ...error.extra, status, errors });
}
