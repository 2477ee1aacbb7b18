import { useState } from 'react';
import type { TBlackjackAction, TRoundView } from '../../protocol/round-api.ts';
import { BLACKJACK_STAKE_LIMITS } from '../../protocol/table-limits.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import type { GameSession, SettledAnswer } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import { useStakeSlip } from '../table/use-stake-slip.ts';
import { dealFrames } from './deal-frames.ts';
import { extraStake } from './extra-stake.ts';
import { useDealtFelt } from './use-dealt-felt.ts';

/** The one betting box of the table: the slip's only spot. */
const BOX = 'box';
const boxMax = () => BLACKJACK_STAKE_LIMITS.max;

/**
 * A hand from the first chip to the payout. The first stake leaves the shown balance at the deal,
 * each extra stake (double, split, insurance) the moment its button is pressed; the server answers
 * every step with the hand as it now stands, and the new cards are laid one by one before the next
 * decision is offered. A refused extra stake puts the balance back as the wallet tells it and
 * leaves the hand as it was. When the hand is over its round joins the history and the balance
 * settles. A hand still in play when the window opened is on the felt from the start.
 */
export function useBlackjackHand(session: GameSession, notify: (text: MessageKey) => void) {
  const { play: sound } = useSound();
  const slip = useStakeSlip({ balance: session.balance, max: boxMax, notify });
  const [round, setRound] = useState<TRoundView | null>(session.inPlay);
  const felt = useDealtFelt(session.inPlay?.blackjack?.view ?? null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<TBlackjackAction | null>(null);
  const view = round?.blackjack?.view ?? null;
  const deciding = view !== null && view.phase !== 'settled';

  const show = (shown: TRoundView | null) => {
    setRound(shown);
    felt.show(shown?.blackjack?.view ?? null);
  };

  const finish = (answer: SettledAnswer) => {
    const settlement = answer.round?.blackjack?.view.settlement;
    if (settlement && settlement.totalPayout > 0)
      sound(settlement.totalPayout > settlement.totalStake ? 'win' : 'click');
    session.settle(answer);
  };

  /** The hand moved on without this window (recovery stood an idle hand): take it as the server has it. */
  const resync = async (roundId: string) => {
    const fresh = await session.api.openSession().catch(() => null);
    if (!fresh) return;
    if (fresh.inPlay) {
      show(fresh.inPlay);
      session.hold(fresh.balance);
      return;
    }
    const ended = fresh.recent.find((recent) => recent.id === roundId) ?? null;
    show(ended);
    session.settle({ balance: fresh.balance, round: ended, fairness: fresh.fairness });
  };

  const deal = async () => {
    const stake = slip.total;
    if (busy || deciding || stake === 0) return;
    const { api, balance, hold } = session;
    if (stake > balance) return notify('errors.insufficientFunds');
    setBusy(true);
    show(null);
    hold(balance - stake);
    try {
      const answer = await api.blackjackStart(stake).catch((error: unknown) => {
        hold(null);
        notify(ERROR_TEXT[gameErrorCode(error)]);
        return null;
      });
      if (!answer) return;
      const dealt = answer.round;
      if (answer.status !== 'OK' || !dealt?.blackjack) {
        session.settle(answer);
        notify(answer.status === 'OK' ? 'errors.unexpected' : REFUSAL_TEXT[answer.status]);
        return;
      }
      slip.played();
      session.setFairness(answer.fairness);
      setRound(dealt);
      await felt.lay(dealFrames(null, dealt.blackjack.view, null));
      if (dealt.blackjack.view.phase === 'settled') finish(answer);
      else hold(answer.balance);
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: TBlackjackAction) => {
    if (busy || !round?.blackjack || !view?.legalActions.includes(action)) return;
    const { api, balance: shown, hold } = session;
    const cost = extraStake(view, round.blackjack.bet, action);
    setBusy(true);
    setPending(action);
    if (cost > 0) hold(shown - cost);
    try {
      const answer = await api.blackjackAct(round.id, action).catch(async (error: unknown) => {
        hold(shown);
        const code = gameErrorCode(error);
        notify(ERROR_TEXT[code]);
        if (code === 'invalid' || code === 'not_found') await resync(round.id);
        return null;
      });
      if (!answer) return;
      const next = answer.round.blackjack?.view;
      if (answer.status !== 'OK' || !next) {
        hold(answer.balance ?? shown);
        notify(answer.status === 'OK' ? 'errors.unexpected' : REFUSAL_TEXT[answer.status]);
        show(answer.round);
        return;
      }
      setRound(answer.round);
      await felt.lay(dealFrames(view, next, action));
      if (next.phase === 'settled') finish({ balance: answer.balance ?? shown, round: answer.round });
      else if (answer.balance !== null) hold(answer.balance);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  /** A new slip clears the last hand off the felt. */
  const clearingFelt = (then: () => void) => (): void => {
    if (busy || deciding) return;
    show(null);
    then();
  };

  return {
    slip,
    round,
    view,
    frame: felt.frame,
    /** Cards are on their way or the server has not answered: nothing can be pressed. */
    busy,
    pending,
    /** The hand waits for the player's decisions: the action bar replaces the chip rack. */
    deciding,
    /** The hand is over and every card is down: results and payouts may be shown. */
    over: view?.phase === 'settled' && !busy,
    place: (chip: number) => {
      if (busy || deciding || !slip.place(BOX, chip)) return;
      show(null);
      sound('chip');
    },
    play: () => void deal(),
    act: (action: TBlackjackAction) => void act(action),
    rebet: clearingFelt(slip.rebet),
    double: clearingFelt(slip.double),
  };
}
