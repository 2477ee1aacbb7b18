import { writeFile } from 'node:fs/promises';
import { benchGameMath, type TitleFigures } from './game-math.ts';
import { benchHealthCheck, type HealthFigures } from './health.ts';
import { benchInstructions, type BetInstructions } from './instructions.ts';
import { benchLedger } from './ledger.ts';
import { benchLiveStreams, type LiveFigures } from './live.ts';
import { describeMachine } from './lib/machine.ts';
import type { RunFigures } from './lib/stats.ts';
import { benchPgbench } from './pgbench.ts';
import { benchSportPlacements, benchSportSettlement } from './sport.ts';
import { benchTableGames, type TableFigures } from './table-games.ts';
import { PACED_SHARE, renderReport } from './report.ts';
import { benchWalletBets, PACED_LABEL } from './wallet.ts';
import { benchCluster } from './cluster.ts';
import { benchWeb, type WebFigures } from './web.ts';
import { renderWebSection } from './web-report.ts';

/**
 * `npm run bench`: measures, prints, and writes BENCHMARKS.md. BENCH_SECONDS shortens a run.
 * `npm run bench -- wallet pgbench` runs only the named parts and prints their figures without
 * touching BENCHMARKS.md, which always describes one complete run.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const concurrencies = [16, 64];
const PARTS = [
  'ledger',
  'pgbench',
  'health',
  'wallet',
  'cluster',
  'sport',
  'live',
  'instructions',
  'game-math',
  'web',
] as const;
/** The cluster's API instance counts, and the connections through HAProxy. */
const CLUSTER_INSTANCES = [1, 2, 3];
const CLUSTER_CONNECTIONS = 64;
/** Balance changes timed through the live stream. */
const LIVE_SAMPLES = 500;
/** The open bets one event's result settles in the sport part. */
const SETTLED_BETS = 100_000;
type Part = (typeof PARTS)[number];

function chosenParts(args: string[]): Set<Part> {
  const unknown = args.filter((arg) => !PARTS.includes(arg as Part));
  if (unknown.length > 0)
    throw new Error(`unknown bench part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  return new Set(args.length > 0 ? (args as Part[]) : PARTS);
}

async function main(): Promise<void> {
  const parts = chosenParts(process.argv.slice(2));
  const machine = describeMachine();
  console.log(`Machine: ${machine}`);
  const ledger: RunFigures[] = [];
  const pgbench: RunFigures[] = [];
  const wallet: RunFigures[] = [];
  const cluster: RunFigures[] = [];
  let health: HealthFigures | undefined;
  let betInstructions: BetInstructions | undefined;
  let titles: TitleFigures[] = [];
  let tables: TableFigures[] = [];
  const sport: RunFigures[] = [];
  let settlement: { bets: number; seconds: number } | undefined;
  let web: WebFigures | undefined;
  let live: LiveFigures | undefined;
  if (parts.has('ledger')) {
    for (const concurrency of concurrencies) {
      console.log(`ledger at ${concurrency} concurrent…`);
      ledger.push(await benchLedger(concurrency, seconds));
    }
  }
  if (parts.has('pgbench')) {
    console.log('pgbench tpcb-like (scale 10)…');
    pgbench.push(...(await benchPgbench(concurrencies, seconds)));
  }
  if (parts.has('health')) {
    console.log('health check over HTTP…');
    health = await benchHealthCheck(32, Math.min(seconds, 10));
  }
  if (parts.has('wallet')) {
    console.log(`wallet bets over HTTP at ${concurrencies.join(' and ')} concurrent, one commit each…`);
    wallet.push(...(await benchWalletBets(concurrencies, seconds, { groupCommit: false })));
    console.log(`wallet bets over HTTP at ${concurrencies.join(' and ')} concurrent, group commit…`);
    // The paced run offers pgbench's rate at 64: the throughput the one-commit wallet never reached.
    const yardstick = pgbench.find((figures) => figures.concurrency === 64);
    const pace = yardstick && { connections: 64, perSecond: yardstick.perSecond * PACED_SHARE };
    wallet.push(...(await benchWalletBets(concurrencies, seconds, { groupCommit: true, pace })));
  }
  if (parts.has('cluster')) {
    console.log(`the cluster at ${CLUSTER_INSTANCES.join(', ')} API instances through HAProxy…`);
    cluster.push(...(await benchCluster(CLUSTER_INSTANCES, CLUSTER_CONNECTIONS, seconds)));
  }
  if (parts.has('sport')) {
    console.log(`sport bet placements over HTTP at ${concurrencies.join(' and ')} concurrent…`);
    sport.push(...(await benchSportPlacements(concurrencies, seconds)));
    console.log(`settling ${SETTLED_BETS.toLocaleString('en-US')} open bets on one event…`);
    settlement = await benchSportSettlement(SETTLED_BETS);
  }
  if (parts.has('live')) {
    console.log('live streams: memory per idle stream, and a change’s delivery…');
    live = await benchLiveStreams(LIVE_SAMPLES);
  }
  if (parts.has('instructions')) {
    console.log('one wallet bet inside PostgreSQL, in instructions (callgrind)…');
    betInstructions = await benchInstructions();
  }
  if (parts.has('game-math')) {
    console.log('game math: exact RTP and edges, and the simulators…');
    titles = await benchGameMath(2_000_000);
    tables = await benchTableGames(300_000);
  }
  if (parts.has('web')) {
    console.log('member site: home page weight and Lighthouse…');
    web = await benchWeb();
  }
  if (
    parts.size < PARTS.length ||
    health === undefined ||
    web === undefined ||
    settlement === undefined ||
    live === undefined ||
    betInstructions === undefined
  ) {
    const runs = [...ledger, ...pgbench, ...wallet, ...cluster, ...sport];
    if (runs.length > 0) console.table(runs);
    if (health) console.table([health]);
    if (betInstructions)
      console.log(
        `one wallet bet: ${betInstructions.single.toLocaleString('en-US')} instructions alone, ${betInstructions.batched.toLocaleString('en-US')} in a batch`,
      );
    if (titles.length > 0) console.table(titles, ['code', 'exactSeconds', 'simulatedSpinsPerSecond']);
    if (tables.length > 0) console.table(tables);
    if (settlement) console.log(`settled ${settlement.bets} bets in ${settlement.seconds.toFixed(1)} s`);
    if (live) console.table([live]);
    if (web) console.log(renderWebSection(web).join('\n'));
    for (const run of wallet.filter((figures) => figures.label !== PACED_LABEL)) {
      const yardstick = pgbench.find((figures) => figures.concurrency === run.concurrency);
      if (yardstick)
        console.log(
          `${run.label} / pgbench at ${run.concurrency}: ${Math.round((run.perSecond / yardstick.perSecond) * 100)}%`,
        );
    }
    return;
  }
  const report = [
    renderReport({
      date: new Date(),
      machine,
      ledger,
      pgbench,
      health,
      wallet,
      cluster,
      betInstructions,
      titles,
      tables,
      sport,
      settlement,
      live,
    }),
    ...renderWebSection(web),
  ].join('\n');
  console.log(report);
  await writeFile('BENCHMARKS.md', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
