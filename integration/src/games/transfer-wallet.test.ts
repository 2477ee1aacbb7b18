import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_TRANSFER_PROVIDER, memberBalances } from '@haneul/db';
import { createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import {
  createProvider,
  createSlotGame,
  createSlotProvider,
} from '@haneul/api/src/modules/catalog/catalog-test-data.ts';
import { ZPlayAnswer } from '@haneul/games/src/protocol/round-api.ts';
import { readTransferBalance } from '@haneul/games/src/server/modules/transfer/transfer-wallet.queries.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';
import { GAMES_TEST_SECRET } from '../testing/wallet-harness.ts';

const COMPANY = DEMO_TRANSFER_PROVIDER.code;
const GAME = `${COMPANY}-sky-palace`;

describe.each(TEST_ENGINES)('the transfer wallet against the real game server (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);

  it('moves money in, plays at the game server, withdraws it all: cash ends before − in + out', async () => {
    // The game server hosts the transfer provider too and signs for it with its one secret.
    process.env.PROVIDER_CLOUD_SECRET = GAMES_TEST_SECRET;
    await stack.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stack.server.app.server.address() as AddressInfo;
    const db = stack.wallet.api.database.db;
    await createProvider(db, {
      code: COMPANY,
      launchUrl: `http://127.0.0.1:${port}/play`,
      walletType: 'transfer',
    });
    const studio = await createSlotProvider(db, COMPANY, { code: COMPANY });
    await createSlotGame(db, studio, { code: GAME, maxWinMultiplier: '1000' });

    // A funded member (who opened a seamless game too: the window below asks `haneul` first).
    const { memberId } = await stack.wallet.launchGame({ gameCode: 'sky-palace', cash: 80_000 });
    const site = await createTestSession(db, memberId, stack.wallet.api.clock());
    const call = (name: 'transfer-in-game' | 'withdraw-from-game', body: object) =>
      stack.wallet.api.call(name, body, site).then((res) => res.json());

    expect(await call('transfer-in-game', { company: COMPANY, amount: 30_000 })).toEqual({
      status: 'success',
      balance: 50_000,
      gameMoney: 30_000,
    });
    expect(await readTransferBalance(stack.server.database.db, String(memberId))).toBe(30_000);

    stack.wallet.api.clock.advance(3_000);
    const opened = await stack.wallet.api.call(
      'open-game',
      { code: GAME, company: COMPANY, timeStemp: Date.now() },
      site,
    );
    const launchCode = new URL(opened.json().gameUrl as string).searchParams.get('launch') ?? '';
    const window = await stack.server.join(launchCode);
    const spin = await stack.server.call('POST', '/api/slot/spin', { token: window, body: { bet: 2_000 } });
    const played = ZPlayAnswer.parse(spin.json());
    expect(played.status).toBe('OK');
    const atProvider = 30_000 - 2_000 + (played.round?.payout ?? 0);
    expect(played.balance).toBe(atProvider);
    // The round moved the game server's wallet, not the member's cash at the API.
    expect(await stack.wallet.cashOf(memberId)).toBe(50_000);

    expect(await call('withdraw-from-game', { company: COMPANY })).toEqual({
      status: 'success',
      balance: 50_000 + atProvider,
      gameMoney: 0,
    });
    expect(await readTransferBalance(stack.server.database.db, String(memberId))).toBe(0);
    expect(await memberBalances(db, memberId)).toMatchObject({ cash: 50_000 + atProvider, game: 0 });
  });
});
