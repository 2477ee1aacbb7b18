import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/** Operator settings, one JSON value per key; defaults live in code, rows override them. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAtColumn(),
});
