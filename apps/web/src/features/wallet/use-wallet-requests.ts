'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY } from '../session';
import { useSetMoney } from './use-set-money';
import { COMP_HISTORY_KEY, DEPOSIT_LIST_KEY, MONEY_HISTORY_KEY, WITHDRAW_LIST_KEY } from './wallet-keys';

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

/**
 * The member's own cancellation of a waiting withdrawal: the held amount is back in the cash, so the
 * balance shown rises with the answer; `already` (an operator got there first) refreshes the list.
 */
export function useCancelWithdraw() {
  const queryClient = useQueryClient();
  const setMoney = useSetMoney();
  return useMutation({
    mutationFn: (body: CallBody<'cancel-user-withdraw'>) => callApi('cancel-user-withdraw', body),
    onSuccess: (answer) => {
      if (answer.status === 'success') {
        setMoney({ balance: answer.balance });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: MONEY_HISTORY_KEY });
      }
      void queryClient.invalidateQueries({ queryKey: WITHDRAW_LIST_KEY });
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

/** The point conversions, each a call of its own on the wire (calls/points.ts). */
export type PointCall = 'point-to-money' | 'money-to-point' | 'user-chang-to-point';

/** Converts points to or from cash or comp; the answer carries all three balances. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  const setMoney = useSetMoney();
  return useMutation({
    mutationFn: ({ call, amount }: { call: PointCall; amount: number }) => callApi(call, { amount }),
    onSuccess: (answer) => {
      if (answer.status !== 'success') return;
      setMoney({ balance: answer.balance, rolling: answer.rolling, point: answer.point });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COMP_HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: MONEY_HISTORY_KEY });
    },
  });
}

/** The calls that delete finished requests from the member's own list (the ledger keeps them). */
export type DeleteListCall = 'del-deposit-list' | 'del-withdraw-list';

/** Deletes one finished request (`ids`) or all of them from the member's list, which reads itself again. */
export function useDeleteRequests(call: DeleteListCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<DeleteListCall>) => callApi(call, body),
    onSettled: () =>
      void queryClient.invalidateQueries({
        queryKey: call === 'del-deposit-list' ? DEPOSIT_LIST_KEY : WITHDRAW_LIST_KEY,
      }),
  });
}
