import type { Db } from '@haneul/db';
import {
  callProviderWallet,
  callProviderWallets,
  type WalletCall,
  type WalletOutcome,
} from './provider-transactions.queries.ts';

/** Decides one wallet money call, in a transaction of its own or with others'. */
export type WalletCaller = (call: WalletCall) => Promise<WalletOutcome>;

/** Each call in its own statement and commit: the wallet without group commit. */
export const singleWalletCalls =
  (db: Db): WalletCaller =>
  (call) =>
    callProviderWallet(db, call);

interface Waiting {
  call: WalletCall;
  resolve: (outcome: WalletOutcome) => void;
  reject: (error: unknown) => void;
}

export interface WalletBatcherOptions {
  /** Batches in the database at once; the calls that arrive meanwhile form the next one. */
  maxInFlight?: number;
  /** The most calls one statement carries. */
  maxBatch?: number;
}

/**
 * Group commit for wallet money calls, without a timer: a call that finds a free slot goes at once
 * (alone, in its own statement, as without batching), and the calls that arrive while every slot
 * is busy wait and go together as the next batch, in one statement and one commit
 * (`provider_wallet_calls`). The batch is whatever arrived while the previous one was in flight,
 * so a lone call is never delayed and a busy wallet commits many calls at a time.
 *
 * No call is answered before the commit that holds it. A batch that fails (one call raising
 * aborts it, and nothing of it commits) is rerun call by call, so a call fails only for its own
 * error; rerunning is safe either way, since every call is idempotent on its transaction id.
 */
export function createWalletBatcher(db: Db, { maxInFlight = 2, maxBatch = 256 }: WalletBatcherOptions = {}) {
  const waiting: Waiting[] = [];
  let inFlight = 0;

  /** Each call's outcome or error, to hand over once the batch's slot is free again. */
  type Delivery = () => void;
  const deliverAll =
    (batch: Waiting[], results: PromiseSettledResult<WalletOutcome>[]): Delivery =>
    () =>
      batch.forEach((entry, i) => {
        const result = results[i];
        if (result?.status === 'fulfilled') entry.resolve(result.value);
        else entry.reject(result?.reason);
      });
  const oneByOne = async (batch: Waiting[]) =>
    deliverAll(batch, await Promise.allSettled(batch.map((entry) => callProviderWallet(db, entry.call))));

  async function decide(batch: Waiting[]): Promise<Delivery> {
    if (batch.length === 1) return oneByOne(batch);
    let outcomes: WalletOutcome[];
    try {
      outcomes = await callProviderWallets(
        db,
        batch.map((entry) => entry.call),
      );
    } catch {
      return oneByOne(batch);
    }
    return deliverAll(
      batch,
      outcomes.map((value) => ({ status: 'fulfilled', value })),
    );
  }

  function pump(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      inFlight += 1;
      // The slot is freed before the answers go out, so a call made on hearing one finds it free.
      void decide(waiting.splice(0, maxBatch)).then((deliver) => {
        inFlight -= 1;
        pump();
        deliver();
      });
    }
  }

  const caller: WalletCaller = (call) =>
    new Promise((resolve, reject) => {
      waiting.push({ call, resolve, reject });
      pump();
    });
  return caller;
}
