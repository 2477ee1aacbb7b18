import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, hashSecret, hashToken, houseAccountId, type Db } from '@haneul/db';
import {
  createTestDatabase,
  createTestMember,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
  type TestDatabase,
} from '@haneul/db/testing';
import { requestHash } from './money-call.ts';
import { cashOf, createCatalogue, HOUR, openSession } from './provider.test-helper.ts';
import {
  callProviderWallet,
  callProviderWallets,
  type WalletCall,
  type WalletOutcome,
} from './provider-transactions.queries.ts';

/**
 * Group commit decides a batch set by set (`provider_wallet_calls`) and must answer every call
 * exactly as `provider_wallet_call` answers it alone. Random sequences of bets, wins and rollbacks
 * go to two databases alike: to one in random batches, to the other call by call, and every
 * answer, balance and claim id must match. Transaction and round ids come from small pools, so
 * replays, mismatched replays, ids repeated inside a batch, wins on rounds an earlier call of the
 * batch touched and rollbacks before and after their bet all happen; the players cover every path
 * the batch hands to the single call and every refusal it decides itself.
 */
const PLAYERS = [
  'funded',
  'funded-too',
  'play limits',
  'suspended',
  'no cash account',
  'expired session',
  'unknown token',
] as const;
type Player = (typeof PLAYERS)[number];

const walletCall = fc.record({
  kind: fc.constantFrom('bet', 'bet', 'bet', 'win', 'win', 'rollback'),
  player: fc.constantFrom(...PLAYERS),
  transaction: fc.integer({ min: 0, max: 7 }),
  round: fc.integer({ min: 0, max: 2 }),
  reference: fc.integer({ min: 0, max: 7 }),
  otherGame: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
  amount: fc.integer({ min: 1, max: 400 }),
});
type CallSpec = typeof walletCall extends fc.Arbitrary<infer T> ? T : never;

/** One database's side: its players' tokens and ids, and how calls reach it. */
interface Side {
  db: Db;
  house: number;
  tokens: Record<Player, string>;
  ids: Partial<Record<Player, number>>;
}

describe.each(TEST_ENGINES)('wallet batches on %s', (engine) => {
  let batched: TestDatabase;
  let single: TestDatabase;
  let slot: string;
  let secretHash: string;
  const now = new Date('2026-11-29T12:00:00Z');
  let run = 0;

  beforeAll(async () => {
    [batched, single] = await Promise.all([createTestDatabase(engine), createTestDatabase(engine)]);
    for (const database of [batched, single]) ({ slot } = await createCatalogue(database.db, 'haneul'));
    secretHash = await hashSecret('batch-test');
  });
  afterAll(async () => {
    await expectReconciled(batched.db);
    await expectReconciled(single.db);
    await Promise.all([batched.destroy(), single.destroy()]);
  });

  /** The same players, with the same money, on one database. */
  async function playersOn(db: Db): Promise<Side> {
    const member = (overrides: Parameters<typeof createTestMember>[1] = {}, accounts = true) =>
      createTestMember(db, overrides, { secretHash, accounts });
    const funded = await member();
    const fundedToo = await member();
    const limited = await member({ hasPlayLimits: true });
    const suspended = await member({ state: 'suspended' });
    const bare = await member({}, false);
    for (const { id } of [funded, fundedToo, limited, suspended]) await fundTestMember(db, id, 500);
    const session = (memberId: number) => openSession(db, { memberId, gameCode: slot, now });
    const expired = `expired-${engine}-${run}`;
    await db.insert(gameSessions).values({
      tokenHash: hashToken(expired),
      memberId: funded.id,
      providerCode: 'haneul',
      gameCode: slot,
      createdAt: new Date(now.getTime() - 9 * HOUR),
      expiresAt: new Date(now.getTime() - HOUR),
    });
    return {
      db,
      house: await houseAccountId(db, 'house_game', 'haneul'),
      tokens: {
        funded: await session(funded.id),
        'funded-too': await session(fundedToo.id),
        'play limits': await session(limited.id),
        suspended: await session(suspended.id),
        'no cash account': await session(bare.id),
        'expired session': expired,
        'unknown token': `unknown-${engine}-${run}`,
      },
      ids: {
        funded: funded.id,
        'funded-too': fundedToo.id,
        'play limits': limited.id,
        suspended: suspended.id,
        'no cash account': bare.id,
      },
    };
  }

  /** A call as the wallet's routes build it; its request hash follows its fields, as theirs does. */
  function callOf(side: Side, spec: CallSpec): WalletCall {
    const transactionId = `${engine}-${run}-tx${spec.transaction}`;
    const roundId = `${engine}-${run}-round${spec.round}`;
    const gameCode = spec.otherGame ? 'haneul-bacc' : slot;
    const referenceTransactionId = spec.kind === 'rollback' ? `${engine}-${run}-tx${spec.reference}` : null;
    return {
      kind: spec.kind,
      providerCode: 'haneul',
      tokenHash: hashToken(side.tokens[spec.player]),
      transactionId,
      roundId,
      gameCode,
      amount: spec.amount,
      referenceTransactionId,
      requestHash: requestHash([
        spec.kind,
        transactionId,
        roundId,
        gameCode,
        spec.amount,
        referenceTransactionId ?? '',
      ]),
      houseAccountId: side.house,
      createdAt: now,
    };
  }

  /** An outcome with its member named by player, so both databases' answers compare. */
  const comparable = (side: Side) => (outcome: WalletOutcome) => ({
    ...outcome,
    player: outcome.player && {
      ...outcome.player,
      memberId: PLAYERS.find((player) => side.ids[player] === outcome.player?.memberId) ?? 'someone else',
    },
  });

  it('answers every call of a batch as it answers the call alone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(walletCall, { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 }),
        async (specs, batchSizes) => {
          run += 1;
          const [inBatches, oneByOne] = [await playersOn(batched.db), await playersOn(single.db)];

          const batchedOutcomes: WalletOutcome[] = [];
          const calls = specs.map((spec) => callOf(inBatches, spec));
          for (let start = 0, batch = 0; start < calls.length; batch += 1) {
            const size = batchSizes[batch % batchSizes.length] ?? 1;
            batchedOutcomes.push(
              ...(await callProviderWallets(batched.db, calls.slice(start, start + size))),
            );
            start += size;
          }
          const singleOutcomes: WalletOutcome[] = [];
          for (const spec of specs)
            singleOutcomes.push(await callProviderWallet(single.db, callOf(oneByOne, spec)));

          expect(batchedOutcomes.map(comparable(inBatches))).toEqual(
            singleOutcomes.map(comparable(oneByOne)),
          );
          for (const player of PLAYERS) {
            const [a, b] = [inBatches.ids[player], oneByOne.ids[player]];
            if (a !== undefined && b !== undefined)
              expect(await cashOf(batched.db, a)).toBe(await cashOf(single.db, b));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
