import type { ChildProcess } from 'node:child_process';
import { chownSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startService, stopServiceAndWait } from '../start/processes.ts';
import { postgresOwnedDir, waitForPostgres, type PostgresNode } from './postgres.ts';
import { writeFromTemplate } from './template.ts';

export interface Pooler {
  child: ChildProcess;
  /** The database through the pooler. */
  url: string;
}

/**
 * PgBouncer in transaction mode on `port`, in front of the primary's `database`. It refuses to run
 * as root, so it runs as the postgres OS user on files that user owns.
 */
export async function startPgBouncer(
  dir: string,
  port: number,
  primary: PostgresNode,
  database: string,
): Promise<Pooler> {
  postgresOwnedDir(dir);
  const owner = statSync(dir);
  const authFile = join(dir, 'userlist.txt');
  // auth_type trust still wants the user listed.
  writeFileSync(authFile, '"postgres" ""\n');
  const config = join(dir, 'pgbouncer.ini');
  writeFromTemplate('pgbouncer.ini', config, { database, primaryPort: primary.port, port, authFile });
  for (const file of [authFile, config]) chownSync(file, owner.uid, owner.gid);
  const child = startService(
    'pgbouncer',
    'runuser',
    ['-u', 'postgres', '--', '/usr/sbin/pgbouncer', config],
    process.env,
  );
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  await waitForPostgres(url);
  return { child, url };
}

export function stopPgBouncer(pooler: Pooler): Promise<void> {
  // SIGINT: a safe shutdown, waiting for the transactions under way.
  return stopServiceAndWait(pooler.child, { signal: 'SIGINT' });
}
