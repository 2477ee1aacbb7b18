import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Identity keys; numbers stay far below 2^53. */
export const idColumn = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** A foreign key to an identity column. */
export const refColumn = () => bigint({ mode: 'number' });
/** Whole won. CHECK constraints keep every stored amount inside ±2^53, so `number` is exact. */
export const wonColumn = () => bigint({ mode: 'number' });
export const createdAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const timestampColumn = () => timestamp({ withTimezone: true });

/** The largest magnitude a money column may hold (2^53 - 1). */
export const SAFE_WON = 9007199254740991;

/** A CHECK's condition that a text column holds one of `values` (the enum's list, spelled once). */
export const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
