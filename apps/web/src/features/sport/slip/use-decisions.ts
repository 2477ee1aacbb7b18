'use client';

import type { TSportBet } from '@haneul/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { callApi } from '../../../lib/call-api';
import { SPORT_BETS_KEY } from '../sport-queries';

/** How often a waiting bet is looked up until it is decided (its delay is a few seconds). */
const DECISION_POLL_MS = 1_000;

/** The member's newest bets of both lists: a waiting bet becomes an open one, or a refused one. */
async function loadNewestBets(): Promise<TSportBet[]> {
  const answers = await Promise.all(
    (['open', 'settled'] as const).map((state) => callApi('get-sport-bets', { state, page: 1 })),
  );
  return answers.flatMap((answer) => {
    if (answer.status !== 'success') throw new Error(answer.status);
    return answer.bets;
  });
}

/**
 * Follows the slip's in-play bets through their delay: while one waits, the newest bets are read
 * every second, and each waiting bet found decided (accepted or refused) is handed to `onDecided`.
 */
export function useDecisions(receipts: readonly TSportBet[], onDecided: (bet: TSportBet) => void): void {
  const waiting = receipts.filter((bet) => bet.state === 'waiting').map((bet) => bet.id);
  const newest = useQuery({
    queryKey: [...SPORT_BETS_KEY, 'decisions', waiting],
    queryFn: loadNewestBets,
    enabled: waiting.length > 0,
    staleTime: 0,
    refetchInterval: DECISION_POLL_MS,
  });
  const decide = useEffectEvent((bets: readonly TSportBet[]) => {
    for (const bet of bets) {
      if (
        bet.state !== 'waiting' &&
        receipts.some((held) => held.id === bet.id && held.state === 'waiting')
      ) {
        onDecided(bet);
      }
    }
  });
  useEffect(() => {
    if (newest.data) decide(newest.data);
  }, [newest.data]);
}
