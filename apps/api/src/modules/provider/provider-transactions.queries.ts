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

/** The answer columns both wallet functions return. */
const answerColumns = () => ({
  status: sql<TProviderStatus>`answer_status`,
  balance: sql<number>`answer_balance`.mapWith(Number),
  transactionId: sql<string | null>`answer_reference`,
  decided: sql<boolean>`decided`,
  memberId: sql<number | null>`member_id`.mapWith(Number),
  level: sql<number | null>`member_level`,
  gameType: sql<RoundPlayer['gameType']>`game_type`,
});

/**
 * Resolves the session, then claims the id, decides, posts and records the answer in one statement
 * (so one round trip, and its own transaction unless `db` is one). Concurrent copies of a call wait
 * on the claim inside the database and answer what the first recorded. Prepared: every bet runs it.
 */
export async function callProviderWallet(db: Db, call: WalletCall): Promise<WalletOutcome> {
  const [row] = await preparedFor(db, 'provider_wallet_call', (handle) =>
    handle
      .select(answerColumns())
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
  return outcomeOf(row);
}

/** One answer row of the wallet functions, as a call's outcome. */
interface OutcomeRow {
  status: TProviderStatus;
  balance: number;
  transactionId: string | null;
  decided: boolean;
  memberId: number | null;
  level: number | null;
  gameType: RoundPlayer['gameType'];
}

function outcomeOf({ memberId, level, gameType, ...answer }: OutcomeRow): WalletOutcome {
  const player = memberId === null || level === null ? null : { memberId, level, gameType };
  return { ...answer, player };
}

/**
 * Several calls in one statement, so in one round trip and one commit (`provider_wallet_calls`):
 * each decided as `callProviderWallet` would decide it alone, in the order given. If any call
 * raises, none of them committed and the error is thrown.
 */
export async function callProviderWallets(db: Db, calls: readonly WalletCall[]): Promise<WalletOutcome[]> {
  const column = <K extends keyof WalletCall>(key: K) => calls.map((call) => call[key]);
  const rows = await preparedFor(db, 'provider_wallet_calls', (handle) =>
    handle
      .select({ index: sql<number>`call_index`, ...answerColumns() })
      .from(
        sql`provider_wallet_calls(${sql.placeholder('kinds')}::text[], ${sql.placeholder('providerCodes')}::text[],
          ${sql.placeholder('tokenHashes')}::text[], ${sql.placeholder('transactionIds')}::text[],
          ${sql.placeholder('roundIds')}::text[], ${sql.placeholder('gameCodes')}::text[],
          ${sql.placeholder('amounts')}::bigint[], ${sql.placeholder('referenceTransactionIds')}::text[],
          ${sql.placeholder('requestHashes')}::text[], ${sql.placeholder('houseAccountIds')}::bigint[],
          ${sql.placeholder('createdAts')}::timestamptz[])`,
      )
      .prepare('provider_wallet_calls'),
  ).execute({
    kinds: column('kind'),
    providerCodes: column('providerCode'),
    tokenHashes: column('tokenHash'),
    transactionIds: column('transactionId'),
    roundIds: column('roundId'),
    gameCodes: column('gameCode'),
    amounts: column('amount'),
    referenceTransactionIds: column('referenceTransactionId'),
    requestHashes: column('requestHash'),
    houseAccountIds: column('houseAccountId'),
    createdAts: calls.map((call) => call.createdAt.toISOString()),
  });
  // The function answers one row per call, in the order given.
  if (rows.length !== calls.length || rows.some((row, i) => row.index !== i + 1)) {
    throw new Error(`provider_wallet_calls answered ${rows.length} rows for ${calls.length} calls`);
  }
  return rows.map(({ index: _index, ...row }) => outcomeOf(row));
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
