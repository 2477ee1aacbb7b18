import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@haneul/contract';

/** ENDPOINTS.md is what the SPA engineer reads: every endpoint of the contract must be in it. */
describe('ENDPOINTS.md', () => {
  const doc = readFileSync(new URL('./ENDPOINTS.md', import.meta.url), 'utf8');

  it('names the path of every endpoint in the contract’s table', () => {
    // Written as `/path` or `METHOD /path`, the path with or without its /backoffice/api prefix.
    const missing = Object.entries(endpoints)
      .map(([name, spec]) => ({
        name,
        method: spec.method,
        full: spec.path,
        path: spec.path.replace(/^\/(backoffice|agent)\/api/, ''),
      }))
      .filter(({ method, full, path }) =>
        [path, full, `${method} ${path}`, `${method} ${full}`].every((form) => !doc.includes(`\`${form}`)),
      )
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
