import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZDay } from '../fields.ts';
import { oneAnswer } from './list.ts';

const won = z.number().int();
const tally = z.number().int().min(0);

/**
 * One day's figures, counted in Korea's time. `deposits` and `withdrawals` are completed requests
 * (by completion), `bets` settled stakes net of rollbacks, `wins` paid wins, `ggr` = bets − wins.
 */
export const ZDayFigures = z.object({
  day: ZDay,
  deposits: won,
  depositCount: tally,
  withdrawals: won,
  withdrawCount: tally,
  bets: won,
  betCount: tally,
  wins: won,
  ggr: won,
  newMembers: tally,
});
export type TDayFigures = z.infer<typeof ZDayFigures>;

export const ZDashboard = z.object({
  today: ZDayFigures.extend({
    /** Members with a live session (not expired, not revoked). */
    onlineNow: tally,
    pendingDeposits: tally,
    pendingWithdrawals: tally,
    openTickets: tally,
  }),
  /** The last 30 days, oldest first, today last; days without activity are zeros. */
  series: z.array(ZDayFigures),
});

export const dashboardEndpoints = {
  'dashboard.get': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/dashboard',
    access: 'operator',
    answer: oneAnswer(ZDashboard),
  }),
};
