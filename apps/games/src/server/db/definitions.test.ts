import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionDrift } from '@haneul/server-kit/database';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createGamesTestDatabase, type GamesTestDatabase } from '../testing/games-test-database.ts';

/**
 * The games database keeps no functions or triggers, so its migrator has no definitions folder.
 * Should a migration ever add one, this fails: it belongs in a file of its own (as the API's do in
 * packages/db/sql) and a definitions folder passed to the migrator.
 */
describe.each(TEST_ENGINES)('the games database on %s', (engine) => {
  let database: GamesTestDatabase;

  beforeAll(async () => {
    database = await createGamesTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  it('has no function or trigger', async () => {
    expect(await definitionDrift(database.db, [])).toEqual([]);
  });
});
