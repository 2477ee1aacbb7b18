import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@haneul/db';
import { createCluster } from '../scripts/cluster/cluster-stack.ts';
import type { ClusterPorts } from '../scripts/cluster/ports.ts';
import { closedLoopFigures, type RunFigures } from './lib/stats.ts';
import { createBetDriver } from './wallet.ts';

/** Ports of the bench's own, beside `npm run cluster`'s and the storm's. */
const BENCH_PORTS: ClusterPorts = {
  site: 28070,
  api: 28071,
  stats: 28072,
  apiInstances: 28031,
  webInstances: 28036,
  games: 28039,
  primary: 25452,
  replica: 25453,
  pgbouncer: 26452,
};
const WARM_UP_SECONDS = 3;

export const clusterLabel = (instances: number) =>
  `wallet bet through HAProxy and PgBouncer, ${instances} API instance${instances === 1 ? '' : 's'}`;

/**
 * The wallet's signed bets through the cluster (docs/cluster.md): HAProxy in front of 1, 2 and 3
 * API instances, each on PgBouncer in transaction mode (unnamed statements) in front of one
 * primary with its streaming replica, Redis for the live events. A fresh cluster for each count,
 * the same players, connections and duration, after a warm-up.
 */
export async function benchCluster(
  instanceCounts: number[],
  connections: number,
  seconds: number,
): Promise<RunFigures[]> {
  const figures: RunFigures[] = [];
  for (const instances of instanceCounts) {
    const dataDir = mkdtempSync(join(tmpdir(), 'haneul-bench-cluster-'));
    // The postgres OS user keeps its data directories inside.
    chmodSync(dataDir, 0o755);
    const unexpected: string[] = [];
    const control = createCluster({
      dataDir,
      ports: BENCH_PORTS,
      apiInstances: instances,
      webInstances: 0,
      games: false,
      frontEnds: false,
      seed: false,
      env: { ...process.env, LOG_LEVEL: 'warn', SPORT_DEMO_FEED: '0' },
      log: () => undefined,
      onUnexpectedExit: (name, code) => unexpected.push(`${name} (exit ${code})`),
    });
    try {
      const cluster = await control.start();
      const primary = await openDatabase({ engine: 'postgres', url: cluster.databases.primary, poolSize: 4 });
      try {
        const driver = await createBetDriver({
          db: primary.db,
          apiUrl: cluster.urls.api,
          secret: cluster.walletSecret,
        });
        await driver.load(connections, WARM_UP_SECONDS);
        const result = await driver.load(connections, seconds);
        await driver.expectAllOk();
        figures.push(closedLoopFigures(clusterLabel(instances), connections, seconds, result));
      } finally {
        await primary.close();
      }
      if (unexpected.length > 0) throw new Error(`cluster bench: ${unexpected.join(', ')} stopped`);
    } finally {
      await control.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}
