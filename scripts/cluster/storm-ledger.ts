import { and, eq, inArray } from 'drizzle-orm';
import {
  depositRequests,
  journalEntries,
  ledgerAccounts,
  providerTransactions,
  withdrawRequests,
  type Db,
} from '@haneul/db';

/** What the ledger holds of one member after the storm, to set against what was acknowledged. */
export interface LedgerOfMember {
  /** The wallet's transaction ids it recorded, with their status. */
  walletCalls: Map<string, string>;
  /** Idempotency keys by entry kind (`provider:haneul:<id>`, `deposit:<id>`, `withdraw:<id>`). */
  keys: Map<string, string[]>;
  /** Entries by kind, counted (withdrawal holds and comp conversions carry no key). */
  counts: Map<string, number>;
  cash: number;
  /** Deposits and withdrawals still waiting or taken. */
  pending: number;
}

/** Reads the members' entries, cash and open requests from the primary. */
export async function ledgerOf(db: Db, memberIds: number[]): Promise<Map<number, LedgerOfMember>> {
  const found = new Map<number, LedgerOfMember>(
    memberIds.map((id) => [
      id,
      { walletCalls: new Map(), keys: new Map(), counts: new Map(), cash: 0, pending: 0 },
    ]),
  );
  const of = (memberId: number | null) => {
    const member = memberId === null ? undefined : found.get(memberId);
    if (!member) throw new Error(`a row of member ${memberId}, not one of the storm's`);
    return member;
  };
  const calls = await db
    .select({
      memberId: providerTransactions.memberId,
      id: providerTransactions.transactionId,
      status: providerTransactions.status,
    })
    .from(providerTransactions)
    .where(inArray(providerTransactions.memberId, memberIds));
  for (const { memberId, id, status } of calls) of(memberId).walletCalls.set(id, status);
  const entries = await db
    .select({
      memberId: journalEntries.memberId,
      kind: journalEntries.kind,
      key: journalEntries.idempotencyKey,
    })
    .from(journalEntries)
    .where(inArray(journalEntries.memberId, memberIds));
  for (const { memberId, kind, key } of entries) {
    const member = of(memberId);
    member.counts.set(kind, (member.counts.get(kind) ?? 0) + 1);
    if (key !== null) member.keys.set(kind, [...(member.keys.get(kind) ?? []), key]);
  }
  const cash = await db
    .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.kind, 'cash')));
  for (const { memberId, balance } of cash) of(memberId).cash = Number(balance);
  for (const table of [depositRequests, withdrawRequests]) {
    const open = await db
      .select({ memberId: table.memberId })
      .from(table)
      .where(and(inArray(table.memberId, memberIds), inArray(table.state, ['waiting', 'taken'])));
    for (const { memberId } of open) of(memberId).pending += 1;
  }
  return found;
}
