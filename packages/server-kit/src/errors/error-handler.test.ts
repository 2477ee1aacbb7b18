import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, invalidFields, tooManyAttempts } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

class Unreachable extends Error {}

async function serve() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, {
    answerFor: (error) => (error instanceof Unreachable ? new AppError('error', 503) : undefined),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/checked',
    { schema: { body: z.object({ bets: z.object({ player: z.number().min(1) }) }) } },
    () => ({}),
  );
  routes.get('/refused', () => {
    throw invalidFields({ field: 'bet', reason: 'too small' });
  });
  routes.get('/limited', () => {
    throw tooManyAttempts(7);
  });
  routes.get('/own', () => {
    throw new Unreachable('wallet');
  });
  routes.get('/broken', () => {
    throw new Error('select secret from members');
  });
  return app;
}

describe('registerErrorHandler', () => {
  it('answers every failure as { status, errors?, ...extra }', async () => {
    const app = await serve();
    const answer = async (url: string, payload?: string) => {
      const res = await app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
      return [res.statusCode, res.json()];
    };
    expect(await answer('/refused')).toEqual([
      400,
      { status: 'invalid', errors: [{ field: 'bet', reason: 'too small' }] },
    ]);
    expect(await answer('/limited')).toEqual([429, { status: 'time', retryAfter: 7 }]);
    expect(await answer('/own')).toEqual([503, { status: 'error' }]);
    expect(await answer('/broken')).toEqual([500, { status: 'error' }]);
    expect(await answer('/nowhere')).toEqual([404, { status: 'not_found' }]);
    const [status, invalid] = await answer('/checked', '{"bets":{"player":0}}');
    expect([status, invalid]).toMatchObject([400, { status: 'invalid', errors: [{ field: 'bets.player' }] }]);
    expect(await answer('/checked', '{"bets":')).toEqual([
      400,
      { status: 'invalid', errors: [{ field: 'body', reason: 'FST_ERR_CTP_INVALID_JSON_BODY' }] },
    ]);
    await app.close();
  });
});
