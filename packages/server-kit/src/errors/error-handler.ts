import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from './app-error.ts';

export interface ErrorHandlerOptions {
  /**
   * An app's own errors that have an answer: the AppError to send for it, or undefined to handle
   * it as any other (the game server answers an unreachable wallet as 503 `wallet_unavailable`).
   */
  answerFor?: (error: unknown, request: FastifyRequest) => AppError | undefined;
}

/**
 * One place that turns errors into `{ status, errors?, ...extra }` answers, the same in both
 * servers. AppErrors carry their status; a request that failed a route's schema is `invalid` with
 * the field reasons; Fastify's other client errors (malformed JSON, oversized body) are `invalid`
 * naming the body; anything else is logged and answered as a bare `error`, never with a stack or
 * an SQL message. An unknown path is 404 `not_found`.
 */
export function registerErrorHandler(app: FastifyInstance, { answerFor }: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : answerFor?.(error, request);
    if (known) return reply.code(known.httpStatus).send({ status: known.status, ...known.extra });
    if (error.validation && error.validation.length > 0) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.split('/').filter(Boolean).join('.') || 'body',
        reason: issue.message ?? issue.keyword,
      }));
      return reply.code(400).send({ status: 'invalid', errors });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(400)
        .send({ status: 'invalid', errors: [{ field: 'body', reason: error.code ?? 'bad_request' }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 'not_found' }));
}
