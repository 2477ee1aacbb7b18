import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ledgerAccounts,
  preparedFor,
  providerTransactions,
  type Db,
  type ProviderTransactionAnswer,
} from '@haneul/db';

export type ProviderTransaction = typeof providerTransactions.$inferSelect;
/** A claim; `status` stays `PENDING` until the answer is recorded, unless the claim is a marker. */
export type NewProviderTransaction = Omit<
  typeof providerTransactions.$inferInsert,
  'id' | 'status' | 'answer' | 'entryId'
> & { status?: string };

/** The transaction a provider already sent under this id, if any (the replay fast path). */
export async function findProviderTransaction(
  db: Db,
  providerCode: string,
  transactionId: string,
): Promise<ProviderTransaction | null> {
  const [row] = await preparedFor(db, 'provider_transaction_find', (handle) =>
    handle
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.providerCode, sql.placeholder('providerCode')),
          eq(providerTransactions.transactionId, sql.placeholder('transactionId')),
        ),
      )
      .limit(1)
      .prepare('provider_transaction_find'),
  ).execute({ providerCode, transactionId });
  return row ?? null;
}

/**
 * Claims the id for this call: the row's id, or null when another call holds it. A concurrent
 * claimant of the same id waits on the unique key until the holder commits, so by the time this
 * answers null the holder's row (and answer) is visible.
 */
export async function claimProviderTransaction(tx: Db, row: NewProviderTransaction): Promise<number | null> {
  const [claimed] = await tx
    .insert(providerTransactions)
    .values({ ...row, status: row.status ?? 'PENDING' })
    .onConflictDoNothing({ target: [providerTransactions.providerCode, providerTransactions.transactionId] })
    .returning({ id: providerTransactions.id });
  return claimed?.id ?? null;
}

/** The row under this id, locked until the transaction ends. */
export async function lockProviderTransaction(
  tx: Db,
  providerCode: string,
  transactionId: string,
): Promise<ProviderTransaction | null> {
  const [row] = await tx
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.transactionId, transactionId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Writes the answer (and what moved) onto a claimed or marker row. */
export async function recordProviderAnswer(
  tx: Db,
  id: number,
  values: Partial<Pick<ProviderTransaction, 'amount' | 'entryId' | 'requestHash' | 'gameCode'>> & {
    answer: ProviderTransactionAnswer;
  },
): Promise<void> {
  await tx
    .update(providerTransactions)
    .set({ ...values, status: values.answer.status })
    .where(eq(providerTransactions.id, id));
}

export async function markBetRolledBack(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(providerTransactions).set({ rolledBackAt: now }).where(eq(providerTransactions.id, id));
}

/** The round's settled stake: the member's bets that landed and were not rolled back. */
export async function roundStake(
  tx: Db,
  { providerCode, memberId, roundId }: { providerCode: string; memberId: number; roundId: string },
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${providerTransactions.amount}), 0)`.mapWith(Number) })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.memberId, memberId),
        eq(providerTransactions.roundId, roundId),
        eq(providerTransactions.kind, 'bet'),
        isNotNull(providerTransactions.entryId),
        isNull(providerTransactions.rolledBackAt),
      ),
    );
  return row?.total ?? 0;
}

/** A member account's balance as this transaction sees it. */
export async function accountBalance(tx: Db, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0;
}
