import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The kinds of database object kept one per file, in the order they are applied: a trigger names
 * its function, so functions come first.
 */
const DEFINITION_KINDS = ['function', 'trigger'] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/** One object's definition: `<folder>/<kind>s/<name>.sql`, the file named after what it defines. */
export interface DefinitionFile {
  kind: DefinitionKind;
  name: string;
  /** The file's statements, split where drizzle-kit splits migrations (`--> statement-breakpoint`). */
  statements: string[];
}

const BREAKPOINT = '--> statement-breakpoint';

/** Splits a definition file into its statements; a file of comments only has none. */
function definitionStatements(text: string): string[] {
  return text.split(BREAKPOINT).filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '');
}

/**
 * Reads `<folder>/functions/*.sql` then `<folder>/triggers/*.sql`, each in name order, so every
 * start applies them in the same order. A missing kind folder holds no definitions.
 */
export function readDefinitionFiles(folder: string): DefinitionFile[] {
  return DEFINITION_KINDS.flatMap((kind) => {
    const kindFolder = join(folder, `${kind}s`);
    let names: string[];
    try {
      names = readdirSync(kindFolder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({
        kind,
        name: file.slice(0, -'.sql'.length),
        statements: definitionStatements(readFileSync(join(kindFolder, file), 'utf8')),
      }));
  });
}
