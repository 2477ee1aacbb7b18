import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { preparedFor, providerTransactions, type Db } from '@haneul/db';
import type { TProviderStatus } from '@haneul/contract';

/** A money call as `provider_money_call` (migration 0008) takes it. */
export interface MoneyCall {
  kind: 'bet' | 'win' | 'rollback';
  providerCode: string;
  transactionId: string;
  memberId: number;
  cashAccountId: number;
  houseAccountId: number;
  roundId: string;
  gameCode: string;
  amount: number;
  referenceTransactionId: string | null;
  /** SHA-256 of the canonical fields (`requestHash`): a replay must match it. */
  requestHash: string;
  /** False for a bet on an expired session: it may replay an answer but claim nothing. */
  live: boolean;
  /** What the session calls for instead of moving money; recorded under the id like any answer. */
  refusal: 'INVALID_REQUEST' | 'GAME_DISABLED' | 'PLAYER_BLOCKED' | null;
  createdAt: Date;
}

/** The answer, and whether this call decided it (claimed the id) rather than replaying one. */
export interface MoneyOutcome {
  status: TProviderStatus;
  balance: number;
  transactionId: string | null;
  decided: boolean;
}

/**
 * Claims the id, decides, posts and records the answer in one statement (so one round trip, and
 * its own transaction unless `db` is one). Concurrent copies of a call wait on the claim inside
 * the database and answer what the first recorded. Prepared: every bet runs it.
 */
export async function callProviderMoney(db: Db, call: MoneyCall): Promise<MoneyOutcome> {
  const [row] = await preparedFor(db, 'provider_money_call', (handle) =>
    handle
      .select({
        status: sql<TProviderStatus>`answer_status`,
        balance: sql<number>`answer_balance`.mapWith(Number),
        transactionId: sql<string | null>`answer_reference`,
        decided: sql<boolean>`decided`,
      })
      .from(
        sql`provider_money_call(${sql.placeholder('kind')}, ${sql.placeholder('providerCode')},
          ${sql.placeholder('transactionId')}, ${sql.placeholder('memberId')}, ${sql.placeholder('cashAccountId')},
          ${sql.placeholder('houseAccountId')}, ${sql.placeholder('roundId')}, ${sql.placeholder('gameCode')},
          ${sql.placeholder('amount')}, ${sql.placeholder('referenceTransactionId')},
          ${sql.placeholder('requestHash')}, ${sql.placeholder('live')}, ${sql.placeholder('refusal')},
          ${sql.placeholder('createdAt')}::timestamptz)`,
      )
      .prepare('provider_money_call'),
  ).execute({ ...call, createdAt: call.createdAt.toISOString() });
  if (!row) throw new Error('provider_money_call answered nothing');
  return row;
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
