'use client';

import type { TSportBet } from '@haneul/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SESSION_QUERY_KEY, type SessionState } from '../../session';
import { SPORT_BETS_KEY } from '../sport-queries';

/**
 * Where a bet's money shows, as the wallet's requests do it: an accepted bet took its stake, so the
 * session's balance drops by it at once (the next health check agrees); a waiting one moved nothing
 * yet. A bet decided or settled later moved money on the server: the session is read again. Either
 * way my bets are read again.
 */
export function useBetMoney() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SPORT_BETS_KEY });
    };
    return {
      placed(bet: TSportBet) {
        if (bet.state === 'open') {
          queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (session) =>
            session?.status === 'authenticated'
              ? { ...session, user: { ...session.user, balance: session.user.balance - bet.stake } }
              : session,
          );
        }
        refresh();
      },
      moved: refresh,
    };
  }, [queryClient]);
}
