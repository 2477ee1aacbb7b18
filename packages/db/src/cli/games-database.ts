import { existsSync } from 'node:fs';
import { openDatabase, type Database } from '../client.ts';
import { assertPgliteFree } from './pglite-holders.ts';
import { dataRoot } from './run-cli.ts';

/**
 * The game server's own database, where it keeps its rounds, as the server finds it:
 * GAMES_DATABASE_URL, else PGlite in GAMES_DATA_DIR (`${DATA_DIR}/games` as `npm start` sets it).
 * Null when neither exists: an install without the built-in game server, or one never started.
 */
export async function openGamesDatabase(env: NodeJS.ProcessEnv): Promise<Database | null> {
  const url = env.GAMES_DATABASE_URL?.trim();
  if (url) return openDatabase({ engine: 'postgres', url, poolSize: 2 });
  const dataDir = env.GAMES_DATA_DIR?.trim() || `${dataRoot(env)}/games`;
  if (!existsSync(`${dataDir}/PG_VERSION`)) return null;
  assertPgliteFree(dataDir, 'The game server database');
  return openDatabase({ engine: 'pglite', dataDir });
}
