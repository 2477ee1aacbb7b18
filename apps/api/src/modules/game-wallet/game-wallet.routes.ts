import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { transferInGame } from './transfer-in.service.ts';
import { withdrawFromGame } from './withdraw-from-game.service.ts';

/**
 * The `/public/slot/` transfer calls: money in and out of a transfer-wallet provider. Both settle
 * the game account with the provider before anything else, so even a refused transfer may have
 * moved the member's game money: every call ends by telling the member's balance.
 */
export async function gameWalletRoutes(app: FastifyInstance): Promise<void> {
  const toldBalance = async <T>(memberId: number, call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } finally {
      app.live.balance(memberId);
    }
  };
  registerCall(app, 'transfer-in-game', ({ body, member }) =>
    toldBalance(
      member.memberId,
      transferInGame(app.db, app.transfers, { ...body, memberId: member.memberId, now: app.clock() }),
    ),
  );
  registerCall(app, 'withdraw-from-game', ({ body, member }) =>
    toldBalance(
      member.memberId,
      withdrawFromGame(app.db, app.transfers, {
        memberId: member.memberId,
        company: body.company,
        ...(body.amount === undefined ? {} : { amount: body.amount }),
        now: app.clock(),
      }),
    ),
  );
}
