'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { BALANCE_SETTING_KEY } from './wallet-keys';

/** The operator's money limits (deposit, withdraw, comp minimum); they change rarely. */
export function useBalanceSetting() {
  return useQuery({
    queryKey: BALANCE_SETTING_KEY,
    queryFn: async () => {
      const answer = await callApi('get-balance-setting', {});
      if (answer.status !== 'success') throw new Error(`balance setting: ${answer.status}`);
      return answer;
    },
    staleTime: 60_000,
    retry: false,
  });
}
