import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { addMoneyLock, listMoneyLocks, removeMoneyLock } from './money-locks.service.ts';

/** Deposit and withdraw locks: the list (in force and lifted), locking and lifting, each audited. */
export async function moneyLockRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'moneyLocks.list', async ({ query }) => listMoneyLocks(db, query));
  registerEndpoint(app, 'moneyLocks.create', async (c) =>
    addMoneyLock(db, { actor: actorOf(c), body: c.body }),
  );
  registerEndpoint(app, 'moneyLocks.lift', async (c) =>
    removeMoneyLock(db, { actor: actorOf(c), id: c.params.id }),
  );
}
