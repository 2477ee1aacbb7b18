import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agentSettlements, withdrawRequests } from '../schema/index.ts';
import { recordCompletedDeposit } from '../seed/completed-deposit.ts';
import { payOutCommission } from './movements/agent-settlement.ts';
import { creditRoundCommission, creditRoundComp } from './movements/round-rewards.ts';
import {
  holdWithdrawal,
  lockWithdrawalAccounts,
  payWithdrawal,
  releaseWithdrawal,
} from './movements/withdrawal.ts';
import { won, type MemberId } from './units.ts';

/**
 * Money moved by the real writers, for the reconciliation's tests: requests, rewards and
 * settlements with their entries, through the movements apps/api calls (the wallet:
 * wallet-fixtures.ts).
 */

/** A completed deposit with its entry, as completeDeposit writes them. */
export async function completedDeposit(db: Db, memberId: MemberId, amount: number): Promise<void> {
  await recordCompletedDeposit(db, { memberId, amount: won(amount), depositorName: '홍길동' });
}

/** A withdrawal applied for (its hold), then paid, cancelled, or left waiting, as apps/api moves them. */
export function withdrawal(
  db: Db,
  {
    memberId,
    amount,
    end,
  }: { memberId: MemberId; amount: number; end: 'completed' | 'cancelled' | 'waiting' },
): Promise<number> {
  return db.transaction(async (tx) => {
    const held = await holdWithdrawal(tx, await lockWithdrawalAccounts(tx, memberId, 'hold'), won(amount));
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
    const ending = { requestId: request.id, amount: won(amount) };
    const { entryId } =
      end === 'completed'
        ? await payWithdrawal(tx, await lockWithdrawalAccounts(tx, memberId, 'pay'), ending)
        : await releaseWithdrawal(tx, await lockWithdrawalAccounts(tx, memberId, 'release'), ending);
    await tx.execute(
      sql`update withdraw_requests set state = ${end}, entry_id = ${entryId} where id = ${request.id}`,
    );
    return request.id;
  });
}

/** Commission paid out to an agent, as settleCommission moves and records it. */
export function settleAgent(
  db: Db,
  { agentId, staffId, amount }: { agentId: MemberId; staffId: number; amount: number },
): Promise<void> {
  return db.transaction(async (tx) => {
    const { entryId } = await payOutCommission(tx, {
      agentId,
      amount: won(amount),
      memo: 'settlement',
      createdAt: new Date(),
    });
    await tx.insert(agentSettlements).values({ agentId, amount, staffId, entryId });
  });
}

/** Comp or commission of a round, as round settlement credits it. */
export async function roundReward(
  db: Db,
  reward: {
    kind: 'comp' | 'commission';
    providerCode: string;
    memberId: MemberId;
    roundId: string;
    amount: number;
    agentId?: MemberId;
  },
): Promise<void> {
  const { kind, providerCode, memberId, roundId, amount, agentId } = reward;
  const round = { providerCode, roundId, memberId, createdAt: new Date(), amount: won(amount) };
  if (kind === 'comp') await creditRoundComp(db, round);
  else if (agentId === undefined) throw new Error('a commission names its agent');
  else await creditRoundCommission(db, { ...round, agentId });
}
