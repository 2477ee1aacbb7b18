import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { creditDeposit } from '../ledger/movements/deposit.ts';
import type { EntryId, MemberId, Won } from '../ledger/units.ts';
import { depositRequests } from '../schema/index.ts';

/**
 * A deposit request that was completed, with its entry, as the back office completes one: for
 * data set up outside the API (the demo seed, a test's or an e2e spec's member), so that every
 * deposit entry has its request and the reconciliation finds nothing amiss.
 */
export function recordCompletedDeposit(
  db: Db,
  options: {
    memberId: MemberId;
    amount: Won;
    depositorName: string;
    staffId?: number;
    /** The entry's memo. */
    memo?: string;
    requestedAt?: Date;
    completedAt?: Date;
  },
): Promise<{ requestId: number; entryId: EntryId }> {
  const { memberId, amount, depositorName, staffId, memo, requestedAt, completedAt } = options;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(depositRequests)
      .values({
        memberId,
        amount,
        depositorName,
        state: 'completed',
        staffId,
        createdAt: requestedAt,
        updatedAt: completedAt,
      })
      .returning({ id: depositRequests.id });
    if (!request) throw new Error('deposit request insert returned nothing');
    const { entryId } = await creditDeposit(tx, {
      memberId,
      requestId: request.id,
      amount,
      memo,
      createdAt: completedAt,
    });
    await tx.update(depositRequests).set({ entryId }).where(eq(depositRequests.id, request.id));
    return { requestId: request.id, entryId };
  });
}
