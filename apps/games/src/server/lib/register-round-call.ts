import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { roundTable, ZNone, type RoundTable } from '../../protocol/round-table.ts';

type RoundCall = keyof RoundTable;
type Spec<N extends RoundCall> = RoundTable[N];

export interface RoundCallContext<N extends RoundCall> {
  body: z.output<Spec<N>['body']>;
  /** The path's parameters as sent: a handler parses them itself (a malformed id is `not_found`). */
  params: unknown;
  request: FastifyRequest;
}

/**
 * Mounts one call of the round table (protocol/round-table.ts) at its method and path, as the API's
 * `registerEndpoint` mounts the contract's: `onRequest` first (the window session, before the body
 * is read), the body validated with the protocol's schema (failures answer 400 `invalid` with the
 * field reasons), the handler counted in flight, and the answer checked against the protocol as
 * it is serialized (the window parses it with the same schema).
 */
export function registerRoundCall<N extends RoundCall>(
  app: FastifyInstance,
  name: N,
  options: { onRequest?: onRequestHookHandler },
  handler: (context: RoundCallContext<N>) => Promise<z.input<Spec<N>['answer']>>,
): void {
  const spec: Spec<N> = roundTable[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    // A call without a body reads none: the window sends `{}`, a script may send nothing at all.
    schema:
      spec.body === ZNone
        ? { response: { 200: spec.answer } }
        : { body: spec.body, response: { 200: spec.answer } },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: (request) =>
      app.games.inFlight.run(() =>
        // The schema is picked per call at run time, so the type provider cannot name the body's type.
        handler({ body: request.body as z.output<Spec<N>['body']>, params: request.params, request }),
      ),
  });
}
