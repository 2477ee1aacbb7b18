import { useReducer, useState } from 'react';
import { BACCARAT_STAKE_LIMITS, type TRoundView } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import type { GameSession } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import { slipReducer, slipTotal, type BetSpot } from './bet-slip.ts';
import { dealSequence, type DealStep } from './deal-sequence.ts';

/**
 * A coup from the deal button to the outcome: the stake leaves the balance at once, the server
 * answers the whole coup, and the cards are then turned one by one before the payout is shown.
 */
const CARD_MS = 700;

export type Dealt = NonNullable<TRoundView['baccarat']>;

export function useBaccaratDeal(session: GameSession, notify: (text: MessageKey) => void) {
  const { play } = useSound();
  const [slip, dispatch] = useReducer(slipReducer, { stakes: {}, last: null });
  const [steps, setSteps] = useState<DealStep[]>([]);
  const [result, setResult] = useState<Dealt | null>(null);
  const [dealing, setDealing] = useState(false);

  const place = (spot: BetSpot, chip: number) => {
    if (dealing) return;
    const { balance } = session;
    if (slipTotal(slip.stakes) + chip > balance) return notify('errors.insufficientFunds');
    if ((slip.stakes[spot] ?? 0) + chip > BACCARAT_STAKE_LIMITS.max) return notify('errors.tableLimit');
    if (result) {
      setResult(null);
      setSteps([]);
    }
    play('chip');
    dispatch({ type: 'place', spot, chip, balance });
  };

  const deal = async () => {
    const total = slipTotal(slip.stakes);
    if (dealing || total === 0) return;
    const { api, balance, hold, settle } = session;
    if (total > balance) return notify('errors.insufficientFunds');
    setDealing(true);
    setResult(null);
    setSteps([]);
    hold(balance - total);
    try {
      const answer = await api.deal(slip.stakes).catch((error: unknown) => {
        hold(null);
        notify(ERROR_TEXT[gameErrorCode(error)]);
        return null;
      });
      if (!answer) return;
      const coup = answer.round?.baccarat;
      if (answer.status !== 'OK' || !coup) {
        settle(answer);
        notify(answer.status === 'OK' ? 'errors.unexpected' : REFUSAL_TEXT[answer.status]);
        return;
      }
      const sequence = dealSequence(coup.coup);
      for (let i = 0; i < sequence.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, i === 0 ? 250 : CARD_MS));
        play('card');
        setSteps(sequence.slice(0, i + 1));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      dispatch({ type: 'dealt' });
      setResult(coup);
      if (coup.settlement.totalPayout > 0)
        play(coup.settlement.totalPayout > coup.settlement.totalStake ? 'win' : 'click');
      settle(answer);
    } finally {
      setDealing(false);
    }
  };

  return {
    stakes: slip.stakes,
    total: slipTotal(slip.stakes),
    canRebet: slip.last !== null && Object.keys(slip.stakes).length === 0,
    steps,
    result,
    dealing,
    place,
    deal: () => void deal(),
    clear: () => dispatch({ type: 'clear' }),
    rebet: () => {
      setResult(null);
      setSteps([]);
      dispatch({ type: 'rebet', balance: session.balance });
    },
  };
}
