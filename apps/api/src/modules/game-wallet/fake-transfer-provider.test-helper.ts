import type { TTransferAnswer, TTransferMoveBody } from '@haneul/contract';
import { TransferUnavailableError, type TransferClient } from './transfer-client.ts';

/**
 * A transfer-wallet provider in memory, as the transfer API specifies it: balances per player,
 * each transfer id moved once (a replay answers its first answer). `down` makes every call go
 * unanswered; `loseAnswers` applies a move and then loses its answer; `refuseDeposits` refuses them.
 */
export function createFakeTransferProvider() {
  const balances = new Map<string, number>();
  const moves = new Map<string, { body: TTransferMoveBody; answer: TTransferAnswer }>();
  const calls: { action: string; transferId?: string }[] = [];
  const state = { down: false, loseAnswers: false, refuseDeposits: false };
  const balanceOf = (playerId: string) => balances.get(playerId) ?? 0;

  const move = (action: 'deposit' | 'withdraw', body: TTransferMoveBody): TTransferAnswer => {
    calls.push({ action, transferId: body.transferId });
    if (state.down) throw new TransferUnavailableError(action);
    const earlier = moves.get(body.transferId);
    if (earlier) {
      const same = JSON.stringify(earlier.body) === JSON.stringify(body);
      return same ? earlier.answer : { status: 'DUPLICATE_MISMATCH', balance: balanceOf(body.playerId) };
    }
    const before = balanceOf(body.playerId);
    let answer: TTransferAnswer;
    if (action === 'deposit' && state.refuseDeposits) answer = { status: 'INVALID_REQUEST', balance: before };
    else if (action === 'withdraw' && body.amount > before)
      answer = { status: 'INSUFFICIENT_FUNDS', balance: before };
    else {
      const after = before + (action === 'deposit' ? body.amount : -body.amount);
      balances.set(body.playerId, after);
      answer = { status: 'OK', balance: after };
    }
    moves.set(body.transferId, { body, answer });
    if (state.loseAnswers) throw new TransferUnavailableError(action);
    return answer;
  };

  const client: TransferClient = {
    deposit: async (_provider, body) => move('deposit', body),
    withdraw: async (_provider, body) => move('withdraw', body),
    balance: async (_provider, body) => {
      calls.push({ action: 'balance' });
      if (state.down) throw new TransferUnavailableError('balance');
      return { status: 'OK', balance: balanceOf(body.playerId) };
    },
  };
  return {
    client,
    state,
    calls,
    balanceOf,
    /** A round played at the provider: the player's balance moves by `delta`. */
    play: (playerId: string, delta: number) => balances.set(playerId, balanceOf(playerId) + delta),
  };
}
