import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, inList, refColumn, timestampColumn } from './columns.ts';
import { levels, members } from './members.ts';
import { staff } from './staff.ts';

/** Whom a lock stops: one member, every member of a level, or everyone. */
export const MONEY_LOCK_SCOPES = ['member', 'level', 'site'] as const;
/** What it stops: new deposit requests or new withdrawal requests, each locked on its own. */
export const MONEY_LOCK_KINDS = ['deposit', 'withdraw'] as const;

/**
 * An operator's lock on deposits or withdrawals, with the reason the member is shown. Lifting
 * stamps the row; rows are never deleted, so the table is the locks' history too. One lock of a
 * kind per target is in force at a time (the partial unique index), whoever races to add it.
 */
export const moneyLocks = pgTable(
  'money_locks',
  {
    id: idColumn(),
    scope: text({ enum: MONEY_LOCK_SCOPES }).notNull(),
    kind: text({ enum: MONEY_LOCK_KINDS }).notNull(),
    /** The target: the member (scope `member`) or the level (scope `level`); neither for the site. */
    memberId: refColumn().references(() => members.id),
    level: integer().references(() => levels.level),
    reason: text().notNull(),
    createdBy: refColumn()
      .notNull()
      .references(() => staff.id),
    createdAt: createdAtColumn(),
    liftedAt: timestampColumn(),
    liftedBy: refColumn().references(() => staff.id),
  },
  (t) => [
    check('money_locks_scope', inList(t.scope, MONEY_LOCK_SCOPES)),
    check('money_locks_kind', inList(t.kind, MONEY_LOCK_KINDS)),
    check(
      'money_locks_target',
      sql`(${t.memberId} is not null) = (${t.scope} = 'member') and (${t.level} is not null) = (${t.scope} = 'level')`,
    ),
    check('money_locks_lifted', sql`(${t.liftedAt} is null) = (${t.liftedBy} is null)`),
    check('money_locks_reason', sql`length(${t.reason}) > 0`),
    uniqueIndex('money_locks_one_active')
      .on(t.kind, t.scope, sql`coalesce(${t.memberId}, ${t.level}, 0)`)
      .where(sql`${t.liftedAt} is null`),
    index('money_locks_member').on(t.memberId),
  ],
);
