/** The parts of a PostgreSQL error that code may branch on (both engines report them alike). */
export interface DatabaseErrorInfo {
  /** SQLSTATE, e.g. `23505` unique violation, `23514` check violation. */
  code?: string;
  constraint?: string;
  message: string;
}

/**
 * Digs the PostgreSQL error out of whatever wraps it (Drizzle wraps driver errors in a
 * "Failed query" error whose `cause` is the real one). Null when `error` is not a database error.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorInfo | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** The unique index or constraint a failed write ran into, so a race answers "taken", not 500. */
export function uniqueViolation(error: unknown): string | undefined {
  const info = databaseErrorOf(error);
  return info?.code === '23505' ? info.constraint : undefined;
}
