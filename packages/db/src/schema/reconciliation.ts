import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ZDriftKind, type TDriftKind } from '@haneul/contract';
import { idColumn } from './columns.ts';

/**
 * What the reconciliation compares, one kind of drift each (`reconcile` in src/ledger says exactly
 * what), in the contract's order: the back office names the same kinds.
 */
export const DRIFT_KINDS = ZDriftKind.options;
export type { TDriftKind };

/** One kind's drift: how many records, and a few of their ids for an operator to look at. */
export interface DriftOfKind {
  count: number;
  samples: string[];
}

/** The kinds a run checked (game rounds only with the game server's database), each with its drift. */
export type TDriftReport = Partial<Record<TDriftKind, DriftOfKind>>;

/**
 * Each run of `npm run db:check`: when, whether the game server's rounds were included, what it
 * found. The back office shows the last one. Append-only, like the audit log
 * (sql/triggers/reconciliation_runs_*).
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: idColumn(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    gamesChecked: boolean().notNull(),
    drift: jsonb().$type<TDriftReport>().notNull(),
    clean: boolean().notNull(),
  },
  (t) => [
    index('reconciliation_runs_finished').on(t.finishedAt),
    check('reconciliation_runs_times', sql`${t.finishedAt} >= ${t.startedAt}`),
  ],
);
