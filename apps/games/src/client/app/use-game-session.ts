import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  TFairnessState,
  TPlayAnswer,
  TRealityCheck,
  TRoundView,
  TSessionAnswer,
  TSlotRules,
} from '../../protocol/round-api.ts';
import { gameErrorCode, type ApiErrorCode } from '../api/api-error.ts';
import { createGameApi, type GameApi, type StopStatus } from '../api/game-api.ts';

/** The player's state in this window, as the last answers of the server left it. */
export interface GameSession {
  api: GameApi;
  game: TSessionAnswer['game'];
  /** The balance to show: the held one while a round is still being played back. */
  balance: number;
  fairness: TFairnessState;
  recent: TRoundView[];
  /** A blackjack hand still waiting for decisions when the window opened (it resumes), else null. */
  inPlay: TRoundView | null;
  /** Shows `balance` until `settle` (the stake leaves at once, a win lands when it is shown). */
  hold: (balance: number | null) => void;
  /**
   * Takes an answer's balance and finished round (and fairness, where the answer has it: a
   * blackjack decision's does not), releasing any held balance.
   */
  settle: (answer: SettledAnswer) => void;
  setFairness: (fairness: TFairnessState) => void;
  /** The operator's safer slot play (docs/protection.md#game-window). */
  slotRules: TSlotRules;
  /** A reality check the server waits on before another round, else null. */
  realityCheck: TRealityCheck | null;
  /** Shows the next check the server still waits on (null: none; play goes on). */
  setRealityCheck: (check: TRealityCheck | null) => void;
  /** Set once the wallet refused a bet for a play limit or an exclusion: the window takes no more. */
  stopped: StopStatus | null;
}

export type SettledAnswer = Pick<TPlayAnswer, 'balance' | 'round'> & { fairness?: TFairnessState };

export type SessionState =
  { phase: 'loading' } | { phase: 'failed'; code: ApiErrorCode } | { phase: 'ready'; session: GameSession };

const MAX_RECENT = 50;

export function useGameSession(token: string | null): SessionState {
  const [realityCheck, setRealityCheck] = useState<TRealityCheck | null>(null);
  const [stopped, setStopped] = useState<StopStatus | null>(null);
  const api = useMemo(
    () => (token ? createGameApi(token, { onRealityCheck: setRealityCheck, onStop: setStopped }) : null),
    [token],
  );
  const [opened, setOpened] = useState<TSessionAnswer | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(token ? null : 'invalid_token');
  const [balance, setBalance] = useState(0);
  const [held, setHeld] = useState<number | null>(null);
  const [fairness, setFairness] = useState<TFairnessState | null>(null);
  const [recent, setRecent] = useState<TRoundView[]>([]);

  useEffect(() => {
    if (!api) return;
    let live = true;
    api.openSession().then(
      (answer) => {
        if (!live) return;
        setOpened(answer);
        setBalance(answer.balance);
        setFairness(answer.fairness);
        setRecent(answer.recent);
        setRealityCheck(answer.protection.realityCheck);
      },
      (error: unknown) => live && setFailure(gameErrorCode(error)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const settle = useCallback((answer: SettledAnswer) => {
    setHeld(null);
    setBalance(answer.balance);
    if (answer.fairness) setFairness(answer.fairness);
    const round = answer.round;
    if (round)
      setRecent((rounds) => [round, ...rounds.filter((r) => r.id !== round.id)].slice(0, MAX_RECENT));
  }, []);

  if (failure) return { phase: 'failed', code: failure };
  if (!api || !opened || !fairness) return { phase: 'loading' };
  return {
    phase: 'ready',
    session: {
      api,
      game: opened.game,
      balance: held ?? balance,
      fairness,
      recent,
      inPlay: opened.inPlay,
      hold: setHeld,
      settle,
      setFairness,
      slotRules: opened.protection.slot,
      realityCheck,
      setRealityCheck,
      stopped,
    },
  };
}
