import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { preparedFor, providerTransactions, type Db } from '@haneul/db';
import type { TProviderStatus } from '@haneul/contract';

/** A money call as `provider_wallet_call` (migration 0009) takes it. */
export interface WalletCall {
  kind: 'bet' | 'win' | 'rollback';
  providerCode: string;
  /** The game session's token, hashed as the session table keeps it. */
  tokenHash: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
  referenceTransactionId: string | null;
  /** SHA-256 of the canonical fields (`requestHash`): a replay must match it. */
  requestHash: string;
  houseAccountId: number;
  createdAt: Date;
}

/** Who played a round and where: what settling its comp and commission needs. */
export interface RoundPlayer {
  memberId: number;
  level: number;
  /** The game's catalogue entry: casino games first, as open-game resolves them; null when gone. */
  gameType: 'casino' | 'slot' | null;
}

/**
 * The answer; whether this call decided it (claimed the id) rather than replaying one; and the
 * session's player, null when the token named no session of the provider.
 */
export interface WalletOutcome {
  status: TProviderStatus;
  balance: number;
  transactionId: string | null;
  decided: boolean;
  player: RoundPlayer | null;
}

/**
 * Resolves the session, then claims the id, decides, posts and records the answer in one statement
 * (so one round trip, and its own transaction unless `db` is one). Concurrent copies of a call wait
 * on the claim inside the database and answer what the first recorded. Prepared: every bet runs it.
 */
export async function callProviderWallet(db: Db, call: WalletCall): Promise<WalletOutcome> {
  const [row] = await preparedFor(db, 'provider_wallet_call', (handle) =>
    handle
      .select({
        status: sql<TProviderStatus>`answer_status`,
        balance: sql<number>`answer_balance`.mapWith(Number),
        transactionId: sql<string | null>`answer_reference`,
        decided: sql<boolean>`decided`,
        memberId: sql<number | null>`member_id`.mapWith(Number),
        level: sql<number | null>`member_level`,
        gameType: sql<RoundPlayer['gameType']>`game_type`,
      })
      .from(
        sql`provider_wallet_call(${sql.placeholder('kind')}, ${sql.placeholder('providerCode')},
          ${sql.placeholder('tokenHash')}, ${sql.placeholder('transactionId')}, ${sql.placeholder('roundId')},
          ${sql.placeholder('gameCode')}, ${sql.placeholder('amount')}, ${sql.placeholder('referenceTransactionId')},
          ${sql.placeholder('requestHash')}, ${sql.placeholder('houseAccountId')},
          ${sql.placeholder('createdAt')}::timestamptz)`,
      )
      .prepare('provider_wallet_call'),
  ).execute({ ...call, createdAt: call.createdAt.toISOString() });
  if (!row) throw new Error('provider_wallet_call answered nothing');
  const { memberId, level, gameType, ...answer } = row;
  const player = memberId === null || level === null ? null : { memberId, level, gameType };
  return { ...answer, player };
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
