import type { FastifyInstance } from 'fastify';
import { siteSettings } from '@haneul/db';
import { registerCall } from '../../lib/register-call.ts';
import { cashHistoryItem, depositItem, listAnswer, moneyItem, withdrawItem } from './balance.wire.ts';
import { convertComp } from './comp.service.ts';
import { applyDeposit } from './deposit.service.ts';
import { listCashHistory, listDeposits, listMovements, listWithdrawals } from './history.service.ts';
import { memberMoneyLocks } from './money-locks.service.ts';
import { convertMemberPoints } from './points.service.ts';
import { hideFinishedRequests } from './request-hiding.queries.ts';
import { cancelOwnWithdraw } from './withdraw-cancel.service.ts';
import { applyWithdraw } from './withdraw.service.ts';

/** The member's money calls (`/public/balance/*`). Staff actions on requests live in requests.service.ts. */
export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'get-balance-setting', async () => {
    const { depositMin, depositMax, withdrawMin, withdrawMax, compMin, pointMin } = await siteSettings(
      app.db,
    );
    return { status: 'success', depositMin, depositMax, withdrawMin, withdrawMax, compMin, pointMin };
  });

  registerCall(app, 'apply-user-deposit', async ({ body, member }) => {
    const result = await applyDeposit(app.db, {
      member,
      amount: body.amount,
      depositorName: body.depositorName,
      now: app.clock(),
    });
    if (result.status === 'success')
      app.live.request(member.memberId, { request: 'deposit', id: result.id, status: 'wait' }, true);
    return result;
  });

  registerCall(app, 'apply-user-withdraw', async ({ body, member }) => {
    const result = await applyWithdraw(app.db, { member, ...body, now: app.clock() });
    if (result.status !== 'success') return result;
    app.live.request(member.memberId, { request: 'withdraw', id: result.id, status: 'wait' }, true);
    app.live.balance(member.memberId);
    return { status: 'success', id: result.id, balance: result.cash };
  });

  registerCall(app, 'cancel-user-withdraw', async ({ body, member }) => {
    const result = await cancelOwnWithdraw(app.db, {
      memberId: member.memberId,
      requestId: body.id,
      now: app.clock(),
    });
    if (result.status !== 'success') return result;
    // Not `created`: the queues read themselves again (an operator about to take it sees it gone)
    // without ringing the new-request alarm.
    app.live.request(member.memberId, { request: 'withdraw', id: body.id, status: 'cansel' }, false);
    app.live.balance(member.memberId);
    return { status: 'success', balance: result.cash };
  });

  registerCall(app, 'roll-to-balance', async ({ body, member }) => {
    const result = await convertComp(app.db, { member, amount: body.amount });
    if (result.status !== 'success') return result;
    app.live.balance(member.memberId);
    return { status: 'success', balance: result.cash, rolling: result.comp };
  });

  const pointCall = (
    name: 'user-chang-to-point' | 'money-to-point' | 'point-to-money',
    conversion: Parameters<typeof convertMemberPoints>[1]['conversion'],
  ) =>
    registerCall(app, name, async ({ body, member }) => {
      const result = await convertMemberPoints(app.db, { member, amount: body.amount, conversion });
      if (result.status !== 'success') return result;
      app.live.balance(member.memberId);
      return { status: 'success', balance: result.cash, rolling: result.comp, point: result.point };
    });
  pointCall('user-chang-to-point', 'compToPoint');
  pointCall('money-to-point', 'cashToPoint');
  pointCall('point-to-money', 'pointToCash');

  registerCall(app, 'get-deposit-list', async ({ body, member }) =>
    listAnswer(await listDeposits(app.db, { memberId: member.memberId, page: body.page }), depositItem),
  );

  registerCall(app, 'get-withdraw-list', async ({ body, member }) =>
    listAnswer(await listWithdrawals(app.db, { memberId: member.memberId, page: body.page }), withdrawItem),
  );

  registerCall(app, 'get-money-locks', async ({ member }) => ({
    status: 'success',
    ...(await memberMoneyLocks(app.db, member.memberId)),
  }));

  const deleteCall = (name: 'del-deposit-list' | 'del-withdraw-list', kind: 'deposit' | 'withdraw') =>
    registerCall(app, name, async ({ body, member }) => ({
      status: 'success',
      deleted: await hideFinishedRequests(app.db, {
        kind,
        memberId: member.memberId,
        ids: body.ids,
        now: app.clock(),
      }),
    }));
  deleteCall('del-deposit-list', 'deposit');
  deleteCall('del-withdraw-list', 'withdraw');

  registerCall(app, 'get-money-history', async ({ body, member }) =>
    listAnswer(await listCashHistory(app.db, { memberId: member.memberId, ...body }), cashHistoryItem),
  );

  registerCall(app, 'get-comp-history', async ({ body, member }) =>
    listAnswer(
      await listMovements(app.db, { memberId: member.memberId, page: body.page, account: 'comp' }),
      moneyItem,
    ),
  );
}
