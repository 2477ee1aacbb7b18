import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createScratchDatabase } from './lib/postgres.ts';
import { summarize, type RunFigures } from './lib/stats.ts';

const run = promisify(execFile);

/**
 * pgbench's tpcb-like script (scale 10) at the given client count: the machine's own yardstick
 * for "a small write transaction", measured in the same run as our ledger.
 */
export async function benchPgbench(clients: number[], seconds: number): Promise<RunFigures[]> {
  const scratch = await createScratchDatabase('haneul_bench_pgbench');
  const connection = ['-h', '127.0.0.1', '-p', '5432', '-U', 'postgres'];
  try {
    await run('pgbench', [...connection, '-i', '-s', '10', '-q', scratch.name]);
    const figures: RunFigures[] = [];
    for (const count of clients) {
      const logDir = await mkdtemp(join(tmpdir(), 'pgbench-'));
      try {
        const args = [
          ...connection,
          '-c',
          String(count),
          '-j',
          '2',
          '-T',
          String(seconds),
          '-b',
          'tpcb-like',
        ];
        await run('pgbench', [...args, '-l', `--log-prefix=${join(logDir, 'log')}`, scratch.name]);
        figures.push(summarize('pgbench tpcb-like', count, await readLatencies(logDir), seconds));
      } finally {
        await rm(logDir, { recursive: true, force: true });
      }
    }
    return figures;
  } finally {
    await scratch.drop();
  }
}

/** Per-transaction log lines: `client tx_no latency_us script epoch_s epoch_us`. */
async function readLatencies(logDir: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await readdir(logDir)) {
    const text = await readFile(join(logDir, file), 'utf8');
    for (const line of text.split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line.trim()) latencies.push(micros / 1000);
    }
  }
  return latencies;
}
