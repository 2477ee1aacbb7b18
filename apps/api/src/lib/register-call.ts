import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callTable,
  invalidAnswer,
  ZCommonFailure,
  ZInvalidAnswer,
  type CallName,
  type CallTable,
} from '@haneul/contract';
import type { SessionMember } from '../plugins/session.ts';
import { AppError } from '@haneul/server-kit';
import { authRequired } from './api-errors.ts';

type Spec<N extends CallName> = CallTable[N];

/** What a session signed in with a temporary password may still do (docs/calls.md#password-help). */
const WHILE_PASSWORD_TEMPORARY: ReadonlySet<CallName> = new Set([
  'user-change-password',
  'user-do-logout',
  'user-health-check',
]);

export interface CallContext<N extends CallName> {
  body: z.output<Spec<N>['body']>;
  /** Calls that need a session always get their member; the others get one when signed in. */
  member: Spec<N>['auth'] extends true ? SessionMember : SessionMember | null;
  request: FastifyRequest;
}

export type CallAnswer<N extends CallName> = z.output<Spec<N>['answer']> | z.output<typeof ZCommonFailure>;

/**
 * Mounts one call of the contract at its path: the body is validated with the contract's schema
 * (failures answer `invalid` with field reasons, as the proxy does), calls that need a session
 * answer `auth` without one (and `change_password` for a session that must first change its
 * temporary password), and the answer is checked against the contract when serialized.
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (context: CallContext<N>) => Promise<CallAnswer<N>>,
): void {
  const spec: Spec<N> = callTable[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: spec.path,
    schema: { response: { 200: z.union([spec.answer, ZCommonFailure]), 400: ZInvalidAnswer } },
    handler: async (request, reply) => {
      if (spec.auth && !request.member) throw authRequired();
      if (spec.auth && request.member?.mustChangePassword && !WHILE_PASSWORD_TEMPORARY.has(name)) {
        throw new AppError('change_password', 403);
      }
      const parsed = spec.body.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send(invalidAnswer(parsed.error));
      const context = { body: parsed.data, member: request.member, request } as CallContext<N>;
      return app.inFlight.run(() => handler(context));
    },
  });
}
