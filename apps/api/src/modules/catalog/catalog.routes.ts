import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import {
  listCasinoItems,
  listRecentGamesOf,
  listSlotGamesOf,
  listSlotProviderTiles,
  listSportTiles,
  readGameBalance,
} from './catalog.service.ts';
import { listBetRounds } from './bet-list.service.ts';
import { openGame } from './open-game.service.ts';

/**
 * The `/public/slot/` calls: the game catalogue, recently played games, the game balance, game launch
 * and the member's bets list.
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'get-casino-setting', async () => ({
    status: 'success',
    casiono: await listCasinoItems(app.db),
  }));
  registerCall(app, 'get-slot-setting', async () => ({
    status: 'success',
    slot: await listSlotProviderTiles(app.db),
  }));
  registerCall(app, 'get-sport-setting', async () => ({
    status: 'success',
    sport: await listSportTiles(app.db),
  }));
  registerCall(app, 'get-slot-by-company', async ({ body }) => ({
    status: 'success',
    games: await listSlotGamesOf(app.db, { company: body.company }),
  }));
  registerCall(app, 'get-in-game-balance', async ({ member }) => {
    const read = { memberId: member.memberId, now: app.clock() };
    const { balance, settled } = await readGameBalance(app.db, app.transfers, read);
    if (settled) app.live.balance(member.memberId);
    return { status: 'success', data: balance };
  });
  registerCall(app, 'get-recent-game', async ({ member }) => ({
    status: 'success',
    games: await listRecentGamesOf(app.db, { memberId: member.memberId }),
  }));
  // `timeStemp` is validated by the contract and deliberately dropped: it is the client's clock.
  registerCall(app, 'open-game', async ({ body, member }) =>
    openGame(app.db, { memberId: member.memberId, code: body.code, company: body.company, now: app.clock() }),
  );
  registerCall(app, 'get-bet-list', async ({ body, member }) =>
    listBetRounds(app.db, { memberId: member.memberId, body }),
  );
}
