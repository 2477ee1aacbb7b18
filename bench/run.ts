import { writeFile } from 'node:fs/promises';
import { benchGameMath } from './game-math.ts';
import { benchHealthCheck } from './health.ts';
import { benchLedger } from './ledger.ts';
import { describeMachine } from './lib/machine.ts';
import type { RunFigures } from './lib/stats.ts';
import { benchPgbench } from './pgbench.ts';
import { renderReport } from './report.ts';
import { benchWalletBets } from './wallet.ts';

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
  console.log('wallet bets over HTTP at 64 concurrent…');
  const wallet = await benchWalletBets(64, seconds);
  console.log('game math: exact RTP and the simulator…');
  const titles = benchGameMath(2_000_000);
  const report = renderReport({ date: new Date(), machine, ledger, pgbench, health, wallet, titles });
  console.log(report);
  await writeFile('BENCHMARKS.md', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
