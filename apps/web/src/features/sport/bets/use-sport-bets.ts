'use client';

import type { TSportBet } from '@haneul/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/call-api';
import { useBetMoney } from '../slip/use-bet-money';
import { SPORT_BETS_KEY } from '../sport-queries';
import { leftOpen } from './bet-result';

export type BetList = 'open' | 'settled';

/** How often the open bets are read again while shown: matches end and bets settle meanwhile. */
const OPEN_REFRESH_MS = 10_000;

async function loadBets(state: BetList, page: number) {
  const answer = await callApi('get-sport-bets', { state, page });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer;
}

/**
 * A page of the member's bets, open or settled (refused ones with them). The open list is read
 * again every few seconds; a bet that leaves it was settled or refused, so the session's balance is
 * read again too.
 */
export function useSportBets(state: BetList, page: number, enabled: boolean) {
  const money = useBetMoney();
  const query = useQuery({
    queryKey: [...SPORT_BETS_KEY, state, page],
    queryFn: () => loadBets(state, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
    refetchInterval: state === 'open' ? OPEN_REFRESH_MS : false,
  });
  const shown = useRef<readonly TSportBet[] | undefined>(undefined);
  const bets = state === 'open' && !query.isPlaceholderData ? query.data?.bets : undefined;
  useEffect(() => {
    if (!bets) return;
    if (leftOpen(shown.current, bets)) money.moved();
    shown.current = bets;
  }, [bets, money]);
  return query;
}
