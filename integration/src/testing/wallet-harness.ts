import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { gameSessions, memberBalances, providerTransactions, type SqlRunner } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  type TestEngine,
} from '@haneul/db/testing';
import { createTestApp, TEST_PROVIDER_SECRET, type TestApp } from '@haneul/api/src/testing/test-app.ts';
import {
  createCasinoGame,
  createProvider,
  createSlotGame,
  createSlotProvider,
} from '@haneul/api/src/modules/catalog/catalog-test-data.ts';
import {
  baccaratMaxWinMultiple,
  blackjackMaxWinMultiple,
  HANEUL_BLACKJACK_RULES,
  maxWinMultiple,
  rationalToExactDecimal,
  slotTitles,
  TABLE_GAMES,
  type TableKind,
} from '@haneul/game-math';
import { BLACKJACK_CODE, TABLE_CODES } from '@haneul/games/src/protocol/game-codes.ts';

/** The wallet secret the API of every games test checks; game servers under test sign with it. */
export const GAMES_TEST_SECRET = TEST_PROVIDER_SECRET;

/** The catalogue's slot provider of the built-in titles (the casino games belong to `haneul`). */
const SLOT_COMPANY = 'haneul-slots';

/** The real API, listening on an ephemeral port, with the built-in provider's catalogue. */
export interface WalletHarness {
  api: TestApp;
  apiUrl: string;
  /**
   * A funded member who opened `gameCode` through open-game as a site would: the launch code of the
   * game URL, for a game server to redeem.
   */
  launchGame(options: { gameCode: string; cash?: number }): Promise<{ memberId: number; launchCode: string }>;
  /** Another launch of the member: its launch code (the API's clock moves 3 s: one launch per 3 s). */
  openGame(memberId: number, gameCode: string): Promise<string>;
  /** Ends the member's game sessions as their 8 hours would (the wallet then refuses their bets). */
  expireSessions(memberId: number): Promise<void>;
  cashOf(memberId: number): Promise<number>;
  /** The wallet's records of a round (provider transactions by round id). */
  walletRecords(roundId: string): Promise<(typeof providerTransactions.$inferSelect)[]>;
  /**
   * Throws unless the reconciliation finds no drift: the ledger, and the game server's rounds in
   * `gamesDb` against the wallet, stuck ones counted from `now` (the game server's clock).
   */
  reconcile(gamesDb: SqlRunner, now: Date): Promise<void>;
  destroy(): Promise<void>;
}

export async function startWalletHarness(engine: TestEngine): Promise<WalletHarness> {
  const api = await createTestApp(engine);
  // The game server signs with the real clock; the wallet refuses timestamps 300 s off its own.
  api.clock.set(new Date());
  const db = api.database.db;
  await createProvider(db, { code: 'haneul', launchUrl: 'http://games.test/play' });
  const slots = await createSlotProvider(db, 'haneul', { code: SLOT_COMPANY });
  // Each game declares its real maximum, as the seed does: the wallet refuses wins beyond it.
  for (const title of slotTitles) {
    const maxWinMultiplier = rationalToExactDecimal(maxWinMultiple(title));
    await createSlotGame(db, slots, { code: title.code, maxWinMultiplier });
  }
  const baccaratMaxWin = rationalToExactDecimal(baccaratMaxWinMultiple());
  for (const code of ['baccarat', 'speed-baccarat', 'squeeze-baccarat']) {
    await createCasinoGame(db, 'haneul', { code, maxWinMultiplier: baccaratMaxWin });
  }
  for (const [kind, code] of Object.entries(TABLE_CODES) as [TableKind, string][]) {
    const maxWinMultiplier = rationalToExactDecimal(TABLE_GAMES[kind].maxWinMultiple());
    await createCasinoGame(db, 'haneul', { code, maxWinMultiplier });
  }
  await createCasinoGame(db, 'haneul', {
    code: BLACKJACK_CODE,
    maxWinMultiplier: rationalToExactDecimal(blackjackMaxWinMultiple(HANEUL_BLACKJACK_RULES)),
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;

  const apiUrl = `http://127.0.0.1:${port}`;

  const launch = async (memberId: number, gameCode: string) => {
    const siteToken = await createTestSession(db, memberId, api.clock());
    const company = slotTitles.some((title) => title.code === gameCode) ? SLOT_COMPANY : 'haneul';
    const res = await api.call('open-game', { code: gameCode, company, timeStemp: Date.now() }, siteToken);
    const { status, gameUrl } = res.json() as { status: string; gameUrl?: string };
    if (status !== 'success' || !gameUrl) throw new Error(`open-game answered ${res.body}`);
    const launchCode = new URL(gameUrl).searchParams.get('launch');
    if (!launchCode) throw new Error(`no launch code in ${gameUrl}`);
    return launchCode;
  };
  const fundedMember = async (cash: number) => {
    const member = await createTestMember(db);
    if (cash > 0) await fundTestMember(db, member.id, cash);
    return member.id;
  };

  return {
    api,
    apiUrl,
    launchGame: async ({ gameCode, cash = 100_000 }) => {
      const memberId = await fundedMember(cash);
      return { memberId, launchCode: await launch(memberId, gameCode) };
    },
    openGame: async (memberId, gameCode) => {
      api.clock.advance(3_000);
      return launch(memberId, gameCode);
    },
    expireSessions: async (memberId) => {
      const expiresAt = new Date(api.clock().getTime() - 1);
      await db.update(gameSessions).set({ expiresAt }).where(eq(gameSessions.memberId, memberId));
    },
    cashOf: async (memberId) => (await memberBalances(db, memberId)).cash,
    walletRecords: (roundId) =>
      db
        .select()
        .from(providerTransactions)
        .where(
          and(eq(providerTransactions.providerCode, 'haneul'), eq(providerTransactions.roundId, roundId)),
        ),
    reconcile: (gamesDb, now) => expectReconciled(db, { gamesDb, now }),
    destroy: () => api.destroy(),
  };
}
