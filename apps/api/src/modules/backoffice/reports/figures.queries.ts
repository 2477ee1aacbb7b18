import { and, count, eq, gt, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  depositRequests,
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  members,
  providerTransactions as pt,
  withdrawRequests,
  type Db,
} from '@haneul/db';
import { koreanDaySql } from '../../../lib/korean-day.ts';

export interface Range {
  start: Date;
  end: Date;
}

const won = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const within = (column: AnyColumn, { start, end }: Range) => and(gte(column, start), lt(column, end));

/**
 * What counts as play, everywhere in reports: a bet that landed (`OK`) and was not rolled back,
 * and a win that landed. Rollback markers and refused calls are not play.
 */
export const settledBet = sql`${pt.kind} = 'bet' and ${pt.status} = 'OK' and ${pt.rolledBackAt} is null`;
export const paidWin = sql`${pt.kind} = 'win' and ${pt.status} = 'OK'`;

/** Play aggregates, to be grouped by whatever the report needs. */
export const playColumns = {
  betCount: sql<number>`count(*) filter (where ${settledBet})`.mapWith(Number),
  bets: won(sql`sum(${pt.amount}) filter (where ${settledBet})`),
  wins: won(sql`sum(${pt.amount}) filter (where ${paidWin})`),
  players: sql<number>`count(distinct ${pt.memberId}) filter (where ${settledBet})`.mapWith(Number),
};

/** Completed deposits by the Korean day they were completed. */
export function depositsByDay(db: Db, range: Range) {
  const day = koreanDaySql(depositRequests.updatedAt);
  return db
    .select({ day, amount: won(sql`sum(${depositRequests.amount})`), count: count() })
    .from(depositRequests)
    .where(and(eq(depositRequests.state, 'completed'), within(depositRequests.updatedAt, range)))
    .groupBy(day);
}

export function withdrawalsByDay(db: Db, range: Range) {
  const day = koreanDaySql(withdrawRequests.completedAt);
  return db
    .select({ day, amount: won(sql`sum(${withdrawRequests.amount})`), count: count() })
    .from(withdrawRequests)
    .where(and(eq(withdrawRequests.state, 'completed'), within(withdrawRequests.completedAt, range)))
    .groupBy(day);
}

export function playByDay(db: Db, range: Range) {
  const day = koreanDaySql(pt.createdAt);
  return db
    .select({ day, ...playColumns })
    .from(pt)
    .where(within(pt.createdAt, range))
    .groupBy(day);
}

export function newMembersByDay(db: Db, range: Range) {
  const day = koreanDaySql(members.createdAt);
  return db
    .select({ day, count: count() })
    .from(members)
    .where(within(members.createdAt, range))
    .groupBy(day);
}

/**
 * Money credited to members' `account` accounts by entries of `kind`, by day: comp accrued
 * (`comp_accrual` on comp) or commission earned (`commission` on commission; a settlement debits
 * that account, so it is not counted as earned). Optionally per member (agents' commission).
 */
export function creditsByDay(
  db: Db,
  range: Range,
  {
    kind,
    account,
    memberId,
  }: { kind: 'comp_accrual' | 'commission'; account: 'comp' | 'commission'; memberId?: number },
) {
  const day = koreanDaySql(journalEntries.createdAt);
  return db
    .select({ day, amount: won(sql`sum(${ledgerPostings.amount})`), count: count() })
    .from(ledgerPostings)
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(journalEntries.kind, kind),
        eq(ledgerAccounts.kind, account),
        isNotNull(ledgerAccounts.memberId),
        memberId === undefined ? undefined : eq(ledgerAccounts.memberId, memberId),
        gt(ledgerPostings.amount, 0),
        within(journalEntries.createdAt, range),
      ),
    )
    .groupBy(day);
}

/** Commission credited per agent in the range. */
export function commissionByAgent(db: Db, range: Range) {
  return db
    .select({ agentId: ledgerAccounts.memberId, amount: won(sql`sum(${ledgerPostings.amount})`) })
    .from(ledgerPostings)
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(journalEntries.kind, 'commission'),
        eq(ledgerAccounts.kind, 'commission'),
        gt(ledgerPostings.amount, 0),
        within(journalEntries.createdAt, range),
      ),
    )
    .groupBy(ledgerAccounts.memberId);
}
