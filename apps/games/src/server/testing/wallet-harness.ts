import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import {
  checkLedger,
  gameSessions,
  memberBalances,
  providerTransactions,
  type LedgerCheck,
} from '@haneul/db';
import type { TestEngine } from '@haneul/db/testing';
import { createMember, fundMember, signInAs } from '@haneul/api/src/testing/fixtures.ts';
import { createTestApp, type TestApp } from '@haneul/api/src/testing/test-app.ts';
import { hashToken } from '@haneul/api/src/lib/tokens.ts';
import {
  createCasinoGame,
  createProvider,
  createSlotGame,
  createSlotProvider,
} from '@haneul/api/src/modules/catalog/catalog-test-data.ts';
import { slotTitles } from '@haneul/game-math';

/** The catalogue's slot provider of the built-in titles (the casino games belong to `haneul`). */
const SLOT_COMPANY = 'haneul-slots';

/** The real API, listening on an ephemeral port, with the built-in provider's catalogue. */
export interface WalletHarness {
  api: TestApp;
  apiUrl: string;
  /** A funded member with a game session on `gameCode`, made through open-game as a site would. */
  createPlayer(options: { gameCode: string; cash?: number }): Promise<{ memberId: number; token: string }>;
  /** Another game session of the member (the API's clock moves 3 s: one launch per 3 s). */
  openGame(memberId: number, gameCode: string): Promise<string>;
  /** Ends a game session as its 8 hours would (the wallet then refuses bets with that token). */
  expireSession(token: string): Promise<void>;
  cashOf(memberId: number): Promise<number>;
  /** The wallet's records of a round (provider transactions by round id). */
  walletRecords(roundId: string): Promise<(typeof providerTransactions.$inferSelect)[]>;
  checkLedger(): Promise<LedgerCheck>;
  destroy(): Promise<void>;
}

export async function startWalletHarness(engine: TestEngine): Promise<WalletHarness> {
  const api = await createTestApp(engine);
  // The game server signs with the real clock; the wallet refuses timestamps 300 s off its own.
  api.clock.set(new Date());
  const db = api.database.db;
  await createProvider(db, { code: 'haneul', launchUrl: 'http://games.test/play' });
  const slots = await createSlotProvider(db, 'haneul', { code: SLOT_COMPANY });
  for (const title of slotTitles) await createSlotGame(db, slots, { code: title.code });
  for (const code of ['baccarat', 'speed-baccarat']) await createCasinoGame(db, 'haneul', { code });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;

  const openGame = async (memberId: number, gameCode: string) => {
    const siteToken = await signInAs(db, memberId, api.clock());
    const company = slotTitles.some((title) => title.code === gameCode) ? SLOT_COMPANY : 'haneul';
    const res = await api.call('open-game', { code: gameCode, company, timeStemp: Date.now() }, siteToken);
    const { status, gameUrl } = res.json() as { status: string; gameUrl?: string };
    if (status !== 'success' || !gameUrl) throw new Error(`open-game answered ${res.body}`);
    const token = new URL(gameUrl).searchParams.get('token');
    if (!token) throw new Error(`no token in ${gameUrl}`);
    return token;
  };

  return {
    api,
    apiUrl: `http://127.0.0.1:${port}`,
    createPlayer: async ({ gameCode, cash = 100_000 }) => {
      const member = await createMember(db);
      if (cash > 0) await fundMember(db, member.id, cash);
      return { memberId: member.id, token: await openGame(member.id, gameCode) };
    },
    openGame: async (memberId, gameCode) => {
      api.clock.advance(3_000);
      return openGame(memberId, gameCode);
    },
    expireSession: async (token) => {
      const expiresAt = new Date(api.clock().getTime() - 1);
      await db
        .update(gameSessions)
        .set({ expiresAt })
        .where(eq(gameSessions.tokenHash, hashToken(token)));
    },
    cashOf: async (memberId) => (await memberBalances(db, memberId)).cash,
    walletRecords: (roundId) =>
      db
        .select()
        .from(providerTransactions)
        .where(
          and(eq(providerTransactions.providerCode, 'haneul'), eq(providerTransactions.roundId, roundId)),
        ),
    checkLedger: () => checkLedger(db),
    destroy: () => api.destroy(),
  };
}
