import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn } from './columns.ts';

export const STAFF_ROLES = ['operator', 'admin'] as const;

/** Operators and admins: separate from members, with their own login and TOTP second factor. */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    login: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    totpSecret: text(),
    state: text({ enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: createdAtColumn(),
    lastLoginAt: timestampColumn(),
  },
  (t) => [uniqueIndex('staff_login_lower').on(sql`lower(${t.login})`)],
);
