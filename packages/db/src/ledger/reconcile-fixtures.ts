import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agentSettlements, depositRequests, staff, withdrawRequests } from '../schema/index.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { postEntry } from './post-entry.ts';

/**
 * Money moved by the real writers, for the reconciliation's tests: requests, rewards and
 * settlements with their entries as apps/api posts them (the wallet: wallet-fixtures.ts).
 */

/** A staff member, for the rows that name who acted. */
export async function createStaffMember(db: Db): Promise<number> {
  const [row] = await db
    .insert(staff)
    .values({ login: `rec${randomBytes(4).toString('hex')}`, passwordHash: 'unused', role: 'operator' })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned nothing');
  return row.id;
}

/** A completed deposit with its entry, as completeDeposit writes them. */
export function completedDeposit(db: Db, memberId: number, amount: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { entryId } = await postEntry(tx, {
      kind: 'deposit',
      memberId,
      postings: [
        { accountId: await houseAccountId(tx, 'house_cash_desk'), amount: -amount },
        { accountId: await memberAccountId(tx, memberId, 'cash'), amount },
      ],
    });
    await tx
      .insert(depositRequests)
      .values({ memberId, amount, depositorName: '홍길동', state: 'completed', entryId });
  });
}

/** A withdrawal applied for (its hold), then paid, cancelled, or left waiting, as apps/api posts them. */
export function withdrawal(
  db: Db,
  { memberId, amount, end }: { memberId: number; amount: number; end: 'completed' | 'cancelled' | 'waiting' },
): Promise<number> {
  return db.transaction(async (tx) => {
    const cash = await memberAccountId(tx, memberId, 'cash');
    const hold = await memberAccountId(tx, memberId, 'hold');
    const held = await postEntry(tx, {
      kind: 'withdraw_hold',
      memberId,
      postings: [
        { accountId: cash, amount: -amount },
        { accountId: hold, amount },
      ],
    });
    const [request] = await tx
      .insert(withdrawRequests)
      .values({
        memberId,
        amount,
        holdEntryId: held.entryId,
        bankName: '국민',
        bankOwner: '홍',
        bankNumber: '1',
      })
      .returning({ id: withdrawRequests.id });
    if (!request) throw new Error('withdraw insert returned nothing');
    if (end === 'waiting') return request.id;
    const target = end === 'completed' ? await houseAccountId(tx, 'house_cash_desk') : cash;
    const { entryId } = await postEntry(tx, {
      kind: end === 'completed' ? 'withdraw_pay' : 'withdraw_release',
      memberId,
      idempotencyKey: `withdraw:${request.id}`,
      postings: [
        { accountId: hold, amount: -amount },
        { accountId: target, amount },
      ],
    });
    await tx.execute(
      sql`update withdraw_requests set state = ${end}, entry_id = ${entryId} where id = ${request.id}`,
    );
    return request.id;
  });
}

/** Commission paid out to an agent, as settleCommission posts and records it. */
export function settleAgent(
  db: Db,
  { agentId, staffId, amount }: { agentId: number; staffId: number; amount: number },
): Promise<void> {
  return db.transaction(async (tx) => {
    const { entryId } = await postEntry(tx, {
      kind: 'commission',
      memberId: agentId,
      postings: [
        { accountId: await memberAccountId(tx, agentId, 'commission'), amount: -amount },
        { accountId: await memberAccountId(tx, agentId, 'cash'), amount },
      ],
    });
    await tx.insert(agentSettlements).values({ agentId, amount, staffId, entryId });
  });
}

/** Comp or commission of a round, keyed and posted as round settlement does. */
export async function roundReward(
  db: Db,
  reward: {
    kind: 'comp' | 'commission';
    providerCode: string;
    memberId: number;
    roundId: string;
    amount: number;
    agentId?: number;
  },
): Promise<void> {
  const { kind, providerCode, memberId, roundId, amount, agentId = 0 } = reward;
  const comp = kind === 'comp';
  const owner = comp ? memberId : agentId;
  await postEntry(db, {
    kind: comp ? 'comp_accrual' : 'commission',
    memberId: owner,
    idempotencyKey: comp
      ? `comp:${providerCode}:${memberId}:${roundId}`
      : `commission:${providerCode}:${memberId}:${roundId}:${agentId}`,
    postings: [
      { accountId: await houseAccountId(db, comp ? 'house_comp' : 'house_commission'), amount: -amount },
      { accountId: await memberAccountId(db, owner, comp ? 'comp' : 'commission'), amount },
    ],
  });
}
