import { databaseErrorOf } from '@haneul/db';

/** The unique index or constraint a failed write ran into, so a race answers "taken", not 500. */
export function uniqueViolation(error: unknown): string | undefined {
  const info = databaseErrorOf(error);
  return info?.code === '23505' ? info.constraint : undefined;
}
