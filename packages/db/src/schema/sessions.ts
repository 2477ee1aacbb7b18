import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/** Member sessions. Only the SHA-256 of the bearer token is stored; revocation is server-side. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text().notNull().unique(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    createdAt: createdAtColumn(),
    expiresAt: timestampColumn().notNull(),
    revokedAt: timestampColumn(),
    lastSeenAt: timestampColumn(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Staff sessions, kept apart so a member token can never reach a staff endpoint. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: idColumn(),
    tokenHash: text().notNull().unique(),
    staffId: refColumn()
      .notNull()
      .references(() => staff.id),
    createdAt: createdAtColumn(),
    expiresAt: timestampColumn().notNull(),
    revokedAt: timestampColumn(),
    ip: text().notNull().default(''),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/**
 * Secret-checking attempts per key (`id:<userId>`, `ip:<address>`, `exchange:<member>`, ...), in the
 * database so that every API instance sees the same lockout. An attempt is counted in `failures`
 * before its secret is checked and kept when the secret was wrong; a right one releases it.
 */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestampColumn().notNull(),
  lockedUntil: timestampColumn(),
});
