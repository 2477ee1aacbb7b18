import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@haneul/db';
import { runToEnd, startService, stopServiceAndWait } from '../start/processes.ts';

/** Debian's PostgreSQL server binaries, the newest version installed. */
const POSTGRES_ROOT = '/usr/lib/postgresql';

function postgresBin(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(`No PostgreSQL server under ${POSTGRES_ROOT}: apt-get install postgresql`);
  return join(POSTGRES_ROOT, versions[0], 'bin');
}

/** The server and its tools refuse root: they run as the `postgres` OS user. */
function asPostgres(tool: string, args: string[]): [string, string[]] {
  return ['runuser', ['-u', 'postgres', '--', join(postgresBin(), tool), ...args]];
}

/** A folder the postgres OS user owns (the data directories, PgBouncer's files). */
export function postgresOwnedDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, id('-u'), id('-g'));
  return dir;
}

export interface PostgresNode {
  port: number;
  child: ChildProcess;
  /** A database on this server, as the superuser over TCP (trust: the cluster binds to loopback). */
  url(database: string): string;
}

const urlOn = (port: number) => (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

/** Starts `postgres` in the foreground (its own process group), listening on loopback only. */
function startServer(name: string, dataDir: string, port: number, settings: string[]): PostgresNode {
  const socketDir = postgresOwnedDir(join(dataDir, '..', 'sockets'));
  const options = [
    `port=${port}`,
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${socketDir}`,
    // The cluster's output is every server's, interleaved: no line per checkpoint.
    'log_checkpoints=off',
    ...settings,
  ].flatMap((setting) => ['-c', setting]);
  const [command, args] = asPostgres('postgres', ['-D', dataDir, ...options]);
  const child = startService(name, command, args, process.env);
  return { port, child, url: urlOn(port) };
}

/**
 * The primary: initialized on first run (trust on loopback, UTF-8), with the write-ahead log a
 * streaming replica needs, started on `port`.
 */
export async function startPrimary(dataDir: string, port: number): Promise<PostgresNode> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    postgresOwnedDir(dataDir);
    const [command, args] = asPostgres('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await runToEnd(command, args, process.env);
  }
  const node = startServer('primary', dataDir, port, ['wal_level=replica', 'max_wal_senders=4']);
  await waitForPostgres(node.url('postgres'));
  return node;
}

/**
 * The streaming replica: on first run a base backup of the primary with `-R` (standby.signal and
 * primary_conninfo written for it), then started as a hot standby on `port`, read-only.
 */
export async function startReplica(
  dataDir: string,
  port: number,
  primary: PostgresNode,
): Promise<PostgresNode> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    postgresOwnedDir(dataDir);
    const [command, args] = asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await runToEnd(command, args, process.env);
  }
  const node = startServer('replica', dataDir, port, ['hot_standby=on']);
  await waitForPostgres(node.url('postgres'));
  return node;
}

/** Fast shutdown (SIGINT: clients disconnected, a checkpoint, exit), waiting for every process. */
export function stopPostgres(node: PostgresNode): Promise<void> {
  return stopServiceAndWait(node.child, { signal: 'SIGINT', graceMs: 30_000 });
}

/** Creates the databases the cluster uses on the primary, those not there yet. */
export async function createDatabases(primary: PostgresNode, names: string[]): Promise<void> {
  const admin = await openDatabase({ engine: 'postgres', url: primary.url('postgres'), poolSize: 1 });
  try {
    for (const name of names) {
      const { rows } = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
      if (rows.length === 0) await admin.db.execute(sql.raw(`create database ${name}`));
    }
  } finally {
    await admin.close();
  }
}

/** Waits until the server accepts connections (a replica: once it has reached a consistent state). */
export async function waitForPostgres(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
    try {
      await probe.db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not accept connections: ${String(error)}`);
    } finally {
      await probe.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
