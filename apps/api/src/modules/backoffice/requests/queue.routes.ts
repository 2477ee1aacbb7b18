import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { approveWithdrawal, getQueued, listDeposits, listWithdrawals, moveQueued } from './queue.service.ts';

/** The deposit and withdraw queues, over the balance module's staff services. */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'deposits.list', async ({ query }) => listDeposits(db, query));
  registerEndpoint(app, 'deposits.get', async ({ params }) =>
    getQueued(db, { kind: 'deposit', id: params.id }),
  );
  registerEndpoint(app, 'deposits.take', async (c) =>
    moveQueued(db, { kind: 'deposit', verb: 'take', id: c.params.id, actor: actorOf(c) }),
  );
  registerEndpoint(app, 'deposits.complete', async (c) =>
    moveQueued(db, {
      kind: 'deposit',
      verb: 'complete',
      id: c.params.id,
      actor: actorOf(c),
      memo: c.body.memo,
    }),
  );
  registerEndpoint(app, 'deposits.cancel', async (c) =>
    moveQueued(db, {
      kind: 'deposit',
      verb: 'cancel',
      id: c.params.id,
      actor: actorOf(c),
      memo: c.body.memo,
    }),
  );

  registerEndpoint(app, 'withdrawals.list', async ({ query }) => listWithdrawals(db, query));
  registerEndpoint(app, 'withdrawals.get', async ({ params }) =>
    getQueued(db, { kind: 'withdraw', id: params.id }),
  );
  registerEndpoint(app, 'withdrawals.take', async (c) =>
    moveQueued(db, { kind: 'withdraw', verb: 'take', id: c.params.id, actor: actorOf(c) }),
  );
  registerEndpoint(app, 'withdrawals.approve', async (c) =>
    approveWithdrawal(db, { id: c.params.id, actor: actorOf(c) }),
  );
  registerEndpoint(app, 'withdrawals.complete', async (c) =>
    moveQueued(db, {
      kind: 'withdraw',
      verb: 'complete',
      id: c.params.id,
      actor: actorOf(c),
      memo: c.body.memo,
    }),
  );
  registerEndpoint(app, 'withdrawals.cancel', async (c) =>
    moveQueued(db, {
      kind: 'withdraw',
      verb: 'cancel',
      id: c.params.id,
      actor: actorOf(c),
      memo: c.body.memo,
    }),
  );
}
