'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallAnswer, type CallBody, callApi } from '../../lib/call-api';

/** The member's paged money lists: requests and movements, 20 to a page. */
export type MoneyListCall =
  'get-deposit-list' | 'get-withdraw-list' | 'get-money-history' | 'get-comp-history';

/** A page of the list a call reads: its items, the page size and the list's length. */
export type MoneyListPage<C extends MoneyListCall> = Extract<CallAnswer<C>, { status: 'success' }>;

/** One page of a money list; the previous page stays shown while the next one loads. */
export function useMoneyList<C extends MoneyListCall>(call: C, page: number) {
  return useQuery({
    queryKey: [call, page],
    queryFn: async (): Promise<MoneyListPage<C>> => {
      // Every money list takes the same page body; TypeScript cannot see that through the generic.
      const answer: CallAnswer<C> = await callApi(call, { page } as CallBody<C>);
      if (answer.status !== 'success') throw new Error(`${call}: ${answer.status}`);
      return answer as MoneyListPage<C>;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
