'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';

export const MEMBER_QUERY_KEY = ['member-profile'] as const;

/** The signed-in member's profile (get-member): bank details, birth date, joined date, agent code. */
export function useMember() {
  return useQuery({
    queryKey: MEMBER_QUERY_KEY,
    queryFn: async () => {
      const answer = await callApi('get-member', {});
      if (answer.status !== 'success') throw new Error(`member: ${answer.status}`);
      return answer.member;
    },
    retry: false,
  });
}
