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
const FEW = 128;
const MANY = 384;
/** Bets per group-commit batch: as many as the wallet bench's 64 connections can have waiting. */
const BATCH = 64;

/** Instructions per bet, each bet its own statement, and in group-commit batches of BATCH. */
export interface BetInstructions {
  single: number;
  batched: number;
}

export async function benchInstructions(): Promise<BetInstructions> {
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
    let bets: BetArguments[];
    try {
      bets = await prepareBets(`postgres://postgres@127.0.0.1:${PORT}/postgres`);
    } finally {
      asServerUser(`${bin('pg_ctl')} -D ${data} -w stop > /dev/null`);
    }
    const perBet = (script: (bets: BetArguments[]) => string[]) =>
      Math.round(
        (countInstructions(work, data, script(bets), MANY) -
          countInstructions(work, data, script(bets.slice(0, FEW)), FEW)) /
          (MANY - FEW),
      );
    return { single: perBet(singleCalls), batched: perBet(batchedCalls) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One bet's SQL literals, in the wallet functions' argument order. */
type BetArguments = string[];

/** The wallet bench's catalogue and players, and MANY bets on them. */
async function prepareBets(url: string): Promise<BetArguments[]> {
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
      return [
        "'bet'",
        "'haneul'",
        `'${token}'`,
        `'${id}'`,
        `'${id}'`,
        `'${slot}'`,
        '100',
        'NULL',
        "'h'",
        `${house}`,
        `'${at}'`,
      ];
    });
  } finally {
    await database.close();
  }
}

/** Each bet its own statement, as `callProviderWallet` sends it. */
function singleCalls(bets: BetArguments[]): string[] {
  return bets.map(
    (bet) =>
      `SELECT count(*) FILTER (WHERE answer_status = 'OK') AS ok FROM provider_wallet_call(${bet.join(', ')});`,
  );
}

/** BATCH bets per statement, as `callProviderWallets` sends them. */
function batchedCalls(bets: BetArguments[]): string[] {
  const types = [
    'text',
    'text',
    'text',
    'text',
    'text',
    'text',
    'bigint',
    'text',
    'text',
    'bigint',
    'timestamptz',
  ];
  const statements: string[] = [];
  for (let start = 0; start < bets.length; start += BATCH) {
    const batch = bets.slice(start, start + BATCH);
    const columns = types.map(
      (type, column) => `ARRAY[${batch.map((bet) => bet[column]).join(', ')}]::${type}[]`,
    );
    statements.push(
      `SELECT count(*) FILTER (WHERE answer_status = 'OK') AS ok FROM provider_wallet_calls(${columns.join(', ')});`,
    );
  }
  return statements;
}

/** Plays the statements on a fresh copy of the database under callgrind; the program's total. */
function countInstructions(work: string, data: string, statements: string[], bets: number): number {
  const name = `${statements.length}-${bets}`;
  const copy = `${data}-${name}`;
  const script = join(work, `bets-${name}.sql`);
  const out = process.env.CALLGRIND_OUT
    ? `${process.env.CALLGRIND_OUT}-${name}`
    : join(work, `callgrind-${name}.out`);
  cpSync(data, copy, { recursive: true });
  // PostgreSQL refuses a data directory others may read; the copy does not keep the mode under Node 24.
  chmodSync(copy, 0o700);
  writeFileSync(script, `${statements.join('\n')}\n`);
  if (userInfo().uid === 0) execFileSync('chown', ['-R', 'postgres:postgres', work]);
  const answers = asServerUser(
    `valgrind --tool=callgrind --callgrind-out-file=${out} ${bin('postgres')} --single -D ${copy} postgres < ${script} 2> /dev/null`,
  );
  const ok = [...answers.matchAll(/ok = "(\d+)"/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  if (ok !== bets) throw new Error(`instructions: ${ok} of ${bets} bets answered OK`);
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
