import { useReducer } from 'react';
import type { MessageKey } from '../i18n/translate.ts';
import { EMPTY_SLIP, placeProblem, slipReducer, slipTotal, type SpotMax } from './stake-slip.ts';

const PROBLEM_TEXT: Record<'funds' | 'limit', MessageKey> = {
  funds: 'errors.insufficientFunds',
  limit: 'errors.tableLimit',
};

/**
 * A table's slip in React: the reducer, with a refused chip, rebet or double told to the player
 * (the balance does not cover it, or a spot would pass its limit) instead of silently ignored.
 */
export function useStakeSlip({
  balance,
  max,
  notify,
}: {
  balance: number;
  max: SpotMax;
  notify: (text: MessageKey) => void;
}) {
  const [slip, dispatch] = useReducer(slipReducer, EMPTY_SLIP);
  const total = slipTotal(slip.stakes);
  return {
    stakes: slip.stakes,
    total,
    canUndo: slip.undo.length > 0,
    canRebet: slip.last !== null && total === 0,
    canDouble: total > 0,
    /** Adds a chip to a spot; false (and the player told why) when it cannot go there. */
    place(spot: string, chip: number): boolean {
      const problem = placeProblem(slip.stakes, { spot, chip, balance, max });
      if (problem) {
        notify(PROBLEM_TEXT[problem]);
        return false;
      }
      dispatch({ type: 'place', spot, chip, balance, max });
      return true;
    },
    undo: () => dispatch({ type: 'undo' }),
    clear: () => dispatch({ type: 'clear' }),
    rebet() {
      if (slip.last && slipTotal(slip.last) > balance) return notify('errors.insufficientFunds');
      dispatch({ type: 'rebet', balance });
    },
    double() {
      if (total * 2 > balance) return notify('errors.insufficientFunds');
      if (Object.entries(slip.stakes).some(([spot, stake]) => stake * 2 > max(spot)))
        return notify('errors.tableLimit');
      dispatch({ type: 'double', balance, max });
    },
    /** The round was played: the slip empties and becomes the one rebet lays again. */
    played: () => dispatch({ type: 'played' }),
  };
}

export type StakeSlipControls = ReturnType<typeof useStakeSlip>;
