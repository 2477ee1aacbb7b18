import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn, wonColumn } from './columns.ts';
import { journalEntries } from './ledger.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/** Request states inside the system; the wire spells them wait / reg / already / cansel. */
export const REQUEST_STATES = ['waiting', 'taken', 'completed', 'cancelled'] as const;

const requestColumns = () => ({
  id: idColumn(),
  memberId: refColumn()
    .notNull()
    .references(() => members.id),
  amount: wonColumn().notNull(),
  state: text({ enum: REQUEST_STATES }).notNull().default('waiting'),
  staffId: refColumn().references(() => staff.id),
  memo: text().notNull().default(''),
  createdAt: createdAtColumn(),
  updatedAt: createdAtColumn(),
  /** The entry that credited (deposit) or paid out (withdraw) the amount. */
  entryId: refColumn().references(() => journalEntries.id),
  /**
   * When the member deleted a finished request from their own history: their lists leave it out;
   * the ledger and the back office keep and show it.
   */
  memberHiddenAt: timestampColumn(),
});

export const depositRequests = pgTable(
  'deposit_requests',
  { ...requestColumns(), depositorName: text().notNull() },
  (t) => [
    check('deposit_requests_amount', sql`${t.amount} > 0`),
    // One pending deposit per member, enforced where concurrent requests cannot slip past it.
    uniqueIndex('deposit_requests_one_pending')
      .on(t.memberId)
      .where(sql`${t.state} in ('waiting', 'taken')`),
    index('deposit_requests_member').on(t.memberId, t.id),
    index('deposit_requests_state').on(t.state, t.id),
  ],
);

export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    ...requestColumns(),
    /** The entry that moved the amount from cash to hold when the member applied. */
    holdEntryId: refColumn()
      .notNull()
      .references(() => journalEntries.id),
    /** The account paid, as it was when the member applied. */
    bankName: text().notNull(),
    bankOwner: text().notNull(),
    bankNumber: text().notNull(),
    completedAt: timestampColumn(),
    /** Above the approval threshold a second staff member approves before another completes. */
    approvedBy: refColumn().references(() => staff.id),
    approvedAt: timestampColumn(),
  },
  (t) => [
    check('withdraw_requests_amount', sql`${t.amount} > 0`),
    uniqueIndex('withdraw_requests_one_pending')
      .on(t.memberId)
      .where(sql`${t.state} in ('waiting', 'taken')`),
    index('withdraw_requests_member').on(t.memberId, t.id),
    index('withdraw_requests_state').on(t.state, t.id),
  ],
);
