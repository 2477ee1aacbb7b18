import type { FastifyInstance } from 'fastify';
import { siteSettings } from '@haneul/db';
import { registerCall } from '../../lib/register-call.ts';
import { depositItem, listAnswer, moneyItem, withdrawItem } from './balance.wire.ts';
import { convertComp } from './comp.service.ts';
import { applyDeposit } from './deposit.service.ts';
import { listDeposits, listMovements, listWithdrawals } from './history.service.ts';
import { applyWithdraw } from './withdraw.service.ts';

/** The member's money calls (`/public/balance/*`). Staff actions on requests live in requests.service.ts. */
export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'get-balance-setting', async () => {
    const { depositMin, depositMax, withdrawMin, withdrawMax, compMin } = await siteSettings(app.db);
    return { status: 'success', depositMin, depositMax, withdrawMin, withdrawMax, compMin };
  });

  registerCall(app, 'apply-user-deposit', ({ body, member }) =>
    applyDeposit(app.db, {
      member,
      amount: body.amount,
      depositorName: body.depositorName,
      now: app.clock(),
    }),
  );

  registerCall(app, 'apply-user-withdraw', async ({ body, member }) => {
    const result = await applyWithdraw(app.db, { member, ...body, now: app.clock() });
    return result.status === 'success' ? { status: 'success', id: result.id, balance: result.cash } : result;
  });

  registerCall(app, 'roll-to-balance', async ({ body, member }) => {
    const result = await convertComp(app.db, { member, amount: body.amount });
    return result.status === 'success'
      ? { status: 'success', balance: result.cash, rolling: result.comp }
      : result;
  });

  registerCall(app, 'get-deposit-list', async ({ body, member }) =>
    listAnswer(await listDeposits(app.db, { memberId: member.memberId, page: body.page }), depositItem),
  );

  registerCall(app, 'get-withdraw-list', async ({ body, member }) =>
    listAnswer(await listWithdrawals(app.db, { memberId: member.memberId, page: body.page }), withdrawItem),
  );

  registerCall(app, 'get-money-history', async ({ body, member }) =>
    listAnswer(
      await listMovements(app.db, { memberId: member.memberId, page: body.page, account: 'cash' }),
      moneyItem,
    ),
  );

  registerCall(app, 'get-comp-history', async ({ body, member }) =>
    listAnswer(
      await listMovements(app.db, { memberId: member.memberId, page: body.page, account: 'comp' }),
      moneyItem,
    ),
  );
}
