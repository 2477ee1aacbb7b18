import type { Db } from '../../client.ts';
import { houseAccountId, memberAccountId } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import type { MemberId, Won } from '../units.ts';

/**
 * Money at a transfer-wallet provider. Each movement is keyed by its `game_transfers` row
 * (`game_transfer:<id>`), so a transfer moves money once however often it is retried, and the
 * reconciliation ties every row to the entries its state calls for.
 */
interface GameTransferMove {
  memberId: MemberId;
  providerCode: string;
  /** The `game_transfers` row this entry belongs to. */
  transferId: number;
  amount: Won;
}

export const gameTransferKey = (transferId: number): string => `game_transfer:${transferId}`;
export const gameTransferReversalKey = (transferId: number): string => `game_transfer:${transferId}:reversal`;

async function moveBetweenCashAndGame(
  db: Db,
  { memberId, providerCode, amount }: GameTransferMove,
  entry: { kind: 'transfer_in' | 'transfer_out'; idempotencyKey: string },
): Promise<void> {
  const cash = await memberAccountId(db, memberId, 'cash');
  const game = await memberAccountId(db, memberId, 'game', providerCode);
  const toGame = entry.kind === 'transfer_in' ? amount : -amount;
  await postEntry(db, {
    ...entry,
    memberId,
    postings: [
      { accountId: cash, amount: -toGame },
      { accountId: game, amount: toGame },
    ],
  });
}

/** Cash moved into the member's game wallet at a transfer-wallet provider (`transfer_in`). */
export function transferToGameWallet(db: Db, move: GameTransferMove): Promise<void> {
  return moveBetweenCashAndGame(db, move, {
    kind: 'transfer_in',
    idempotencyKey: gameTransferKey(move.transferId),
  });
}

/** A withdrawal the provider paid: the game wallet's money back to cash (`transfer_out`). */
export function transferFromGameWallet(db: Db, move: GameTransferMove): Promise<void> {
  return moveBetweenCashAndGame(db, move, {
    kind: 'transfer_out',
    idempotencyKey: gameTransferKey(move.transferId),
  });
}

/** A deposit the provider refused: its `transfer_in` undone, game back to cash (`transfer_out`). */
export function reverseGameTransfer(db: Db, move: GameTransferMove): Promise<void> {
  return moveBetweenCashAndGame(db, move, {
    kind: 'transfer_out',
    idempotencyKey: gameTransferReversalKey(move.transferId),
  });
}

/**
 * Play at the provider, brought into the ledger: the member's game account moves by `amount`
 * (signed: what the provider's balance gained or lost since the last settlement) against the
 * provider's `house_game`, as seamless bets and wins do (`game_settle`).
 */
export async function settleGameWallet(db: Db, move: GameTransferMove): Promise<void> {
  const { memberId, providerCode, transferId, amount } = move;
  const game = await memberAccountId(db, memberId, 'game', providerCode);
  const house = await houseAccountId(db, 'house_game', providerCode);
  await postEntry(db, {
    kind: 'game_settle',
    memberId,
    idempotencyKey: gameTransferKey(transferId),
    postings: [
      { accountId: game, amount },
      { accountId: house, amount: -amount },
    ],
  });
}
