import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, SAFE_WON, timestampColumn, wonColumn } from './columns.ts';

export const STAFF_ROLES = ['operator', 'admin'] as const;

/** Operators and admins: separate from members, with their own login and TOTP second factor. */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    login: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    /** Base32; kept readable because every sign-in recomputes the code from it. */
    totpSecret: text(),
    /** When the staff member proved their authenticator with a first code; null until enrolled. */
    totpConfirmedAt: timestampColumn(),
    /** When the enrolment URI was handed out: it is shown once, then only a reset shows another. */
    totpIssuedAt: timestampColumn(),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint({ mode: 'number' }),
    state: text({ enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: createdAtColumn(),
    lastLoginAt: timestampColumn(),
  },
  (t) => [uniqueIndex('staff_login_lower').on(sql`lower(${t.login})`)],
);

/**
 * What each staff member adjusted per Korean day, both directions added up: the counter of the
 * operators' daily adjustment cap. One guarded upsert raises it in the adjustment's transaction,
 * so concurrent adjustments by one operator take turns on its row and cannot pass the cap together.
 */
export const staffAdjustmentDays = pgTable(
  'staff_adjustment_days',
  {
    staffId: refColumn()
      .notNull()
      .references(() => staff.id),
    day: date({ mode: 'string' }).notNull(),
    total: wonColumn().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.day] }),
    check('staff_adjustment_days_total', sql`${t.total} between 0 and ${sql.raw(String(SAFE_WON))}`),
  ],
);
