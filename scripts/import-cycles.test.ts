import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Every project with a tsconfig.json: a new app or package is held to the rule without a list.
const projects = ts.sys
  .readDirectory(root, ['.json'], ['**/node_modules', '**/dist', '**/.next'], ['**/tsconfig.json'])
  .map((file) => relative(root, file))
  .sort();

describe('imports never go round in a circle, types included', () => {
  it('finds the projects', () => {
    expect(projects).toEqual(
      expect.arrayContaining(['apps/web/tsconfig.json', 'apps/backoffice/tsconfig.json']),
    );
  });

  it.each(projects)('%s', (project) => {
    expect(importCycles(resolve(root, project), root)).toEqual([]);
  });
});
