/**
 * True when `error` (or what it wraps: Drizzle wraps driver errors in a "Failed query" error whose
 * `cause` is the real one) is PostgreSQL's unique violation on `constraint`. Both engines report it alike.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
