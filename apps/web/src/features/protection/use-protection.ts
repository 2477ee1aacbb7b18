'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallAnswer, type CallBody, callApi } from '../../lib/call-api';

const PROTECTION_KEY = ['get-play-limits'] as const;

export type Protection = Extract<CallAnswer<'get-play-limits'>, { status: 'success' }>;

/** The member's limits with their use, the cooling-off, the exclusion in force and the reality check. */
export function useProtection() {
  return useQuery({
    queryKey: PROTECTION_KEY,
    queryFn: async (): Promise<Protection> => {
      const answer = await callApi('get-play-limits', {});
      if (answer.status !== 'success') throw new Error(`get-play-limits: ${answer.status}`);
      return answer;
    },
    // What is used of a limit moves with every bet (in a game window too): read it afresh each time.
    staleTime: 0,
    retry: false,
  });
}

/** Reads the limits again (a limit reminder says their use moved). */
export function useRefreshProtection() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: PROTECTION_KEY });
}

type ProtectionCall =
  'set-play-limit' | 'confirm-play-limit' | 'set-self-exclusion' | 'end-self-exclusion' | 'set-reality-check';

/** A protection change: whatever it answers, the limits are read again, so the page shows what holds. */
export function useProtectionChange<C extends ProtectionCall>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<C>): Promise<CallAnswer<C>> => callApi(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROTECTION_KEY }),
  });
}
