import type { FastifyError, FastifyInstance } from 'fastify';
import { WalletUnavailableError } from '../wallet/wallet-client.ts';
import { GameError } from './game-error.ts';

/**
 * One place that turns errors into the protocol's `{ error, issues? }` answers. An unreachable
 * wallet is 503 `wallet_unavailable` (the round it interrupted is finished by recovery); Fastify's
 * own client errors (malformed JSON, oversized body) are `invalid`; anything else is logged and
 * answered as a bare `error`, never with a stack or an SQL message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GameError) {
      return reply
        .code(error.httpStatus)
        .send(error.issues ? { error: error.code, issues: error.issues } : { error: error.code });
    }
    if (error instanceof WalletUnavailableError) {
      request.log.warn({ err: error, reason: error.reason }, 'wallet unavailable');
      return reply.code(503).send({ error: 'wallet_unavailable' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(400)
        .send({ error: 'invalid', issues: [{ field: 'body', reason: error.code ?? 'bad_request' }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found' }));
}
