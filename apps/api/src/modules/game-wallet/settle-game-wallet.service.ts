import { memberId as toMemberId, settleGameWallet, won, type Db } from '@haneul/db';
import {
  insertGameTransfer,
  lockGameAccount,
  readGameAccount,
  transferMark,
} from './game-transfers.queries.ts';
import { TransferUnavailableError, type TransferClient, type TransferProvider } from './transfer-client.ts';

/** The member as a transfer-wallet provider knows them: the wallet protocol's `playerId`. */
export const playerIdOf = (memberId: number): string => String(memberId);

export interface SettleOptions {
  memberId: number;
  provider: TransferProvider;
  now: Date;
}

/**
 * Brings the member's game account at a transfer-wallet provider to the balance the provider
 * reports, the difference (what the member's play there won or lost) against the provider's
 * `house_game`, recorded as a `settle` transfer with its entry. Answers the member's game money,
 * whether the provider answered (when it did not, the ledger's figure stands) and whether a
 * settlement was written (the member's balances moved: the caller tells the live events).
 *
 * The provider is asked outside any transaction; the settlement is written only if no transfer
 * in or out began or finished in between (the latest transfer id and the pending flag read before
 * and again under the game account's lock), so a figure taken before a transfer landed is never
 * applied after it. A pending transfer skips the settlement: whether the provider's figure includes
 * it is not known until it is answered.
 */
export async function settleWithProvider(
  db: Db,
  transfers: TransferClient,
  { memberId, provider, now }: SettleOptions,
): Promise<{ gameMoney: number; answered: boolean; settled: boolean }> {
  const before = await transferMark(db, memberId, provider.code);
  let reported: number;
  try {
    reported = (await transfers.balance(provider, { playerId: playerIdOf(memberId) })).balance;
  } catch (error) {
    if (!(error instanceof TransferUnavailableError)) throw error;
    return { gameMoney: await readGameAccount(db, memberId, provider.code), answered: false, settled: false };
  }
  const { gameMoney, settled } = await db.transaction(async (tx) => {
    const balance = await lockGameAccount(tx, memberId, provider.code);
    const after = await transferMark(tx, memberId, provider.code);
    const unchanged = { gameMoney: balance, settled: false };
    if (before.pending || after.pending || after.lastId !== before.lastId) return unchanged;
    const amount = reported - balance;
    if (amount === 0) return unchanged;
    const settlement = await insertGameTransfer(tx, {
      memberId,
      providerCode: provider.code,
      direction: 'settle',
      amount,
      state: 'done',
      now,
    });
    await settleGameWallet(tx, {
      memberId: toMemberId(memberId),
      providerCode: provider.code,
      transferId: settlement.id,
      amount: won(amount),
    });
    return { gameMoney: reported, settled: true };
  });
  return { gameMoney, answered: true, settled };
}
