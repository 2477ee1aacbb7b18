import type { Db } from '@haneul/db';
import type { DayRange } from '../../../lib/korean-day.ts';
import {
  creditsByDay,
  depositsByDay,
  newMembersByDay,
  playByDay,
  withdrawalsByDay,
} from './figures.queries.ts';

export interface DayFigures {
  day: string;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawCount: number;
  bets: number;
  betCount: number;
  wins: number;
  ggr: number;
  newMembers: number;
}

/** One row per day of the range, oldest first; a day without activity is all zeros. */
export async function daySeries(db: Db, range: DayRange): Promise<DayFigures[]> {
  const deposits = byDay(await depositsByDay(db, range));
  const withdrawals = byDay(await withdrawalsByDay(db, range));
  const play = byDay(await playByDay(db, range));
  const joined = byDay(await newMembersByDay(db, range));
  return range.days.map((day) => {
    const bets = play.get(day)?.bets ?? 0;
    const wins = play.get(day)?.wins ?? 0;
    return {
      day,
      deposits: deposits.get(day)?.amount ?? 0,
      depositCount: deposits.get(day)?.count ?? 0,
      withdrawals: withdrawals.get(day)?.amount ?? 0,
      withdrawCount: withdrawals.get(day)?.count ?? 0,
      bets,
      betCount: play.get(day)?.betCount ?? 0,
      wins,
      ggr: bets - wins,
      newMembers: joined.get(day)?.count ?? 0,
    };
  });
}

/** The daily report adds comp accrued and commission earned. */
export async function dailyReport(db: Db, range: DayRange) {
  const series = await daySeries(db, range);
  const comp = byDay(await creditsByDay(db, range, { kind: 'comp_accrual', account: 'comp' }));
  const commission = byDay(await creditsByDay(db, range, { kind: 'commission', account: 'commission' }));
  return series.map((row) => ({
    ...row,
    comp: comp.get(row.day)?.amount ?? 0,
    commission: commission.get(row.day)?.amount ?? 0,
  }));
}

export function byDay<R extends { day: string }>(rows: R[]): Map<string, R> {
  return new Map(rows.map((row) => [row.day, row]));
}
