'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../live';
import type { MoneyListCall } from './use-money-list';

/** Which stream event changes which list: requests move the request lists, money the histories. */
const EVENT_OF: Record<MoneyListCall, 'request' | 'balance'> = {
  'get-deposit-list': 'request',
  'get-withdraw-list': 'request',
  'get-money-history': 'balance',
  'get-comp-history': 'balance',
};

/**
 * Keeps a shown money list current: when the member's stream says a request moved (a deposit
 * completed at the desk) or the money moved (a round settled in the game window), the list reads
 * itself again, without waiting for a reload.
 */
export function useLiveMoneyList(call: MoneyListCall): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: [call] });
  const event = EVENT_OF[call];
  useLiveEvent('request', (changed) => {
    if (event !== 'request') return;
    if (call === (changed.request === 'deposit' ? 'get-deposit-list' : 'get-withdraw-list')) refetch();
  });
  useLiveEvent('balance', () => {
    if (event === 'balance') refetch();
  });
}
