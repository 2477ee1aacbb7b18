import type { GamesDb } from '../../db/client.ts';
import type { TTransferMoveKind } from '../../db/schema.ts';
import {
  findRollbackOf,
  findTransferMove,
  lockTransferWallet,
  recordTransferMove,
  type TransferMove,
} from './transfer-wallet.queries.ts';

/** What a move answers: the wallet protocol's and the transfer API's statuses share these. */
export type TMoveStatus = 'OK' | 'INSUFFICIENT_FUNDS' | 'DUPLICATE_MISMATCH' | 'TRANSACTION_ROLLED_BACK';

export interface MoveRequest {
  /** The caller's id for the move: `transfer:<id>` or a round's transaction id. */
  id: string;
  playerId: string;
  kind: TTransferMoveKind;
  /** What the caller asked to move (a rollback: 0; it refunds what its bet took). */
  amount: number;
  /** The bet a rollback names. */
  reference?: string;
}

export interface MoveAnswer {
  status: TMoveStatus;
  balance: number;
  /** The move's id, as the wallet protocol's own reference. */
  transactionId: string;
}

const sameRequest = (move: TransferMove, request: MoveRequest) =>
  move.playerId === request.playerId &&
  move.kind === request.kind &&
  move.requested === request.amount &&
  move.reference === (request.reference ?? null);

/**
 * Moves a player's transfer wallet once per id, in one transaction under the wallet's lock: a
 * replay answers what the first call recorded (a refusal included), the same id with other data
 * answers DUPLICATE_MISMATCH, a withdrawal or bet above the balance INSUFFICIENT_FUNDS, a bet whose
 * rollback came first TRANSACTION_ROLLED_BACK; a rollback refunds what its bet took (nothing when
 * the bet never landed, which it then never can).
 */
export function moveTransferWallet(db: GamesDb, request: MoveRequest): Promise<MoveAnswer> {
  return db.transaction(async (tx) => {
    const balance = await lockTransferWallet(tx, request.playerId);
    const answered = (status: TMoveStatus, balanceAfter: number): MoveAnswer => ({
      status,
      balance: balanceAfter,
      transactionId: request.id,
    });
    const earlier = await findTransferMove(tx, request.id);
    if (earlier) {
      return sameRequest(earlier, request)
        ? answered(earlier.status as TMoveStatus, earlier.balanceAfter)
        : answered('DUPLICATE_MISMATCH', balance);
    }
    const { status, amount } = await decideMove(tx, request, balance);
    await recordTransferMove(tx, {
      id: request.id,
      playerId: request.playerId,
      kind: request.kind,
      requested: request.amount,
      amount,
      reference: request.reference ?? null,
      status,
      balanceAfter: balance + amount,
    });
    return answered(status, balance + amount);
  });
}

/** The move's status and signed amount against the locked balance. */
async function decideMove(
  tx: GamesDb,
  request: MoveRequest,
  balance: number,
): Promise<{ status: TMoveStatus; amount: number }> {
  switch (request.kind) {
    case 'deposit':
    case 'win':
      return { status: 'OK', amount: request.amount };
    case 'withdraw':
      return request.amount > balance
        ? { status: 'INSUFFICIENT_FUNDS', amount: 0 }
        : { status: 'OK', amount: -request.amount };
    case 'bet':
      if (await findRollbackOf(tx, request.id)) return { status: 'TRANSACTION_ROLLED_BACK', amount: 0 };
      return request.amount > balance
        ? { status: 'INSUFFICIENT_FUNDS', amount: 0 }
        : { status: 'OK', amount: -request.amount };
    case 'rollback': {
      const bet = request.reference === undefined ? undefined : await findTransferMove(tx, request.reference);
      const took = bet?.kind === 'bet' && bet.playerId === request.playerId ? -bet.amount : 0;
      return { status: 'OK', amount: took };
    }
  }
}
