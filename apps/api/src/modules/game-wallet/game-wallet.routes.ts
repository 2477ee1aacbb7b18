import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { transferInGame } from './transfer-in.service.ts';
import { withdrawFromGame } from './withdraw-from-game.service.ts';

/** Money moved, or on its way: the member's top bar hears it (`wait` left cash or will land). */
const movedMoney = (status: string) => status === 'success' || status === 'wait';

/** The `/public/slot/` transfer calls: money in and out of a transfer-wallet provider. */
export async function gameWalletRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'transfer-in-game', async ({ body, member }) => {
    const answer = await transferInGame(app.db, app.transfers, {
      ...body,
      memberId: member.memberId,
      now: app.clock(),
    });
    if (movedMoney(answer.status)) app.live.balance(member.memberId);
    return answer;
  });
  registerCall(app, 'withdraw-from-game', async ({ body, member }) => {
    const answer = await withdrawFromGame(app.db, app.transfers, {
      memberId: member.memberId,
      company: body.company,
      ...(body.amount === undefined ? {} : { amount: body.amount }),
      now: app.clock(),
    });
    if (movedMoney(answer.status)) app.live.balance(member.memberId);
    return answer;
  });
}
