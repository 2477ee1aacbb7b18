import { defineConfig } from 'drizzle-kit';

/** The game server's own database; run from the repo root with `--config apps/games/drizzle.config.ts`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/games/src/server/db/schema.ts',
  out: './apps/games/drizzle',
  casing: 'snake_case',
  migrations: { table: '__games_migrations' },
});
