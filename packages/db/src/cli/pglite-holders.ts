import { readdirSync, readlinkSync, realpathSync } from 'node:fs';

/**
 * PGlite serves one process per data directory, and a second one opening it neither fails nor
 * waits: it reads pages the first has not written yet, and its writes corrupt the first's. A
 * process using the directory holds its files open, which Linux shows under /proc/<pid>/fd. Refuses
 * (throws, with what to do) when another process has `dataDir` open; where /proc does not exist or
 * a process's descriptors cannot be read, it cannot tell and lets the caller go on.
 */
export function assertPgliteFree(dataDir: string, what: string): void {
  const holders = pgliteHolders(dataDir);
  if (holders.length === 0) return;
  throw new Error(
    `${what} (PGlite in ${dataDir}) is open in process ${holders.join(', ')}: PGlite serves one ` +
      'process at a time. Stop the servers (npm start) and run this again, or use PostgreSQL ' +
      '(DATABASE_URL, GAMES_DATABASE_URL).',
  );
}

function pgliteHolders(dataDir: string): number[] {
  const dir = readable(() => realpathSync(dataDir));
  const pids = readable(() => readdirSync('/proc'));
  if (!dir || !pids) return [];
  return pids
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) =>
      (readable(() => readdirSync(`/proc/${pid}/fd`)) ?? []).some((fd) =>
        readable(() => readlinkSync(`/proc/${pid}/fd/${fd}`))?.startsWith(`${dir}/`),
      ),
    )
    .map(Number);
}

/** The value, or undefined when the file system refuses (gone, not ours, not Linux). */
function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
