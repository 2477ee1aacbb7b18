import { sql } from 'drizzle-orm';
import { PLAY_LIMIT_ACTIONS, PROTECTION_REVIEW_ACTIONS } from '@haneul/contract';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn, inList } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * Player protection (docs/protection.md): the limits a member sets, what they have used of them,
 * and the time-outs and self-exclusions they took. The server enforces them in every money path:
 * the wallet's bets (sql/functions/play_limit_reached.sql), sport bets and deposit requests.
 */

export const PLAY_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/**
 * A member's limit of one kind over one period: whole won (deposits, net loss, stakes) or minutes
 * signed in (session; usage counts seconds). Lowering applies at once; a raise or a removal waits its cooling-off
 * (`pendingFrom`) and applies only when the member confirms it after that time.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    kind: text({ enum: PLAY_LIMIT_KINDS }).notNull(),
    period: text({ enum: PLAY_LIMIT_PERIODS }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** A raise waiting (the new amount), or a removal (`pendingRemoval`). */
    pendingAmount: bigint({ mode: 'number' }),
    pendingRemoval: boolean().notNull().default(false),
    /** When the pending change may be confirmed. */
    pendingFrom: timestampColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('play_limits_kind', inList(t.kind, PLAY_LIMIT_KINDS)),
    check('play_limits_period', inList(t.period, PLAY_LIMIT_PERIODS)),
    check(
      'play_limits_amount',
      sql`${t.amount} > 0 and (${t.pendingAmount} is null or ${t.pendingAmount} > ${t.amount})`,
    ),
    check(
      'play_limits_pending',
      sql`(${t.pendingFrom} is null) = (${t.pendingAmount} is null and not ${t.pendingRemoval}) and not (${t.pendingRemoval} and ${t.pendingAmount} is not null)`,
    ),
  ],
);

/** Every change of a member's limits, whoever made it: the member's history and the back office's. */
export const playLimitEvents = pgTable(
  'play_limit_events',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    kind: text({ enum: PLAY_LIMIT_KINDS }).notNull(),
    period: text({ enum: PLAY_LIMIT_PERIODS }).notNull(),
    action: text({ enum: PLAY_LIMIT_ACTIONS }).notNull(),
    /** The limit after the change (null once removed), and before it. */
    amount: bigint({ mode: 'number' }),
    previous: bigint({ mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('play_limit_events_member').on(t.memberId, t.id)],
);

/**
 * What a member with limits used, per Korean day: stakes and wins of their bets (casino, slots,
 * sport), and seconds signed in (counted by the site's health check). Kept only while the member has a loss, wager or session limit
 * (`members.has_play_limits`), so members without one cost the wallet nothing; setting the first
 * one fills in the current month from the history.
 */
export const playUsage = pgTable(
  'play_usage',
  {
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    day: date({ mode: 'string' }).notNull(),
    wagered: bigint({ mode: 'number' }).notNull().default(0),
    won: bigint({ mode: 'number' }).notNull().default(0),
    seconds: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', '1y', '5y', 'permanent'] as const;

/**
 * The time-outs and self-exclusions a member took; `members.excluded_until` is the one in force. An
 * indefinite one (`endsAt` null) ends 7 days after the member asks (`endRequestedAt`). Staff cannot
 * shorten one; an admin may correct a data error (`correctedBy`, with a note, audited).
 */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    kind: text({ enum: EXCLUSION_KINDS }).notNull(),
    period: text({ enum: EXCLUSION_PERIODS }).notNull(),
    startsAt: timestampColumn().notNull(),
    endsAt: timestampColumn(),
    endRequestedAt: timestampColumn(),
    correctedBy: refColumn().references(() => staff.id),
    correctionNote: text().notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('member_exclusions_member').on(t.memberId, t.id),
    check('member_exclusions_kind', inList(t.kind, EXCLUSION_KINDS)),
    check('member_exclusions_period', inList(t.period, EXCLUSION_PERIODS)),
    check(
      'member_exclusions_time_out',
      sql`${t.kind} = 'self_exclusion' or ${t.period} in ('24h', '7d', '30d')`,
    ),
  ],
);

/**
 * What staff did about a member's markers of harm (the back office's list): a note and one of a
 * fixed set of actions. Append-only, like the audit log (sql/triggers/protection_reviews_*): a
 * review stays as it was written, and a later one says what changed.
 */
export const protectionReviews = pgTable(
  'protection_reviews',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    staffId: refColumn()
      .notNull()
      .references(() => staff.id),
    action: text({ enum: PROTECTION_REVIEW_ACTIONS }).notNull(),
    note: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('protection_reviews_member').on(t.memberId, t.id),
    check('protection_reviews_action', inList(t.action, PROTECTION_REVIEW_ACTIONS)),
  ],
);
