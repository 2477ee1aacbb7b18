import type { FastifyInstance } from 'fastify';
import type { TRequestStatus } from '@haneul/contract';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import {
  approveWithdrawal,
  getQueued,
  listDeposits,
  listWithdrawals,
  moveQueued as moveQueuedQuietly,
  type QueueKind,
  type QueueVerb,
} from './queue.service.ts';

/**
 * The deposit and withdraw queues, over the balance module's staff services. Every move is told
 * after its commit: the member's stream (the request, and the cash and note a completion or
 * cancellation brought) and the other operators' queues.
 */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const moveQueued: typeof moveQueuedQuietly = async (database, move) => {
    const answer = await moveQueuedQuietly(database, move);
    tell(app, move.kind, answer.data, move.verb);
    return answer;
  };
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
  registerEndpoint(app, 'withdrawals.approve', async (c) => {
    const answer = await approveWithdrawal(db, { id: c.params.id, actor: actorOf(c) });
    tell(app, 'withdraw', answer.data, 'approve');
    return answer;
  });
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

function tell(
  app: FastifyInstance,
  request: QueueKind,
  { id, memberId, status }: { id: number; memberId: number; status: TRequestStatus },
  verb: QueueVerb | 'approve',
): void {
  app.live.request(memberId, { request, id, status }, false);
  if (verb === 'complete' || verb === 'cancel') {
    app.live.balance(memberId);
    app.live.counts(memberId);
  }
}
