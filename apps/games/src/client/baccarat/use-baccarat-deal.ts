import { useEffect, useRef, useState } from 'react';
import { BACCARAT_STAKE_LIMITS, type TRoundView } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import type { GameSession } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import { useStakeSlip } from '../table/use-stake-slip.ts';
import type { BaccaratVariant } from './baccarat-variant.ts';
import { dealSequence, revealStages, type DealStep } from './deal-sequence.ts';

export type Dealt = NonNullable<TRoundView['baccarat']>;
export type BetSpot = keyof Dealt['bets'];

const spotMax = () => BACCARAT_STAKE_LIMITS.max;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A coup from the deal button to the outcome: the stake leaves the balance at once, the server
 * answers the whole coup, and the cards are then laid one by one at the table's pace. A squeeze
 * table lays them face down and waits, stage by stage, until the player has opened them all. The
 * payout lands on the balance when the result is shown.
 */
export function useBaccaratDeal(
  session: GameSession,
  notify: (text: MessageKey) => void,
  variant: BaccaratVariant,
) {
  const { play } = useSound();
  const slip = useStakeSlip({ balance: session.balance, max: spotMax, notify });
  const [steps, setSteps] = useState<DealStep[]>([]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<Dealt | null>(null);
  const [dealing, setDealing] = useState(false);
  /** Speed tables: bets are open from the first chip of a hand until the deal. */
  const [bettingOpen, setBettingOpen] = useState(false);
  /** Resolves the squeeze stage being waited on, once all its cards lie open. */
  const stageOpened = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (stageOpened.current && steps.length > 0 && steps.every((_, position) => open.has(position))) {
      stageOpened.current();
      stageOpened.current = null;
    }
  }, [steps, open]);

  /** A new slip starts on a cleared table: the last coup's cards and payouts go. */
  const clearTable = () => {
    setResult(null);
    setSteps([]);
    setOpen(new Set());
  };

  const turn = (positions: readonly number[]) => setOpen((shown) => new Set([...shown, ...positions]));

  const place = (spot: BetSpot, chip: number) => {
    if (dealing || !slip.place(spot, chip)) return;
    clearTable();
    if (variant.bettingWindowMs !== null) setBettingOpen(true);
    play('chip');
  };

  /** Lays the coup's cards at the table's pace; on a squeeze table, waits for each stage to be opened. */
  const layCards = async (sequence: DealStep[]) => {
    for (const stage of revealStages(sequence)) {
      for (const position of stage) {
        await pause(position === 0 ? 250 : variant.cardMs);
        play('card');
        setSteps(sequence.slice(0, position + 1));
        if (!variant.squeeze) turn([position]);
      }
      if (variant.squeeze) await new Promise<void>((resolve) => (stageOpened.current = resolve));
    }
  };

  const deal = async () => {
    const { total } = slip;
    setBettingOpen(false);
    if (dealing || total === 0) return;
    const { api, balance, hold, settle } = session;
    if (total > balance) return notify('errors.insufficientFunds');
    setDealing(true);
    clearTable();
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
      await layCards(dealSequence(coup.coup));
      await pause(variant.resultMs);
      slip.played();
      setResult(coup);
      if (coup.settlement.totalPayout > 0)
        play(coup.settlement.totalPayout > coup.settlement.totalStake ? 'win' : 'click');
      settle(answer);
    } finally {
      setDealing(false);
    }
  };

  const closed = steps.flatMap((_, position) => (open.has(position) ? [] : [position]));
  return {
    slip,
    steps,
    open,
    result,
    busy: dealing,
    /** Speed tables: the betting window runs (from the first chip until the deal or a cleared felt). */
    bettingOpen: bettingOpen && slip.total > 0 && !dealing,
    place,
    play: () => void deal(),
    double: slip.double,
    rebet: () => {
      clearTable();
      slip.rebet();
      if (variant.bettingWindowMs !== null) setBettingOpen(true);
    },
    /** Squeeze tables: opens one card lying face down. */
    openCard: (position: number) => {
      play('card');
      turn([position]);
    },
    /** Squeeze tables: the cards still face down, which "open all" turns at once. */
    closed,
    openAll: () => turn(closed),
  };
}
