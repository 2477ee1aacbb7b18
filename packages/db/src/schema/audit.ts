import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn } from './columns.ts';
import { staff } from './staff.ts';

/**
 * Every staff action: who, what, before, after, when, from where. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (sql/triggers/audit_log_*), and each row is written in the
 * transaction of the change it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    staffId: refColumn().references(() => staff.id),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_staff').on(t.staffId, t.id),
    index('audit_log_target').on(t.targetType, t.targetId),
  ],
);
