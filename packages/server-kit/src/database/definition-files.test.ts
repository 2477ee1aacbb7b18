import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDefinitionFiles } from './definition-files.ts';

describe('readDefinitionFiles', () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads functions before triggers, each in name order, split at the breakpoints', () => {
    folder = mkdtempSync(join(tmpdir(), 'definitions-'));
    mkdirSync(join(folder, 'functions'));
    mkdirSync(join(folder, 'triggers'));
    writeFileSync(
      join(folder, 'triggers', 'a_trigger.sql'),
      '-- why\nDROP x;\n--> statement-breakpoint\nCREATE y;\n',
    );
    writeFileSync(join(folder, 'functions', 'b_function.sql'), 'CREATE b;');
    writeFileSync(join(folder, 'functions', 'a_function.sql'), 'CREATE a;');
    writeFileSync(join(folder, 'functions', 'notes.txt'), 'not a definition');
    expect(readDefinitionFiles(folder)).toEqual([
      { kind: 'function', name: 'a_function', statements: ['CREATE a;'] },
      { kind: 'function', name: 'b_function', statements: ['CREATE b;'] },
      { kind: 'trigger', name: 'a_trigger', statements: ['-- why\nDROP x;\n', '\nCREATE y;\n'] },
    ]);
  });

  it('finds no definitions where a kind has no folder', () => {
    folder = mkdtempSync(join(tmpdir(), 'definitions-'));
    expect(readDefinitionFiles(folder)).toEqual([]);
  });
});
