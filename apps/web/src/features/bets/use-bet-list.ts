'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { useLiveEvent } from '../live';
import { type BetFilter, betListBody } from './bet-filter';

const BET_LIST_KEY = 'get-bet-list';

/**
 * A page of the member's rounds under the filter; the previous page stays shown while the next one
 * loads. A round landing in a game window moves the member's money, and the stream's `balance`
 * event then reads the list again, so a window left open beside the page keeps it current.
 */
export function useBetList(filter: BetFilter, page: number) {
  const queryClient = useQueryClient();
  const body = betListBody(filter, page);
  useLiveEvent('balance', () => void queryClient.invalidateQueries({ queryKey: [BET_LIST_KEY] }));
  return useQuery({
    queryKey: [BET_LIST_KEY, body],
    queryFn: async () => {
      const answer = await callApi('get-bet-list', body);
      if (answer.status !== 'success') throw new Error(`get-bet-list: ${answer.status}`);
      return answer;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
