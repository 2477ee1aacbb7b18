import { sql, TransactionRollbackError } from 'drizzle-orm';
import { applyDefinitions } from './apply-definitions.ts';
import type { DefinitionFile, DefinitionKind } from './definition-files.ts';
import type { DatabaseSchema, SchemaDb } from './open-database.ts';

/**
 * How the database and the definition files disagree about one object:
 * `differs` — the database's definition is not the file's (a body, a setting, a trigger's event);
 * `missing` — the file defines an object the database lacks;
 * `no_file` — the database has an object no file defines (one that lives only in a migration, an
 *             old overload left behind by a changed signature, a trigger made by hand).
 */
export interface DefinitionDrift {
  kind: DefinitionKind;
  /** The function's signature (`ledger_post(text,bigint,...)`) or the trigger's `name on table`. */
  object: string;
  problem: 'differs' | 'missing' | 'no_file';
}

interface CatalogueRow extends Record<string, unknown> {
  kind: DefinitionKind;
  name: string;
  object: string;
  definition: string;
  /** The catalogue row's version: applying a file writes a new one even when nothing changed. */
  version: string;
}

/**
 * Every function and trigger of the current schema with PostgreSQL's own rendering of it
 * (pg_get_functiondef, pg_get_triggerdef): the same text whatever spacing or case the source had.
 * Objects of extensions and the triggers PostgreSQL makes for foreign keys are not ours.
 */
const catalogue = sql`
  select 'function' as kind, p.proname as name, p.oid::regprocedure::text as object,
         pg_get_functiondef(p.oid) as definition, p.xmin::text as version
    from pg_proc p
   where p.pronamespace = current_schema()::regnamespace
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'trigger', t.tgname, t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid), t.xmin::text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
   where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`;

/**
 * Compares the database's functions and triggers with the definition files. Inside a transaction
 * that is always rolled back, it reads every definition, applies the files, and reads them again:
 * an object whose rendering changed differs from its file (whichever side was edited), one that
 * appeared was missing, and one that no file rewrote, or whose name no file has, has no file.
 * Nothing is left changed.
 */
export async function definitionDrift<TSchema extends DatabaseSchema>(
  db: SchemaDb<TSchema>,
  files: readonly DefinitionFile[],
): Promise<DefinitionDrift[]> {
  let before: CatalogueRow[] = [];
  let after: CatalogueRow[] = [];
  try {
    await db.transaction(async (tx) => {
      before = (await tx.execute<CatalogueRow>(catalogue)).rows;
      await applyDefinitions(tx, files);
      after = (await tx.execute<CatalogueRow>(catalogue)).rows;
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  const was = new Map(before.map((row) => [`${row.kind} ${row.object}`, row]));
  const named = new Set(files.map((file) => `${file.kind} ${file.name}`));
  const answered = new Set<string>();
  const drift: DefinitionDrift[] = [];
  for (const row of after) {
    const { kind, object } = row;
    const previous = was.get(`${kind} ${object}`);
    // What no file rewrote is not defined by one, whatever its name.
    const rewritten = previous === undefined || previous.version !== row.version;
    if (!rewritten || !named.has(`${kind} ${row.name}`)) {
      drift.push({ kind, object, problem: 'no_file' });
      continue;
    }
    answered.add(`${kind} ${row.name}`);
    if (previous === undefined) drift.push({ kind, object, problem: 'missing' });
    else if (previous.definition !== row.definition) drift.push({ kind, object, problem: 'differs' });
  }
  // A file that defines an object of another name leaves its own name unanswered.
  for (const file of files) {
    const name = `${file.kind} ${file.name}`;
    if (!answered.has(name)) drift.push({ kind: file.kind, object: file.name, problem: 'missing' });
  }
  return drift.sort((a, b) => `${a.kind} ${a.object}`.localeCompare(`${b.kind} ${b.object}`));
}
