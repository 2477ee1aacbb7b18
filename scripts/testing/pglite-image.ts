import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_IMAGE_ENV, writeMigratedPgliteImage } from '@haneul/db/testing';

/**
 * Vitest's global setup: one migrated PGlite database saved as an image, which every PGlite test
 * database of the run starts from (the test files' forks inherit the variable naming it). Made
 * anew each run, so it always holds the migrations of the tree under test.
 */
export default async function pgliteImage(): Promise<() => Promise<void>> {
  const path = join(tmpdir(), `haneul-pglite-${process.pid}.tar`);
  await writeMigratedPgliteImage(path);
  process.env[PGLITE_IMAGE_ENV] = path;
  return () => rm(path, { force: true });
}
