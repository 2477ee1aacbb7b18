import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under the given files and folders (node_modules and build output skipped). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== 'node_modules' && name !== '.next') visit(join(path, name));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output: string, sources: string[]): boolean {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}
