import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { hashToken, houseAccountId, migrateDatabase, openDatabase } from '@haneul/db';
import { createWalletPlayers } from './lib/bench-members.ts';

/**
 * The CPU instructions one wallet bet costs inside PostgreSQL (`npm run bench -- instructions`), counted
 * by valgrind's callgrind on a single-user backend. Unlike a timing, the count is the same on every
 * run whatever else the machine does, so a change to the ledger or wallet functions is compared to
 * the last by one figure. Bets run twice, 100 and 300 of them, on copies of one database:
 * (second - first) / 200 leaves start-up and shutdown out. Needs valgrind and the PostgreSQL server
 * programs (Debian's postgresql package); as root, PostgreSQL runs as the postgres user.
 */
const PORT = 5499;
const FEW = 100;
const MANY = 300;

export async function benchInstructions(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'haneul-instructions-'));
  const data = join(work, 'data');
  try {
    if (userInfo().uid === 0) {
      const postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      chownSync(work, postgresUid, postgresUid);
    }
    asServerUser(`${bin('initdb')} -D ${data} -A trust -U postgres > /dev/null`);
    asServerUser(
      `${bin('pg_ctl')} -D ${data} -o '-p ${PORT} -k ${work}' -l ${work}/log -w start > /dev/null`,
    );
    let bets: string[];
    try {
      bets = await prepareBets(`postgres://postgres@127.0.0.1:${PORT}/postgres`);
    } finally {
      asServerUser(`${bin('pg_ctl')} -D ${data} -w stop > /dev/null`);
    }
    const few = countInstructions(work, data, bets.slice(0, FEW));
    const many = countInstructions(work, data, bets);
    return Math.round((many - few) / (MANY - FEW));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The wallet bench's catalogue and players; one SQL line per bet. */
async function prepareBets(url: string): Promise<string[]> {
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const db = database.db;
    const now = new Date();
    const { slot, tokens } = await createWalletPlayers(db, now);
    const tokenHashes = tokens.map(hashToken);
    const house = await houseAccountId(db, 'house_game', 'haneul');
    // One fixed time inside the sessions' 8 hours, so every run plays the same SQL.
    const at = new Date(now.getTime() + 60_000).toISOString();
    return Array.from({ length: MANY }, (_, index) => {
      const token = tokenHashes[(index * 7) % tokenHashes.length];
      const id = `instructions-${index}`;
      return `SELECT answer_status FROM provider_wallet_call('bet', 'haneul', '${token}', '${id}', '${id}', '${slot}', 100, NULL, 'h', ${house}, '${at}');`;
    });
  } finally {
    await database.close();
  }
}

/** Plays the bets on a fresh copy of the database under callgrind; the program's total. */
function countInstructions(work: string, data: string, bets: string[]): number {
  const copy = `${data}-${bets.length}`;
  const script = join(work, `bets-${bets.length}.sql`);
  const out = join(work, `callgrind-${bets.length}.out`);
  cpSync(data, copy, { recursive: true });
  // PostgreSQL refuses a data directory others may read; the copy does not keep the mode under Node 24.
  chmodSync(copy, 0o700);
  writeFileSync(script, `${bets.join('\n')}\n`);
  if (userInfo().uid === 0) execFileSync('chown', ['-R', 'postgres:postgres', work]);
  const answers = asServerUser(
    `valgrind --tool=callgrind --callgrind-out-file=${out} ${bin('postgres')} --single -D ${copy} postgres < ${script} 2> /dev/null`,
  );
  const ok = answers.match(/answer_status = "OK"/g)?.length ?? 0;
  if (ok !== bets.length) throw new Error(`instructions: ${ok} of ${bets.length} bets answered OK`);
  const totals = /^totals:\s+(\d+)/m.exec(readFileSync(out, 'utf8'))?.[1];
  if (!totals) throw new Error('instructions: no totals in the callgrind output');
  return Number(totals);
}

/** The newest installed PostgreSQL's program. */
function bin(program: string): string {
  const version = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return join('/usr/lib/postgresql', version ?? '', 'bin', program);
}

/** A shell command, as the postgres user when we are root: the server refuses to run as root. */
function asServerUser(command: string): string {
  const [file, args]: [string, string[]] =
    userInfo().uid === 0 ? ['su', ['postgres', '-s', '/bin/sh', '-c', command]] : ['sh', ['-c', command]];
  return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
