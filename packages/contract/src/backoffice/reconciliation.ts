import { z } from 'zod';
import { ZDateTime, ZId } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { oneAnswer } from './list.ts';

/**
 * What the daily reconciliation (`npm run db:check`) compares, one kind of drift each, in the order
 * it prints them (@haneul/db's reconcile; its runs record each kind).
 */
export const ZDriftKind = z.enum([
  'unbalancedEntries',
  'mismatchedAccounts',
  'negativeAccounts',
  'walletMoneyWithoutEntry',
  'walletEntryWithoutMoney',
  'walletOrphanEntries',
  'walletRefunds',
  'depositEntries',
  'depositOrphanEntries',
  'withdrawHolds',
  'withdrawEnds',
  'withdrawOrphanEntries',
  'compAccruals',
  'commissions',
  'agentSettlements',
  'sportStakes',
  'sportSettlements',
  'sportRewards',
  'pointEntries',
  'gameTransfers',
  'gameTransferOrphanEntries',
  'settledRounds',
  'refundedRounds',
  'voidRounds',
  'stuckRounds',
  'unknownRounds',
]);
export type TDriftKind = z.infer<typeof ZDriftKind>;

/** One kind's drift: how many records, and a few of their ids to look at. */
export const ZDriftOfKind = z.object({
  count: z.number().int().min(0),
  samples: z.array(z.string()),
});

/** A run: when, whether the game server's rounds were included, and each kind it checked. */
export const ZReconciliationRun = z.object({
  id: ZId,
  startedAt: ZDateTime,
  finishedAt: ZDateTime,
  gamesChecked: z.boolean(),
  clean: z.boolean(),
  drift: z.partialRecord(ZDriftKind, ZDriftOfKind),
});
export type TReconciliationRun = z.infer<typeof ZReconciliationRun>;

/** The last run, or null before the first; `id` is always `last` (react-admin's getOne). */
export const ZReconciliationRecord = z.object({
  id: z.literal('last'),
  lastRun: ZReconciliationRun.nullable(),
});

export const reconciliationEndpoints = {
  'reconciliation.get': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/reconciliation',
    access: 'operator',
    answer: oneAnswer(ZReconciliationRecord),
  }),
};
