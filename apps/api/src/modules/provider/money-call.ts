import { createHash } from 'node:crypto';
import { memberAccountIds, type Db } from '@haneul/db';
import type { TProviderAnswer, TProviderStatus } from '@haneul/contract';
import { findProviderSession, type ProviderSession } from './provider-session.queries.ts';
import {
  accountBalance,
  claimProviderTransaction,
  findProviderTransaction,
  lockProviderTransaction,
  recordProviderAnswer,
  type ProviderTransaction,
} from './provider-transactions.queries.ts';

/** A money call (bet, win, rollback) as its idempotency sees it. */
export interface MoneyRequest {
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
  referenceTransactionId: string | null;
  /** SHA-256 of the canonical fields (`requestHash`): a replay must match it. */
  requestHash: string;
}

/** A session whose member has a cash account: what a decision works with. */
export type WalletSession = ProviderSession & { cashAccountId: number };

/** What a call decided: its status, the cash after it, and what moved. */
export interface Decision {
  status: TProviderStatus;
  balance: number;
  entryId?: number | null;
  amount?: number;
}

/**
 * The canonical request: the action and its fields in a fixed order. The token is left out on
 * purpose: it is a credential, not transaction data, and a game server resuming a round from a new
 * window retries with a new token; the member it stands for is compared instead.
 */
export function requestHash(fields: readonly (string | number | boolean)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export interface RunMoneyCallOptions {
  providerCode: string;
  token: string;
  now: Date;
  /** Bets need a live session; wins and rollbacks settle with an expired one. */
  liveSessionOnly: boolean;
  request: MoneyRequest;
  /** Runs once per transaction id, inside the transaction that records its answer. */
  decide: (tx: Db, session: WalletSession) => Promise<Decision>;
}

/**
 * Answers a money call exactly once per (provider, transaction id). A replay is answered from the
 * stored row without a transaction. Otherwise the id is claimed (unique key) and decided in one
 * transaction with its ledger entry; concurrent deliveries wait on the claim and then answer what
 * the first one recorded.
 */
export async function runMoneyCall(db: Db, options: RunMoneyCallOptions): Promise<TProviderAnswer> {
  const { providerCode, token, now, request } = options;
  const [found, existing] = await Promise.all([
    findProviderSession(db, token),
    findProviderTransaction(db, providerCode, request.transactionId),
  ]);
  if (!found || found.providerCode !== providerCode) return { status: 'INVALID_TOKEN', balance: 0 };
  if (existing && existing.requestHash !== null) {
    return replayOrMismatch(existing, request, found.memberId, found.cash);
  }
  if (options.liveSessionOnly && found.expiresAt <= now) return { status: 'INVALID_TOKEN', balance: 0 };
  const cashAccountId = found.cashAccountId ?? (await memberAccountIds(db, found.memberId, ['cash'])).cash;
  const session: WalletSession = { ...found, cashAccountId };

  return db.transaction(async (tx) => {
    const id = await claimProviderTransaction(tx, {
      providerCode,
      transactionId: request.transactionId,
      kind: request.kind,
      memberId: session.memberId,
      roundId: request.roundId,
      gameCode: request.gameCode,
      amount: request.amount,
      referenceTransactionId: request.referenceTransactionId,
      requestHash: request.requestHash,
      createdAt: now,
    });
    if (id === null) return answerHeld(tx, providerCode, request, session);
    const decision = await options.decide(tx, session);
    const answer = { status: decision.status, balance: decision.balance, transactionId: String(id) };
    await recordProviderAnswer(tx, id, {
      answer,
      entryId: decision.entryId ?? null,
      amount: decision.amount ?? request.amount,
    });
    return answer;
  });
}

/** The first answer again when the data matches; DUPLICATE_MISMATCH (nothing stored) when not. */
function replayOrMismatch(
  row: ProviderTransaction,
  request: MoneyRequest,
  memberId: number,
  balance: number,
): TProviderAnswer {
  if (row.requestHash === request.requestHash && row.memberId === memberId && row.answer) {
    const { status, balance: answered, transactionId } = row.answer;
    return { status: status as TProviderStatus, balance: answered, transactionId };
  }
  return { status: 'DUPLICATE_MISMATCH', balance };
}

/**
 * The id is already held: by a call that committed while we waited, or by the marker a rollback
 * left for a bet it never saw. That bet now arrives and is refused, and its answer is recorded like
 * any other so that its replays get the same.
 */
async function answerHeld(
  tx: Db,
  providerCode: string,
  request: MoneyRequest,
  session: WalletSession,
): Promise<TProviderAnswer> {
  const row = await lockProviderTransaction(tx, providerCode, request.transactionId);
  if (!row) throw new Error('provider transaction claimed but not found');
  const balance = await accountBalance(tx, session.cashAccountId);
  if (row.requestHash !== null) return replayOrMismatch(row, request, session.memberId, balance);
  if (request.kind !== 'bet') return { status: 'DUPLICATE_MISMATCH', balance };
  const answer = { status: 'TRANSACTION_ROLLED_BACK' as const, balance, transactionId: String(row.id) };
  await recordProviderAnswer(tx, row.id, {
    answer,
    requestHash: request.requestHash,
    amount: request.amount,
    gameCode: request.gameCode,
  });
  return answer;
}
