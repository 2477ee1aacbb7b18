import { createHash } from 'node:crypto';
import { houseAccountId, memberAccountIds, type Db } from '@haneul/db';
import type { TProviderAnswer } from '@haneul/contract';
import { findProviderSession, type ProviderSession } from './provider-session.queries.ts';
import { callProviderMoney, type MoneyCall, type MoneyOutcome } from './provider-transactions.queries.ts';

/** A money call (bet, win, rollback) as its idempotency sees it. */
export type MoneyRequest = Pick<
  MoneyCall,
  'kind' | 'transactionId' | 'roundId' | 'gameCode' | 'amount' | 'referenceTransactionId' | 'requestHash'
>;

/** A session whose member has a cash account: what a decision works with. */
export type WalletSession = ProviderSession & { cashAccountId: number };

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
  /** What the session calls for instead of moving money (a game switched off...), or null. */
  refusal?: (session: WalletSession) => MoneyCall['refusal'];
  /** Work that commits with an OK answer this call decided (a win settling its round). */
  settle?: (tx: Db, session: WalletSession) => Promise<void>;
}

/**
 * Answers a money call exactly once per (provider, transaction id): the session lookup, then one
 * call of the database function `provider_money_call`, which claims the id, decides, posts and
 * records the answer (or answers a replay, a mismatch or a refused bet) in one statement. Only a
 * call with `settle` opens a transaction around it, so that its extra writes commit with it.
 */
export async function runMoneyCall(db: Db, options: RunMoneyCallOptions): Promise<TProviderAnswer> {
  const { providerCode, now, request, settle } = options;
  const found = await findProviderSession(db, options.token);
  if (!found || found.providerCode !== providerCode) return { status: 'INVALID_TOKEN', balance: 0 };
  const cashAccountId = found.cashAccountId ?? (await memberAccountIds(db, found.memberId, ['cash'])).cash;
  const session: WalletSession = { ...found, cashAccountId };
  const call: MoneyCall = {
    ...request,
    providerCode,
    memberId: session.memberId,
    cashAccountId,
    houseAccountId: await houseAccountId(db, 'house_game', providerCode),
    live: !options.liveSessionOnly || session.expiresAt > now,
    refusal: options.refusal?.(session) ?? null,
    createdAt: now,
  };
  if (!settle) return answerOf(await callProviderMoney(db, call));
  return db.transaction(async (tx) => {
    const outcome = await callProviderMoney(tx, call);
    if (outcome.decided && outcome.status === 'OK') await settle(tx, session);
    return answerOf(outcome);
  });
}

const answerOf = ({ status, balance, transactionId }: MoneyOutcome): TProviderAnswer =>
  transactionId === null ? { status, balance } : { status, balance, transactionId };
