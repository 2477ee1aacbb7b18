'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGameBalance } from '@haneul/contract';
import { type CallBody, callApi } from '../../lib/call-api';
import { useLiveEvent } from '../live';
import { SESSION_QUERY_KEY, useSession } from '../session';
import { useSetMoney } from './use-set-money';
import { GAME_MONEY_KEY, MONEY_HISTORY_KEY } from './wallet-keys';

/**
 * The member's money at each transfer-wallet provider, read (and settled with the providers) each
 * time a panel shows, when the member's cash moves, and when the site regains the focus: play in the
 * game window moves the money at the provider, which the API learns only by asking.
 */
export function useGameMoney() {
  const session = useSession();
  const queryClient = useQueryClient();
  useLiveEvent('balance', () => void queryClient.invalidateQueries({ queryKey: GAME_MONEY_KEY }));
  return useQuery({
    queryKey: GAME_MONEY_KEY,
    enabled: session.status === 'authenticated',
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async () => {
      const answer = await callApi('get-in-game-balance', {});
      if (answer.status !== 'success') throw new Error(`game money: ${answer.status}`);
      return answer.data;
    },
  });
}

/** A company's game money as the member's game balance states it; none moved there yet is 0. */
export const gameMoneyAt = (balance: TGameBalance | undefined, company: string): number =>
  balance?.companies.find((entry) => entry.company === company)?.gameMoney ?? 0;

/**
 * After a transfer either way: the answer's cash and the company's game money are shown at once,
 * and the lists that gain a line refresh.
 */
function useTransferDone() {
  const queryClient = useQueryClient();
  const setMoney = useSetMoney();
  return (company: string, answer: { balance: number; gameMoney: number }) => {
    setMoney({ balance: answer.balance });
    queryClient.setQueryData<TGameBalance>(GAME_MONEY_KEY, (before) => {
      if (!before) return before;
      const others = before.companies.filter((entry) => entry.company !== company);
      const companies = [...others, { company, gameMoney: answer.gameMoney }];
      const gameMoney = companies.reduce((sum, entry) => sum + entry.gameMoney, 0);
      return { ...before, balance: answer.balance, gameMoney, companies };
    });
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MONEY_HISTORY_KEY });
  };
}

/** Cash into a transfer-wallet provider's own wallet. */
export function useTransferIn() {
  const done = useTransferDone();
  return useMutation({
    mutationFn: (body: CallBody<'transfer-in-game'>) => callApi('transfer-in-game', body),
    onSuccess: (answer, body) => {
      if (answer.status === 'success') done(body.company, answer);
    },
  });
}

/** Money back from a transfer-wallet provider: no amount brings all of it. */
export function useWithdrawFromGame() {
  const done = useTransferDone();
  return useMutation({
    mutationFn: (body: CallBody<'withdraw-from-game'>) => callApi('withdraw-from-game', body),
    onSuccess: (answer, body) => {
      if (answer.status === 'success') done(body.company, answer);
    },
  });
}
