import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement, built once per database handle. Hot queries (the session lookup,
 * the 30-second health check) are otherwise rebuilt by Drizzle and re-planned by PostgreSQL on
 * every request; prepared, each connection parses and plans them once. `build` must use
 * `sql.placeholder` for every value that varies.
 */
export function preparedFor<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
