import type { Db } from '@haneul/db';
import { columnsOf, toCsv } from '../../../lib/csv.ts';
import { dayRange } from '../../../lib/korean-day.ts';
import { dailyReport } from './day-series.ts';
import { commissionByAgent } from './figures.queries.ts';
import { playByAgent, playByGame, playByProvider } from './reports.queries.ts';

export interface ReportOptions {
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
}

async function gameRows(db: Db, options: ReportOptions) {
  const rows = await playByGame(db, dayRange(options, options.now));
  return rows.map((row) => ({ id: `${row.providerCode}:${row.gameCode}`, ...row, ggr: row.bets - row.wins }));
}

async function providerRows(db: Db, options: ReportOptions) {
  const rows = await playByProvider(db, dayRange(options, options.now));
  return rows.map((row) => ({ id: row.providerCode, ...row, ggr: row.bets - row.wins }));
}

async function agentRows(db: Db, options: ReportOptions) {
  const range = dayRange(options, options.now);
  const [play, commission] = [await playByAgent(db, range), await commissionByAgent(db, range)];
  return play.map((row) => ({
    ...row,
    ggr: row.bets - row.wins,
    commission: commission.find((earned) => earned.agentId === row.id)?.amount ?? 0,
  }));
}

const dailyRows = (db: Db, options: ReportOptions) => dailyReport(db, dayRange(options, options.now));

/** The rows of each report; the JSON answer is `{ data: rows, total }`. */
export const reportRows = { daily: dailyRows, games: gameRows, providers: providerRows, agents: agentRows };
export type ReportName = keyof typeof reportRows;

/** The CSV columns of each report, in order: the JSON fields, flat. */
const CSV_COLUMNS: Record<ReportName, string[]> = {
  daily: [
    'day',
    'deposits',
    'depositCount',
    'withdrawals',
    'withdrawCount',
    'bets',
    'betCount',
    'wins',
    'ggr',
    'newMembers',
    'comp',
    'commission',
  ],
  games: ['providerCode', 'gameCode', 'betCount', 'bets', 'wins', 'ggr', 'players'],
  providers: ['providerCode', 'betCount', 'bets', 'wins', 'ggr', 'players'],
  agents: ['id', 'userId', 'agentCode', 'members', 'bets', 'wins', 'ggr', 'commission'],
};

export async function reportCsv(db: Db, name: ReportName, options: ReportOptions): Promise<string> {
  const rows = (await reportRows[name](db, options)) as Record<string, string | number | boolean | null>[];
  return toCsv(columnsOf(CSV_COLUMNS[name]), rows);
}
