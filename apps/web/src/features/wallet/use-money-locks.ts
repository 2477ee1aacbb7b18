'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { MONEY_LOCKS_KEY } from './wallet-keys';

/**
 * The operator's deposit and withdraw locks holding the member now, read when the page opens (and
 * again when it regains focus), so a locked form is shown disabled with the reason up front.
 */
export function useMoneyLocks() {
  return useQuery({
    queryKey: MONEY_LOCKS_KEY,
    queryFn: async () => {
      const answer = await callApi('get-money-locks', {});
      if (answer.status !== 'success') throw new Error(`money locks: ${answer.status}`);
      return answer;
    },
    retry: false,
  });
}
