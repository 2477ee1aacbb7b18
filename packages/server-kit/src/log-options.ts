import type { LoggerOptions } from 'pino';

/**
 * Logs hold no secret and no personal data (docs/security.md#logs), whatever a handler logs. Three layers:
 * request lines carry the path without its query string (a launch code or a one-time code rides
 * there); errors lose what a database error carries of the data it was given (a failed query's
 * parameters: password and PIN hashes, phones, bank accounts; PostgreSQL's DETAIL, which quotes
 * key values); and any logged object's credential-like fields are censored by name.
 */

/** Field names censored wherever they appear in a logged object (one level down, as pino allows). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'passwordHash',
  'exchangePassword',
  'token',
  'launchCode',
  'walletToken',
  'secret',
  'phone',
  'bankAccount',
  'accountNumber',
] as const;

/** PostgreSQL error fields that name things, never the values given to them. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/** The path alone: `/play?launch=…` logs as `/play`. */
export function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?', 1)[0];
}

type Loggable = Record<string, unknown>;

/**
 * An error as it may be logged: a failed query keeps its SQL text (placeholders, no parameters), a
 * database error the names of what it concerns, a message no quoted value; nested causes likewise.
 */
export function safeError(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) return { message: typeof error === 'string' ? error : 'non-error thrown' };
  const source = error as Error & Record<string, unknown>;
  // A database's own error keeps its message (PGlite's also carries the query and its parameters);
  // the driver's wrapper of a failed query keeps the SQL text only.
  const fromDatabase = typeof source.severity === 'string';
  const query = !fromDatabase && typeof source.query === 'string' ? source.query : undefined;
  const message = query === undefined ? withoutQuotedValues(error.message) : `Failed query: ${query}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: Loggable = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of DATABASE_FIELDS) {
    if (typeof source[field] === 'string') safe[field] = source[field];
  }
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** `invalid input syntax for type integer: "010-1234"` keeps its shape, not the value. */
function withoutQuotedValues(message: string): string {
  return message.replace(/: "[^"]*"/g, ': "…"').replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)');
}

/** Fastify's `logger` option for every Haneul server: its level, and the redaction above. */
export function safeLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string }) => ({
        method: request.method,
        url: pathOnly(request.url),
        remoteAddress: request.ip,
      }),
      err: safeError,
    },
  };
}
