import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { createTestDatabase, createTestMember, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';
import { isLedgerError } from './ledger-error.ts';
import { memberBalances } from './member-balances.ts';
import { settleSportBet, takeSportStake } from './movements/index.ts';
import { memberId as toMemberId, won, type MemberId } from './units.ts';

describe.each(TEST_ENGINES)('sport bet movements on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let bet = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterAll(() => database.destroy());

  const member = async (cash: number): Promise<MemberId> =>
    toMemberId((await createTestMember(db, {}, { cash, secretHash: 'x' })).id);
  const cashOf = async (id: MemberId) => (await memberBalances(db, id)).cash;
  /** The house's sport book: what members staked less what it paid back, from its postings. */
  const book = async () => {
    const { rows } = await db.execute<{ total: string | null }>(sql`
      select sum(p.amount)::text as total from ledger_postings p
        join ledger_accounts a on a.id = p.account_id where a.kind = 'house_sport'`);
    return Number(rows[0]?.total ?? 0);
  };
  const settle = (memberId: MemberId, betId: number, seq: number, payout: number, previousPayout: number) =>
    db.transaction((tx) =>
      settleSportBet(tx, { memberId, betId, seq, payout: won(payout), previousPayout: won(previousPayout) }),
    );

  it('takes a stake once, whoever retries the acceptance, and refuses an overdraft', async () => {
    const player = await member(50_000);
    const betId = ++bet;
    const before = await book();
    const taken = await takeSportStake(db, { memberId: player, betId, stake: won(20_000) });
    expect(taken.cash).toBe(30_000);
    await expect(takeSportStake(db, { memberId: player, betId, stake: won(20_000) })).rejects.toSatisfy(
      (error) => isLedgerError(error, 'duplicate'),
    );
    await expect(
      takeSportStake(db, { memberId: player, betId: ++bet, stake: won(30_001) }),
    ).rejects.toSatisfy((error) => isLedgerError(error, 'insufficient_funds'));
    expect(await cashOf(player)).toBe(30_000);
    expect((await book()) - before).toBe(20_000);
  });

  it('pays a settlement once, and a correction moves only the difference', async () => {
    const player = await member(10_000);
    const betId = ++bet;
    await takeSportStake(db, { memberId: player, betId, stake: won(10_000) });
    const first = await settle(player, betId, 1, 19_500, 0);
    expect(first.entryId).not.toBeNull();
    expect(await cashOf(player)).toBe(19_500);
    await expect(settle(player, betId, 1, 19_500, 0)).rejects.toSatisfy((error) =>
      isLedgerError(error, 'duplicate'),
    );
    // The score is corrected: the leg was a push, not a win (stake back, 10,000).
    const corrected = await settle(player, betId, 2, 10_000, 19_500);
    expect(corrected.writtenOff).toBe(0);
    expect(await cashOf(player)).toBe(10_000);
    // Corrected to what it already was: nothing moves, and no entry is written.
    expect(await settle(player, betId, 3, 10_000, 10_000)).toEqual({ entryId: null, writtenOff: 0 });
  });

  it('writes off a clawback the member’s cash cannot cover, never taking the balance below zero', async () => {
    const player = await member(10_000);
    const betId = ++bet;
    const before = await book();
    await takeSportStake(db, { memberId: player, betId, stake: won(10_000) });
    await settle(player, betId, 1, 30_000, 0);
    // The member stakes most of it on another bet; then the result is corrected to a loss.
    const spent = await takeSportStake(db, { memberId: player, betId: ++bet, stake: won(25_000) });
    expect(spent.cash).toBe(5_000);
    const corrected = await settle(player, betId, 2, 0, 30_000);
    expect(corrected.writtenOff).toBe(25_000);
    expect(await cashOf(player)).toBe(0);
    // The book sees the whole reversal: both stakes kept, nothing paid.
    expect((await book()) - before).toBe(35_000);
  });
});
