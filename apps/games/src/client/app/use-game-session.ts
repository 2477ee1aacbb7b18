import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TFairnessState, TPlayAnswer, TRoundView, TSessionAnswer } from '../../protocol/round-api.ts';
import { gameErrorCode, type ApiErrorCode } from '../api/api-error.ts';
import { createGameApi, type GameApi } from '../api/game-api.ts';

/** The player's state in this window, as the last answers of the server left it. */
export interface GameSession {
  api: GameApi;
  game: TSessionAnswer['game'];
  /** The balance to show: the held one while a round is still being played back. */
  balance: number;
  fairness: TFairnessState;
  recent: TRoundView[];
  /** Shows `balance` until `settle` (the stake leaves at once, a win lands when it is shown). */
  hold: (balance: number | null) => void;
  /** Takes a play answer's balance, fairness and round, releasing any held balance. */
  settle: (answer: TPlayAnswer) => void;
  setFairness: (fairness: TFairnessState) => void;
}

export type SessionState =
  { phase: 'loading' } | { phase: 'failed'; code: ApiErrorCode } | { phase: 'ready'; session: GameSession };

const MAX_RECENT = 50;

export function useGameSession(token: string | null): SessionState {
  const api = useMemo(() => (token ? createGameApi(token) : null), [token]);
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
      },
      (error: unknown) => live && setFailure(gameErrorCode(error)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const settle = useCallback((answer: TPlayAnswer) => {
    setHeld(null);
    setBalance(answer.balance);
    setFairness(answer.fairness);
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
      hold: setHeld,
      settle,
      setFairness,
    },
  };
}
