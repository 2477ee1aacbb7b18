import { writeFile } from 'node:fs/promises';
import { benchHealthCheck } from './health.ts';
import { benchLedger } from './ledger.ts';
import { describeMachine } from './lib/machine.ts';
import type { RunFigures } from './lib/stats.ts';
import { benchPgbench } from './pgbench.ts';
import { renderReport } from './report.ts';

/** `npm run bench`: measures, prints, and writes BENCHMARKS.md. BENCH_SECONDS shortens a run. */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const concurrencies = [16, 64];

async function main(): Promise<void> {
  const machine = describeMachine();
  console.log(`Machine: ${machine}`);
  const ledger: RunFigures[] = [];
  for (const concurrency of concurrencies) {
    console.log(`ledger at ${concurrency} concurrent…`);
    ledger.push(await benchLedger(concurrency, seconds));
  }
  console.log('pgbench tpcb-like (scale 10)…');
  const pgbench = await benchPgbench(concurrencies, seconds);
  console.log('health check over HTTP…');
  const health = await benchHealthCheck(32, Math.min(seconds, 10));
  const report = renderReport({ date: new Date(), machine, ledger, pgbench, health });
  console.log(report);
  await writeFile('BENCHMARKS.md', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
