import pg from 'pg';

/** A query config that names its statement (Drizzle's `.prepare(name)` sends one). */
function isNamedConfig(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    value.name !== '' &&
    // A submittable (a cursor, a stream) runs itself: it is passed on as it is.
    !('submit' in value)
  );
}

/**
 * A node-postgres connection that sends every statement unnamed, for PostgreSQL reached through a
 * transaction-mode pooler (PgBouncer's `pool_mode = transaction`, which before 1.21 keeps no
 * prepared statements). There each transaction may run on another server connection, so a statement
 * node-postgres prepared by name on one is unknown on the next ("prepared statement ... does not
 * exist"). Unnamed, the statement is parsed and run in the one round trip of the extended protocol,
 * which the pooler passes through; the cost is a parse and plan per call instead of once per
 * connection.
 */
export class UnnamedStatementsClient extends pg.Client {
  // any: one signature that stands for every overload of `query` (text, config or submittable;
  // promise or callback), whose answers differ; only a named config changes, the rest goes on as is.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [first, ...rest] = args;
    const unnamed = isNamedConfig(first) ? { ...first, name: undefined } : first;
    return Reflect.apply(pg.Client.prototype.query, this, [unnamed, ...rest]);
  }
}
