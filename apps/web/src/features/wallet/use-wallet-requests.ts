'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionState } from '../session';
import { COMP_HISTORY_KEY, DEPOSIT_LIST_KEY, MONEY_HISTORY_KEY, WITHDRAW_LIST_KEY } from './wallet-keys';

/** The session's money as an answer states it, shown at once (the next health check agrees). */
function useSetMoney() {
  const queryClient = useQueryClient();
  return (money: { balance: number; rolling?: number }) =>
    queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (session) =>
      session?.status === 'authenticated' ? { ...session, user: { ...session.user, ...money } } : session,
    );
}

/** A deposit request: no money moves until staff complete it; the request list shows it waiting. */
export function useApplyDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'apply-user-deposit'>) => callApi('apply-user-deposit', body),
    onSuccess: (answer) => {
      if (answer.status === 'success') void queryClient.invalidateQueries({ queryKey: DEPOSIT_LIST_KEY });
    },
  });
}

/** A withdrawal request: the amount is held at once, so the balance shown drops with the answer. */
export function useApplyWithdraw() {
  const queryClient = useQueryClient();
  const setMoney = useSetMoney();
  return useMutation({
    mutationFn: (body: CallBody<'apply-user-withdraw'>) => callApi('apply-user-withdraw', body),
    onSuccess: (answer) => {
      if (answer.status !== 'success') return;
      setMoney({ balance: answer.balance });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WITHDRAW_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: MONEY_HISTORY_KEY });
    },
  });
}

/** Comp to cash: the answer carries both new amounts; both histories gain a line. */
export function useConvertComp() {
  const queryClient = useQueryClient();
  const setMoney = useSetMoney();
  return useMutation({
    mutationFn: (body: CallBody<'roll-to-balance'>) => callApi('roll-to-balance', body),
    onSuccess: (answer) => {
      if (answer.status !== 'success') return;
      setMoney({ balance: answer.balance, rolling: answer.rolling });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COMP_HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: MONEY_HISTORY_KEY });
    },
  });
}
