import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import {
  agentRates,
  agentSettlements,
  compRates,
  depositRequests,
  gameTransfers,
  type TDriftKind,
} from '../schema/index.ts';
import { createTestDatabase, createTestStaff, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { createLedgerMember } from './ledger-fixtures.ts';
import { won, type MemberId } from './units.ts';
import { settleGameWallet, transferFromGameWallet, transferToGameWallet } from './movements/game-wallet.ts';
import { convertPoints, grantPoints } from './movements/points.ts';
import { postEntry } from './post-entry.ts';
import { reconcile, type Reconciliation } from './reconcile.ts';
import { completedDeposit, roundReward, settleAgent, withdrawal } from './reconcile-fixtures.ts';
import { STUCK_AFTER_MS } from './reconcile-rounds.ts';
import {
  createProviderGame,
  createRoundsTable,
  insertRound,
  walletCaller,
  type WalletCaller,
} from './wallet-fixtures.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const GAME = 'rec-baccarat';

describe.each(TEST_ENGINES)('reconcile on %s', (engine) => {
  let database: TestDatabase;
  let games: TestDatabase;
  let db: Db;
  let player: Awaited<ReturnType<typeof createLedgerMember>>;
  let agentId: MemberId;
  let staffId: number;
  /** The built-in game server's wallet, and a third-party provider's (no rounds to compare with). */
  let haneul: WalletCaller;
  let ext: WalletCaller;
  /** A settled round the player lost: 1,000 won staked, nothing won, no comp or commission yet. */
  let lostRound = '';

  const run = () => reconcile(db, { gamesDb: games.db, now: NOW });
  /** The kinds whose count grew since `before`, by how much. */
  const added = async (before: Reconciliation) => {
    const after = await run();
    const grown: Partial<Record<TDriftKind, number>> = {};
    for (const [kind, { count }] of Object.entries(after.drift)) {
      const growth = count - (before.drift[kind as TDriftKind]?.count ?? 0);
      if (growth !== 0) grown[kind as TDriftKind] = growth;
    }
    return { grown, after };
  };
  const leaseIn = (ms: number) => new Date(NOW.getTime() + ms);
  const round = (state: 'settled' | 'refunded' | 'void', stake: number, payout = 0, id = randomUUID()) =>
    insertRound(games.db, {
      id,
      playerId: player.memberId,
      gameCode: GAME,
      stake,
      payout,
      state,
      leaseUntil: NOW,
    });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    games = await createTestDatabase(engine);
    db = database.db;
    await createRoundsTable(games.db);
    await createProviderGame(db, 'haneul', GAME);
    await createProviderGame(db, 'rec-ext', 'rec-ext-game');
    player = await createLedgerMember(db);
    agentId = (await createLedgerMember(db)).memberId;
    staffId = (await createTestStaff(db)).id;
    await db.execute(sql`update members set agent_id = ${agentId} where id = ${player.memberId}`);
    await db.insert(compRates).values({ level: 1, gameType: 'casino', rateBp: 100 }).onConflictDoNothing();
    await db.insert(agentRates).values({ agentId, gameType: 'casino', rollingBp: 50 });
    const session = { memberId: player.memberId, now: NOW };
    haneul = await walletCaller(db, { ...session, providerCode: 'haneul', gameCode: GAME });
    ext = await walletCaller(db, { ...session, providerCode: 'rec-ext', gameCode: 'rec-ext-game' });
  });
  afterAll(async () => {
    await database?.destroy();
    await games?.destroy();
  });

  it('finds nothing in money moved by the real writers', async () => {
    await completedDeposit(db, player.memberId, 100_000);
    await withdrawal(db, { memberId: player.memberId, amount: 10_000, end: 'completed' });
    await withdrawal(db, { memberId: player.memberId, amount: 5_000, end: 'cancelled' });
    await withdrawal(db, { memberId: player.memberId, amount: 1_000, end: 'waiting' });
    await grantPoints(db, {
      memberId: player.memberId,
      amount: won(30_000),
      requestId: randomUUID(),
      reason: 'event',
    });

    const settled = await round('settled', 2_000, 5_000);
    expect(await haneul({ kind: 'bet', roundId: settled, amount: 2_000 })).toBe('OK');
    expect(await haneul({ kind: 'win', roundId: settled, amount: 5_000 })).toBe('OK');
    await roundReward(db, {
      kind: 'comp',
      providerCode: 'haneul',
      memberId: player.memberId,
      roundId: settled,
      amount: 20,
    });
    await roundReward(db, {
      kind: 'commission',
      providerCode: 'haneul',
      memberId: player.memberId,
      roundId: settled,
      amount: 10,
      agentId,
    });
    await settleAgent(db, { agentId, staffId, amount: 10 });
    lostRound = await round('settled', 1_000);
    expect(await haneul({ kind: 'bet', roundId: lostRound, amount: 1_000 })).toBe('OK');
    expect(await haneul({ kind: 'win', roundId: lostRound, amount: 0 })).toBe('OK');
    // A blackjack hand that doubled (extra bet 1) after its insurance was refused (extra bet 2):
    // the bets it kept make its stake.
    const doubled = await insertRound(games.db, {
      playerId: player.memberId,
      gameCode: GAME,
      stake: 2_000,
      payout: 4_000,
      state: 'settled',
      leaseUntil: NOW,
      extraBets: 2,
    });
    expect(await haneul({ kind: 'bet', roundId: doubled, amount: 1_000 })).toBe('OK');
    const extra = (n: number, amount: number) =>
      haneul({ kind: 'bet', roundId: doubled, amount, transactionId: `${doubled}:bet:${n}` });
    expect(await extra(1, 1_000)).toBe('OK');
    expect(await extra(2, 10_000_000)).toBe('INSUFFICIENT_FUNDS');
    expect(await haneul({ kind: 'win', roundId: doubled, amount: 4_000 })).toBe('OK');
    const refunded = await round('refunded', 3_000);
    expect(await haneul({ kind: 'bet', roundId: refunded, amount: 3_000 })).toBe('OK');
    expect(await haneul({ kind: 'rollback', roundId: refunded })).toBe('OK');
    // Refunded before its bet arrived: the bet is refused when it does.
    const early = await round('refunded', 3_000);
    expect(await haneul({ kind: 'rollback', roundId: early })).toBe('OK');
    expect(await haneul({ kind: 'bet', roundId: early, amount: 3_000 })).toBe('TRANSACTION_ROLLED_BACK');
    const refused = await round('void', 10_000_000);
    expect(await haneul({ kind: 'bet', roundId: refused, amount: 10_000_000 })).toBe('INSUFFICIENT_FUNDS');
    // In flight: opened, its lease not over yet.
    await insertRound(games.db, {
      playerId: player.memberId,
      gameCode: GAME,
      stake: 500,
      state: 'open',
      leaseUntil: leaseIn(1_000),
    });
    expect(await ext({ kind: 'bet', roundId: 'ext-1', amount: 700 })).toBe('OK');
    expect(await ext({ kind: 'win', roundId: 'ext-1', amount: 700 })).toBe('OK');
    // Points: granted, then to cash, from cash, and from the round's comp.
    for (const [from, to] of [
      ['point', 'cash'],
      ['cash', 'point'],
      ['comp', 'point'],
    ] as const) {
      await convertPoints(db, { memberId: player.memberId, from, to, amount: won(10) });
    }

    const result = await run();
    expect(result.clean).toBe(true);
    expect(result.gamesChecked).toBe(true);
    expect(Object.keys(result.drift)).toHaveLength(26);
    expect(Object.keys((await reconcile(db, { now: NOW })).drift)).toHaveLength(21);
  });

  // Each case adds one kind of drift and expects exactly that kind to grow, naming the record.
  it('a wallet transaction claiming money without its entry', async () => {
    const before = await run();
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into provider_transactions (provider_code, transaction_id, kind, member_id, round_id, game_code,
        amount, request_hash, status)
      values ('rec-ext', 'forged-1', 'win', ${player.memberId}, 'ext-2', 'rec-ext-game', 500, 'x', 'OK')
      returning id::text as id`);
    const { grown, after } = await added(before);
    expect(grown).toEqual({ walletMoneyWithoutEntry: 1 });
    expect(after.drift.walletMoneyWithoutEntry?.samples).toContain(rows[0]?.id);
  });

  it('a bet entry no wallet transaction names, and a refusal that names an entry', async () => {
    const before = await run();
    const house = await houseAccountId(db, 'house_game', 'rec-ext');
    const { entryId } = await postEntry(db, {
      kind: 'bet',
      memberId: player.memberId,
      postings: [
        { accountId: player.cash, amount: -100 },
        { accountId: house, amount: 100 },
      ],
    });
    expect((await added(before)).grown).toEqual({ walletOrphanEntries: 1 });
    const middle = await run();
    await db.execute(sql`
      insert into provider_transactions (provider_code, transaction_id, kind, member_id, round_id, game_code,
        amount, request_hash, status, entry_id)
      values ('rec-ext', 'refused-1', 'bet', ${player.memberId}, 'ext-3', 'rec-ext-game', 100, 'x',
        'INSUFFICIENT_FUNDS', ${entryId})`);
    // The entry is named now, by a transaction that moved nothing.
    expect((await added(middle)).grown).toEqual({ walletEntryWithoutMoney: 1, walletOrphanEntries: -1 });
  });

  it('a refund of a bet that never landed', async () => {
    const before = await run();
    const { entryId } = await postEntry(db, {
      kind: 'rollback',
      memberId: player.memberId,
      idempotencyKey: 'provider:rec-ext:refund-1',
      postings: [
        { accountId: await houseAccountId(db, 'house_game', 'rec-ext'), amount: -300 },
        { accountId: player.cash, amount: 300 },
      ],
    });
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into provider_transactions (provider_code, transaction_id, kind, member_id, round_id,
        reference_transaction_id, amount, request_hash, status, entry_id)
      values ('rec-ext', 'refund-1', 'rollback', ${player.memberId}, 'ext-4', 'no-such-bet', 300, 'x', 'OK',
        ${entryId})
      returning id::text as id`);
    const { grown, after } = await added(before);
    expect(grown).toEqual({ walletRefunds: 1 });
    expect(after.drift.walletRefunds?.samples).toContain(rows[0]?.id);
  });

  it('a completed deposit without its entry, and a deposit entry without a request', async () => {
    const before = await run();
    await db
      .insert(depositRequests)
      .values({ memberId: player.memberId, amount: 5_000, depositorName: 'x', state: 'completed' });
    expect((await added(before)).grown).toEqual({ depositEntries: 1 });
    const middle = await run();
    await postEntry(db, {
      kind: 'deposit',
      memberId: player.memberId,
      postings: [
        { accountId: await houseAccountId(db, 'house_cash_desk'), amount: -5_000 },
        { accountId: player.cash, amount: 5_000 },
      ],
    });
    expect((await added(middle)).grown).toEqual({ depositOrphanEntries: 1 });
  });

  it('a point grant without its key or from the wrong account, a conversion to another member, points moved by another kind', async () => {
    const before = await run();
    const point = await memberAccountId(db, player.memberId, 'point');
    const other = await createLedgerMember(db);
    await postEntry(db, {
      kind: 'point_grant',
      memberId: player.memberId,
      postings: [
        { accountId: await houseAccountId(db, 'house_point'), amount: -1_000 },
        { accountId: point, amount: 1_000 },
      ],
    });
    await postEntry(db, {
      kind: 'point_grant',
      memberId: player.memberId,
      idempotencyKey: `point_grant:${randomUUID()}`,
      postings: [
        { accountId: await houseAccountId(db, 'house_adjustment'), amount: -1_000 },
        { accountId: point, amount: 1_000 },
      ],
    });
    await postEntry(db, {
      kind: 'point_convert',
      memberId: player.memberId,
      postings: [
        { accountId: point, amount: -500 },
        { accountId: other.cash, amount: 500 },
      ],
    });
    await postEntry(db, {
      kind: 'adjustment',
      memberId: player.memberId,
      postings: [
        { accountId: point, amount: -500 },
        { accountId: player.cash, amount: 500 },
      ],
    });
    expect((await added(before)).grown).toEqual({ pointEntries: 4 });
  });

  it('a game-wallet transfer done without its entry, a settlement moved the wrong way, an entry without a transfer', async () => {
    const transfer = async (
      direction: 'in' | 'out' | 'settle',
      amount: number,
      state: 'pending' | 'done',
    ) => {
      const [row] = await db
        .insert(gameTransfers)
        .values({ memberId: player.memberId, providerCode: 'rec-ext', direction, amount, state })
        .returning({ id: gameTransfers.id });
      return row?.id ?? 0;
    };
    const move = { memberId: player.memberId, providerCode: 'rec-ext' };
    await completedDeposit(db, player.memberId, 5_000);
    const before = await run();
    // Sound: a transfer in with its entry, still pending; then one out done, with its entry.
    const moved = await transfer('in', 2_000, 'pending');
    await transferToGameWallet(db, { ...move, transferId: moved, amount: won(2_000) });
    const paid = await transfer('out', 500, 'done');
    await transferFromGameWallet(db, { ...move, transferId: paid, amount: won(500) });
    expect((await added(before)).grown).toEqual({});
    const missing = await transfer('out', 300, 'done');
    const wrongWay = await transfer('settle', 400, 'done');
    await settleGameWallet(db, { ...move, transferId: wrongWay, amount: won(-400) });
    await transferToGameWallet(db, { ...move, transferId: 999_999, amount: won(100) });
    const { grown, after } = await added(before);
    expect(grown).toEqual({ gameTransfers: 2, gameTransferOrphanEntries: 1 });
    expect(after.drift.gameTransfers?.samples).toEqual([String(missing), String(wrongWay)].sort());
  });

  it('a withdrawal whose hold is not its amount, one completed without its payout, an orphan hold', async () => {
    // Another member: the player's one pending withdrawal is taken.
    const other = await createLedgerMember(db);
    await completedDeposit(db, other.memberId, 10_000);
    const before = await run();
    const id = await withdrawal(db, { memberId: other.memberId, amount: 2_000, end: 'waiting' });
    await db.execute(sql`update withdraw_requests set amount = 2500 where id = ${id}`);
    expect((await added(before)).grown).toEqual({ withdrawHolds: 1 });
    const middle = await run();
    await db.execute(sql`update withdraw_requests set state = 'completed' where id = ${id}`);
    expect((await added(middle)).grown).toEqual({ withdrawEnds: 1 });
    const last = await run();
    await postEntry(db, {
      kind: 'withdraw_hold',
      memberId: player.memberId,
      postings: [
        { accountId: player.cash, amount: -100 },
        { accountId: player.hold, amount: 100 },
      ],
    });
    expect((await added(last)).grown).toEqual({ withdrawOrphanEntries: 1 });
  });

  it('comp for a round without bets, commission beyond the rates, a payout without its settlement', async () => {
    const before = await run();
    await roundReward(db, {
      kind: 'comp',
      providerCode: 'haneul',
      memberId: player.memberId,
      roundId: 'none',
      amount: 5,
    });
    expect((await added(before)).grown).toEqual({ compAccruals: 1 });
    const middle = await run();
    // The round's stake was 1,000 won; 0.5% of it is 5, not 6.
    await roundReward(db, {
      kind: 'commission',
      providerCode: 'haneul',
      memberId: player.memberId,
      roundId: lostRound,
      amount: 6,
      agentId,
    });
    expect((await added(middle)).grown).toEqual({ commissions: 1 });
    const last = await run();
    await postEntry(db, {
      kind: 'commission',
      memberId: agentId,
      postings: [
        { accountId: await memberAccountId(db, agentId, 'commission'), amount: -6 },
        { accountId: await memberAccountId(db, agentId, 'cash'), amount: 6 },
      ],
    });
    const { grown, after } = await added(last);
    expect(grown).toEqual({ agentSettlements: 1 });
    expect(after.drift.agentSettlements?.samples[0]).toMatch(/^entry \d+$/);
    expect(await db.$count(agentSettlements)).toBe(1);
  });

  it('settled, refunded and void rounds that do not match the wallet; stuck and unknown rounds', async () => {
    const cases: Array<[() => Promise<unknown>, TDriftKind]> = [
      // Settled without its win.
      [
        async () => haneul({ kind: 'bet', roundId: await round('settled', 400, 800), amount: 400 }),
        'settledRounds',
      ],
      // Settled, but an extra bet it kept is not in its stake.
      [
        async () => {
          const roundId = await round('settled', 400);
          await haneul({ kind: 'bet', roundId, amount: 400 });
          await haneul({ kind: 'bet', roundId, amount: 400, transactionId: `${roundId}:bet:1` });
          await haneul({ kind: 'win', roundId, amount: 0 });
          await games.db.execute(sql`update rounds set extra_bets = 1 where id = ${roundId}`);
        },
        'settledRounds',
      ],
      // Refunded, but the bet kept.
      [
        async () => haneul({ kind: 'bet', roundId: await round('refunded', 400), amount: 400 }),
        'refundedRounds',
      ],
      // Void, but the bet landed.
      [async () => haneul({ kind: 'bet', roundId: await round('void', 400), amount: 400 }), 'voidRounds'],
      [
        () =>
          insertRound(games.db, {
            playerId: player.memberId,
            gameCode: GAME,
            stake: 400,
            state: 'debited',
            leaseUntil: leaseIn(-STUCK_AFTER_MS - 1_000),
          }),
        'stuckRounds',
      ],
      [() => haneul({ kind: 'bet', roundId: randomUUID(), amount: 400 }), 'unknownRounds'],
    ];
    for (const [introduce, kind] of cases) {
      const before = await run();
      await introduce();
      expect((await added(before)).grown, kind).toEqual({ [kind]: 1 });
    }
  });
});
