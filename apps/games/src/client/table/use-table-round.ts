import { TABLE_GAMES } from '@haneul/game-math';
import { useState } from 'react';
import type { TTableKind, TTableRound } from '../../protocol/round-api.ts';
import { tableStakeLimits } from '../../protocol/table-limits.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import type { GameSession } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import { useStakeSlip } from './use-stake-slip.ts';

/** A spot's table limit (0 for a key the table has not, so no chip goes there). */
export function spotMaxOf(kind: TTableKind): (spot: string) => number {
  return (spot) => {
    const betKind = TABLE_GAMES[kind].betKind(spot);
    return (betKind && tableStakeLimits(kind, betKind)?.max) || 0;
  };
}

/**
 * A roulette, dragon tiger or sic bo round from the play button to the payout: the stake leaves
 * the balance at once, the server answers the whole round, `reveal` plays it out (the wheel, the
 * cards, the dice) and only then are the payouts shown and the balance settled. The slip empties
 * as soon as the round is played: the next round starts with no chips unless the player rebets.
 */
export function useTableRound({
  kind,
  session,
  notify,
  reveal,
}: {
  kind: TTableKind;
  session: GameSession;
  notify: (text: MessageKey) => void;
  /** Plays the drawn round out on the table; resolves when the result may be shown. */
  reveal: (round: TTableRound) => Promise<void>;
}) {
  const { play: sound } = useSound();
  const slip = useStakeSlip({ balance: session.balance, max: spotMaxOf(kind), notify });
  const [playing, setPlaying] = useState<TTableRound | null>(null);
  const [result, setResult] = useState<TTableRound | null>(null);
  const busy = playing !== null;

  const place = (spot: string, chip: number) => {
    if (busy || !slip.place(spot, chip)) return;
    setResult(null);
    sound('chip');
  };

  const play = async () => {
    const { stakes, total } = slip;
    if (busy || total === 0) return;
    const { api, balance, hold, settle } = session;
    if (total > balance) return notify('errors.insufficientFunds');
    setResult(null);
    hold(balance - total);
    const answer = await api.tablePlay(stakes).catch((error: unknown) => {
      hold(null);
      notify(ERROR_TEXT[gameErrorCode(error)]);
      return null;
    });
    if (!answer) return;
    const round = answer.round?.table;
    if (answer.status !== 'OK' || !round) {
      settle(answer);
      notify(answer.status === 'OK' ? 'errors.unexpected' : REFUSAL_TEXT[answer.status]);
      return;
    }
    slip.played();
    setPlaying(round);
    try {
      await reveal(round);
    } finally {
      setPlaying(null);
      setResult(round);
      const { totalPayout, totalStake } = round.settlement;
      if (totalPayout > 0) sound(totalPayout > totalStake ? 'win' : 'click');
      settle(answer);
    }
  };

  return {
    slip,
    /** The round being revealed, then the last one played, until the next chip clears it. */
    playing,
    result,
    busy,
    /** What the layout shows on each spot: the slip, or the played round's stakes while it is shown. */
    shownStakes: (playing ?? result)?.bets ?? slip.stakes,
    place,
    play: () => void play(),
    rebet: () => {
      setResult(null);
      slip.rebet();
    },
    double: () => {
      setResult(null);
      slip.double();
    },
  };
}
