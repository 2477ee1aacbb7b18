import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionDrift, readDefinitionFiles, type DefinitionFile } from '@haneul/server-kit/database';
import { definitionsFolder, migrateDatabase } from './migrate.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from './testing/index.ts';

const files = readDefinitionFiles(definitionsFolder);

/** The definition files with one file's text edited, as a change that was never applied. */
function editedFiles(name: string, edit: (statement: string) => string): DefinitionFile[] {
  const found = files.some((file) => file.name === name);
  if (!found) throw new Error(`no definition file ${name}`);
  return files.map((file) =>
    file.name === name ? { ...file, statements: file.statements.map(edit) } : file,
  );
}

/**
 * The function and trigger files (packages/db/sql) are the database's functions and triggers: the
 * migrator applies them after the migrations, and nothing else defines one. The drift check reads
 * PostgreSQL's rendering of every function and trigger, applies the files in a transaction it rolls
 * back, and reads them again; the cases below show it catches an edit on either side.
 */
describe.each(TEST_ENGINES)('function and trigger files on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  it('define every function and trigger of a migrated database, exactly', async () => {
    expect(files.filter((file) => file.kind === 'function').length).toBeGreaterThan(0);
    expect(files.filter((file) => file.kind === 'trigger').length).toBeGreaterThan(0);
    expect(await definitionDrift(database.db, files)).toEqual([]);
  });

  it('catch a file edited but not applied', async () => {
    const edited = editedFiles('ledger_post', (text) => text.replace('BEGIN', 'BEGIN\n  -- edited'));
    expect(await definitionDrift(database.db, edited)).toEqual([
      expect.objectContaining({
        kind: 'function',
        object: expect.stringMatching(/^ledger_post\(/),
        problem: 'differs',
      }),
    ]);
    const trigger = editedFiles('audit_log_no_truncate', (text) =>
      text.replace('TRUNCATE', 'TRUNCATE OR DELETE'),
    );
    expect(await definitionDrift(database.db, trigger)).toEqual([
      { kind: 'trigger', object: 'audit_log_no_truncate on audit_log', problem: 'differs' },
    ]);
  });

  it('catch a database edited behind the files, until the migrator applies them again', async () => {
    await database.db.execute(sql`
      CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RETURN NULL;
      END;
      $$`);
    expect(await definitionDrift(database.db, files)).toEqual([
      { kind: 'function', object: 'ledger_refuse_change()', problem: 'differs' },
    ]);
    await migrateDatabase(database);
    expect(await definitionDrift(database.db, files)).toEqual([]);
  });

  it('catch a function or trigger that has no file, and a file that defines another name', async () => {
    await database.db.execute(sql`
      CREATE FUNCTION only_in_a_migration() RETURNS integer LANGUAGE sql AS 'select 1'`);
    await database.db.execute(sql`
      CREATE TRIGGER only_in_a_migration_too BEFORE TRUNCATE ON ledger_postings
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`);
    const renamed = editedFiles('ledger_refuse_account_delete', (text) =>
      text.replace('ledger_refuse_account_delete()', 'ledger_refuse_account_removal()'),
    );
    try {
      expect(await definitionDrift(database.db, renamed)).toEqual([
        { kind: 'function', object: 'ledger_refuse_account_delete', problem: 'missing' },
        { kind: 'function', object: 'ledger_refuse_account_delete()', problem: 'no_file' },
        { kind: 'function', object: 'ledger_refuse_account_removal()', problem: 'no_file' },
        { kind: 'function', object: 'only_in_a_migration()', problem: 'no_file' },
        { kind: 'trigger', object: 'only_in_a_migration_too on ledger_postings', problem: 'no_file' },
      ]);
    } finally {
      await database.db.execute(sql`DROP TRIGGER only_in_a_migration_too ON ledger_postings`);
      await database.db.execute(sql`DROP FUNCTION only_in_a_migration()`);
    }
  });

  it('catch an old overload left behind by a changed signature', async () => {
    await database.db.execute(sql`
      CREATE FUNCTION ledger_refuse_change(why text) RETURNS void LANGUAGE sql AS 'select null'`);
    try {
      expect(await definitionDrift(database.db, files)).toEqual([
        { kind: 'function', object: 'ledger_refuse_change(text)', problem: 'no_file' },
      ]);
    } finally {
      await database.db.execute(sql`DROP FUNCTION ledger_refuse_change(text)`);
    }
  });
});
