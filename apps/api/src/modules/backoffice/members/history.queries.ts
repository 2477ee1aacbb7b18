import { and, count, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  members,
  providerTransactions,
  type Db,
} from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

type EntryKind = (typeof journalEntries.$inferSelect)['kind'];
type MemberAccountKind = 'cash' | 'comp' | 'hold' | 'commission' | 'game' | 'point';

/** Postings on member accounts, with their entry: the ledger's view of a member's money. */
export async function pageMoney(
  db: Db,
  filters: {
    memberId?: number | undefined;
    kind?: EntryKind | undefined;
    account?: MemberAccountKind | undefined;
  },
  list: ListParams<'id'>,
) {
  const where: SQL | undefined = and(
    filters.memberId === undefined ? undefined : eq(ledgerAccounts.memberId, filters.memberId),
    filters.kind === undefined ? undefined : eq(journalEntries.kind, filters.kind),
    filters.account === undefined ? undefined : eq(ledgerAccounts.kind, filters.account),
  );
  const from = () =>
    db
      .select({
        id: ledgerPostings.id,
        entryId: ledgerPostings.entryId,
        memberId: members.id,
        userId: members.userId,
        account: ledgerAccounts.kind,
        kind: journalEntries.kind,
        amount: ledgerPostings.amount,
        memo: journalEntries.memo,
        createdAt: journalEntries.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
      .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId));
  const { limit, offset } = pageWindow(list);
  const rows = await from()
    .where(where)
    .orderBy(...orderFor({ id: ledgerPostings.id }, list, ledgerPostings.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface BetFilters {
  memberId?: number | undefined;
  providerCode?: string | undefined;
  gameCode?: string | undefined;
  kind?: 'bet' | 'win' | 'rollback' | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  /** Extra condition (the agent page's subtree). */
  scope?: SQL | undefined;
}

/** Wallet-protocol transactions (markers left by rollbacks of unseen bets are not play, so they are left out). */
export async function pageBets(db: Db, filters: BetFilters, list: ListParams<'id' | 'amount'>) {
  const t = providerTransactions;
  const where = and(
    isNotNull(t.requestHash),
    filters.memberId === undefined ? undefined : eq(t.memberId, filters.memberId),
    filters.providerCode === undefined ? undefined : eq(t.providerCode, filters.providerCode),
    filters.gameCode === undefined ? undefined : eq(t.gameCode, filters.gameCode),
    filters.kind === undefined ? undefined : eq(t.kind, filters.kind),
    filters.start === undefined ? undefined : gte(t.createdAt, filters.start),
    filters.end === undefined ? undefined : lt(t.createdAt, filters.end),
    filters.scope,
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: t.id,
      memberId: t.memberId,
      userId: members.userId,
      providerCode: t.providerCode,
      transactionId: t.transactionId,
      kind: t.kind,
      roundId: t.roundId,
      gameCode: t.gameCode,
      amount: t.amount,
      result: t.status,
      rolledBackAt: t.rolledBackAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .innerJoin(members, eq(members.id, t.memberId))
    .where(where)
    .orderBy(...orderFor({ id: t.id, amount: t.amount }, list, t.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: total?.n ?? 0 };
}
