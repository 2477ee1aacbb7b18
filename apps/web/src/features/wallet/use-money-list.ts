'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallAnswer, type CallBody, callApi } from '../../lib/call-api';

/** The member's paged money lists: requests and movements, 20 to a page. */
export type MoneyListCall =
  'get-deposit-list' | 'get-withdraw-list' | 'get-money-history' | 'get-comp-history';

/** A page of the list a call reads: its items, the page size and the list's length. */
export type MoneyListPage<C extends MoneyListCall> = Extract<CallAnswer<C>, { status: 'success' }>;

/** What a list's body takes besides its page (the money history's filters; nothing for the others). */
export type MoneyListFilter<C extends MoneyListCall> = Omit<CallBody<C>, 'page'>;

/**
 * One page of a money list under a filter; the previous page stays shown while the next one loads.
 * The key starts with the call, so invalidating the call reaches every page and filter.
 */
export function useMoneyList<C extends MoneyListCall>(call: C, page: number, filter?: MoneyListFilter<C>) {
  return useQuery({
    queryKey: [call, page, filter ?? {}],
    queryFn: async (): Promise<MoneyListPage<C>> => {
      // Every money list takes its page and filter; TypeScript cannot see that through the generic.
      const answer: CallAnswer<C> = await callApi(call, { ...filter, page } as CallBody<C>);
      if (answer.status !== 'success') throw new Error(`${call}: ${answer.status}`);
      return answer as MoneyListPage<C>;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
