import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isProviderTimestampFresh,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  TRANSFER_ACTIONS,
  transferActionPath,
  transferBodies,
  ZProviderSignatureFailure,
  ZTransferAnswer,
  type TTransferAction,
  type TTransferAnswer,
} from '@haneul/contract';
import { verifyProviderSignature } from '@haneul/server-kit';
import { answerTransfer } from './transfer-api.service.ts';

/**
 * The transfer API (`POST /transfer/{deposit|withdraw|balance}`, docs/wallet-protocol.md#transfer-api):
 * the API moves a member's money in and out of this server's transfer wallet. Signed by the API with
 * the wallet secret both share, over the exact bytes sent: like the API's wallet routes, registered
 * without fastify-plugin so the raw-body parser stays in this scope. Every answer is HTTP 200 but a
 * bad signature (401).
 */
export function transferRoutes(secret: string) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.addHook('preHandler', async (request, reply) => {
      if (!isSignedByApi(secret, request, app.games.clock().getTime())) {
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
    });
    for (const action of TRANSFER_ACTIONS) mountTransferAction(app, action);
  };
}

function mountTransferAction(app: FastifyInstance, action: TTransferAction): void {
  app.route({
    method: 'POST',
    url: transferActionPath(action),
    // Server-to-server JSON: no page to protect.
    config: { securityHeaders: false },
    schema: { response: { 200: ZTransferAnswer, 401: ZProviderSignatureFailure } },
    handler: async (request): Promise<TTransferAnswer> => {
      const parsed = transferBodies[action].safeParse(parseJson(rawBodyOf(request)));
      if (!parsed.success) return { status: 'INVALID_REQUEST', balance: 0 };
      return app.games.inFlight.run(() => answerTransfer(app.games.db, action, parsed.data));
    },
  });
}

function isSignedByApi(secret: string, request: FastifyRequest, nowMs: number): boolean {
  const timestamp = request.headers[PROVIDER_TIMESTAMP_HEADER];
  const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!isProviderTimestampFresh(timestamp, nowMs)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return verifyProviderSignature(
    secret,
    { timestamp, method: request.method, path, rawBody: rawBodyOf(request) },
    signature,
  );
}

/** The body exactly as received (this scope's parser keeps it a string); no body signs as ''. */
const rawBodyOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
