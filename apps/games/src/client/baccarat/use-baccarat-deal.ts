import { useState } from 'react';
import { BACCARAT_STAKE_LIMITS, type TRoundView } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import type { GameSession } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import { useStakeSlip } from '../table/use-stake-slip.ts';
import { dealSequence, type DealStep } from './deal-sequence.ts';

/**
 * A coup from the deal button to the outcome: the stake leaves the balance at once, the server
 * answers the whole coup, and the cards are then turned one by one before the payout is shown.
 */
const CARD_MS = 700;

export type Dealt = NonNullable<TRoundView['baccarat']>;
export type BetSpot = keyof Dealt['bets'];

const spotMax = () => BACCARAT_STAKE_LIMITS.max;

export function useBaccaratDeal(session: GameSession, notify: (text: MessageKey) => void) {
  const { play } = useSound();
  const slip = useStakeSlip({ balance: session.balance, max: spotMax, notify });
  const [steps, setSteps] = useState<DealStep[]>([]);
  const [result, setResult] = useState<Dealt | null>(null);
  const [dealing, setDealing] = useState(false);

  /** A new slip starts on a cleared table: the last coup's cards and payouts go. */
  const clearTable = () => {
    setResult(null);
    setSteps([]);
  };

  const place = (spot: BetSpot, chip: number) => {
    if (dealing || !slip.place(spot, chip)) return;
    clearTable();
    play('chip');
  };

  const deal = async () => {
    const { total } = slip;
    if (dealing || total === 0) return;
    const { api, balance, hold, settle } = session;
    if (total > balance) return notify('errors.insufficientFunds');
    setDealing(true);
    setResult(null);
    setSteps([]);
    hold(balance - total);
    try {
      const answer = await api.deal(slip.stakes as Dealt['bets']).catch((error: unknown) => {
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
      slip.played();
      setResult(coup);
      if (coup.settlement.totalPayout > 0)
        play(coup.settlement.totalPayout > coup.settlement.totalStake ? 'win' : 'click');
      settle(answer);
    } finally {
      setDealing(false);
    }
  };

  return {
    slip,
    steps,
    result,
    dealing,
    place,
    deal: () => void deal(),
    rebet: () => {
      clearTable();
      slip.rebet();
    },
  };
}
