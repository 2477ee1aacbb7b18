import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * One place that turns errors into answers. AppErrors carry their status; Fastify's own client
 * errors (malformed JSON, oversized body) become `invalid`; anything else is logged and answered
 * as a bare `error`, never with a stack or an SQL message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send({ status: error.status, ...error.extra });
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
