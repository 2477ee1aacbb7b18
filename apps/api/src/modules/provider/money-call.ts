import { createHash } from 'node:crypto';
import { type Db, hashToken, houseAccountId } from '@haneul/db';
import type { TProviderAnswer } from '@haneul/contract';
import {
  callProviderWallet,
  type RoundPlayer,
  type WalletCall,
  type WalletOutcome,
} from './provider-transactions.queries.ts';
import { singleWalletCalls, type WalletCaller } from './wallet-batcher.ts';

/** A money call (bet, win, rollback) as its idempotency sees it. */
export type MoneyRequest = Pick<
  WalletCall,
  'kind' | 'transactionId' | 'roundId' | 'gameCode' | 'amount' | 'referenceTransactionId' | 'requestHash'
>;

/**
 * The canonical request: the action and its fields in a fixed order. The token is left out on
 * purpose: it is a credential, not transaction data, and a game server resuming a round from a new
 * window retries with a new token; the member it stands for is compared instead.
 */
export function requestHash(fields: readonly (string | number | boolean)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** What a bet, win or rollback service takes from its route. */
export interface MoneyCallInput<Body> {
  providerCode: string;
  body: Body;
  now: Date;
  onMoved?: (memberId: number) => void;
  /** How a call without round work reaches the database: the app's group commit, or alone. */
  walletCall?: WalletCaller;
}

export interface RunMoneyCallOptions {
  providerCode: string;
  token: string;
  now: Date;
  request: MoneyRequest;
  /** Work that commits with an OK answer this call decided (a win settling its round). */
  settle?: (tx: Db, player: RoundPlayer) => Promise<void>;
  /** Told after the commit when this call moved a member's money (the live stream's balance). */
  onMoved?: (memberId: number) => void;
  /** How a call without `settle` is decided: alone by default, or batched (wallet-batcher.ts). */
  walletCall?: WalletCaller;
}

/**
 * Answers a money call exactly once per (provider, transaction id) with one call of the database
 * function `provider_wallet_call`: it resolves the token's session, applies the session rules, then
 * claims the id, decides, posts and records the answer (or answers a replay, a mismatch or a
 * refused bet), all in one statement. Only a call with `settle` opens a transaction around it, so
 * that its extra writes commit with it; the others go through `walletCall`, which may commit them
 * together with other members' calls (group commit, wallet-batcher.ts).
 */
export async function runMoneyCall(db: Db, options: RunMoneyCallOptions): Promise<TProviderAnswer> {
  const { providerCode, now, request, settle, onMoved, walletCall = singleWalletCalls(db) } = options;
  const call: WalletCall = {
    ...request,
    providerCode,
    tokenHash: hashToken(options.token),
    houseAccountId: await houseAccountId(db, 'house_game', providerCode),
    createdAt: now,
  };
  const outcome = settle
    ? await db.transaction(async (tx) => {
        const decided = await callProviderWallet(tx, call);
        if (moved(decided)) await settle(tx, decided.player);
        return decided;
      })
    : await walletCall(call);
  if (onMoved && moved(outcome)) onMoved(outcome.player.memberId);
  return answerOf(outcome);
}

/** This call decided an OK answer for a member: its money moved (or a zero win ended the round). */
const moved = (outcome: WalletOutcome): outcome is WalletOutcome & { player: RoundPlayer } =>
  outcome.decided && outcome.status === 'OK' && outcome.player !== null;

const answerOf = ({ status, balance, transactionId }: WalletOutcome): TProviderAnswer =>
  transactionId === null ? { status, balance } : { status, balance, transactionId };
