import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  isProviderTimestampFresh,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  providerAnswers,
  providerBodies,
  ZProviderSignatureFailure,
  type TProviderAction,
  type TProviderAnswer,
} from '@haneul/contract';
import { verifyProviderSignature } from '@haneul/server-kit';
import { authenticateLaunch } from './authenticate.service.ts';
import { answerInvalidRequest, readWalletBalance } from './balance.service.ts';
import { placeBet } from './bet.service.ts';
import { isKnownProvider } from './provider-session.queries.ts';
import { providerSecret } from './provider-secret.ts';
import { rollbackBet } from './rollback.service.ts';
import { creditWin } from './win.service.ts';

/**
 * The wallet protocol (`POST /provider/:providerCode/:action`, docs/wallet-protocol.md). Registered without
 * fastify-plugin on purpose: the raw-body parser below stays inside this scope, so the signature is
 * checked over the exact bytes the provider signed while every other route keeps its JSON parser.
 */
export async function providerRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('preHandler', async (request, reply) => {
    if (!(await isSignedByProvider(app, request))) {
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    }
  });

  mountAction(app, 'authenticate', (providerCode, body, now) =>
    authenticateLaunch(app.db, { providerCode, launchCode: body.launchCode, now }),
  );
  mountAction(app, 'balance', (providerCode, body, now) =>
    readWalletBalance(app.db, { providerCode, token: body.token, now }),
  );
  const onMoved = (memberId: number) => app.live.balance(memberId);
  const walletCall = app.walletCalls;
  mountAction(app, 'bet', (providerCode, body, now) =>
    placeBet(app.db, { providerCode, body, now, onMoved, walletCall }),
  );
  mountAction(app, 'win', (providerCode, body, now) =>
    creditWin(app.db, { providerCode, body, now, onMoved, walletCall }),
  );
  mountAction(app, 'rollback', (providerCode, body, now) =>
    rollbackBet(app.db, { providerCode, body, now, onMoved, walletCall }),
  );
}

type ActionBody<A extends TProviderAction> = z.output<(typeof providerBodies)[A]>;

/** One action's route: JSON and contract checks answer INVALID_REQUEST (HTTP 200), as the protocol says. */
function mountAction<A extends TProviderAction>(
  app: FastifyInstance,
  action: A,
  run: (providerCode: string, body: ActionBody<A>, now: Date) => Promise<TProviderAnswer>,
): void {
  // Each action's own answer schema (balance adds the player and the game), all of them answers.
  const answer: z.ZodType<TProviderAnswer> = providerAnswers[action];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/provider/:providerCode/${action}`,
    // Server-to-server JSON: no page to protect, and the wallet is the API's hottest path.
    config: { securityHeaders: false },
    schema: { response: { 200: answer, 401: ZProviderSignatureFailure } },
    handler: async (request): Promise<TProviderAnswer> => {
      const providerCode = providerCodeOf(request);
      let json: unknown;
      try {
        json = JSON.parse(rawBodyOf(request));
      } catch {
        return { status: 'INVALID_REQUEST', balance: 0 };
      }
      const parsed = providerBodies[action].safeParse(json);
      if (!parsed.success) return answerInvalidRequest(app.db, { providerCode, body: json });
      return app.inFlight.run(() => run(providerCode, parsed.data as ActionBody<A>, app.clock()));
    },
  });
}

/**
 * A fresh timestamp and a valid HMAC of `${timestamp}.${METHOD} ${path}.${rawBody}` under the
 * provider's secret, from a provider the wallet knows. The path is the one this request came to,
 * so a body signed for `/win` and sent to `/bet` fails. The cheap checks come first, so junk costs
 * no database query.
 */
async function isSignedByProvider(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const providerCode = providerCodeOf(request);
  const timestamp = request.headers[PROVIDER_TIMESTAMP_HEADER];
  const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!isProviderTimestampFresh(timestamp, app.clock().getTime())) return false;
  const secret = providerSecret(providerCode);
  const signed = {
    timestamp,
    method: request.method,
    path: request.url.split('?', 1)[0] ?? '',
    rawBody: rawBodyOf(request),
  };
  if (secret === null || !verifyProviderSignature(secret, signed, signature)) return false;
  return isKnownProvider(app.db, providerCode);
}

const providerCodeOf = (request: FastifyRequest) => (request.params as { providerCode: string }).providerCode;
/** The body exactly as received (the scope's parser keeps it a string); no body signs as ''. */
const rawBodyOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
