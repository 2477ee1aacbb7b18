import {
  openDatabase,
  type Database,
  type DatabaseOptions,
  type SchemaDb,
} from '@haneul/server-kit/database';
import * as schema from './schema.ts';

/** The game server's own database (never the API's: money lives there, rounds and seeds here). */
export type GamesSchema = typeof schema;
/** A database handle or a transaction: query functions take this first. */
export type GamesDb = SchemaDb<GamesSchema>;
export type GamesDatabase = Database<GamesSchema>;
/** The game server's pool options: the wallet, not this database, is what its rounds wait on. */
export type GamesDatabaseOptions =
  { engine: 'postgres'; url: string; poolSize?: number } | { engine: 'pglite'; dataDir?: string };

/** The pool a game server keeps when its options name none: half the API's. */
const GAMES_POOL_SIZE = 10;

/** Opens the games database: PostgreSQL when given a URL, the embedded PGlite otherwise. */
export function openGamesDatabase(
  options: GamesDatabaseOptions,
  onIdleClientError: (error: Error) => void = () => undefined,
): Promise<GamesDatabase> {
  const opened: DatabaseOptions =
    options.engine === 'postgres'
      ? { ...options, poolSize: options.poolSize ?? GAMES_POOL_SIZE, onIdleClientError }
      : options;
  return openDatabase(opened, schema);
}
