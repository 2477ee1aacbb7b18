import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the storm on a real cluster (scripts/cluster/storm.cluster-test.ts), apart
 * from `npm test`: it installs HAProxy and PgBouncer when missing, runs PostgreSQL as the postgres
 * OS user and takes ports of its own, so it runs alone, once, after the suite (.ci/run).
 */
export default defineConfig({
  test: {
    include: ['scripts/cluster/*.cluster-test.ts'],
    testTimeout: 120_000,
    // Starting the cluster compiles the servers when stale; stopping it waits for every process.
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
