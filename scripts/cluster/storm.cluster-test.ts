import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase, providerTransactions, type Database } from '@haneul/db';
import { createTestStaff, createTestStaffSession } from '@haneul/db/testing';
import { runToEnd } from '../start/processes.ts';
import { createCluster, type Cluster, type ClusterControl } from './cluster-stack.ts';
import { servedSessions, waitForBalancer } from './haproxy.ts';
import type { ClusterPorts } from './ports.ts';
import { StormClient } from './storm-client.ts';
import { ledgerOf } from './storm-ledger.ts';
import { createStormPlayers, playStorm } from './storm-workload.ts';

/** Ports of its own, beside `npm run cluster`'s (scripts/cluster/ports.ts). */
const STORM_PORTS: ClusterPorts = {
  site: 28090,
  api: 28091,
  stats: 28092,
  apiInstances: 28041,
  webInstances: 28051,
  games: 28061,
  primary: 25442,
  replica: 25443,
  pgbouncer: 26442,
};
const API_INSTANCES = 3;
const PLAYERS = 16;
/** The storm's timeline: the kill and the restart in ms from its start, then how long it goes on. */
const KILL_AT = 5_000;
const RESTART_AT = 9_000;
const AFTER_RESTART_MS = 4_000;
/** The instance killed: `api2`. */
const VICTIM = 1;

const sorted = (keys: string[] = []) => [...keys].sort();
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/**
 * The wallet and money storm through HAProxy across three API instances on PgBouncer, one of them
 * killed with kill -9 mid-run and started again; then the reconciliation must find nothing and
 * every acknowledged call's effect must be in the ledger exactly once (docs/cluster.md#the-storm).
 */
describe('a cluster under a kill -9 storm', () => {
  let dataDir = '';
  let control: ClusterControl | undefined;
  let cluster: Cluster;
  let primary: Database | undefined;
  const unexpectedExits: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'haneul-storm-'));
    // The postgres OS user keeps its data directories inside.
    chmodSync(dataDir, 0o755);
    control = createCluster({
      dataDir,
      ports: STORM_PORTS,
      apiInstances: API_INSTANCES,
      webInstances: 0,
      games: false,
      frontEnds: false,
      seed: false,
      // No sportsbook feed: the storm's database has no sports to feed.
      env: { ...process.env, LOG_LEVEL: 'warn', SPORT_DEMO_FEED: '0' },
      log: (line) => console.log(`[storm] ${line}`),
      onUnexpectedExit: (name, code) => unexpectedExits.push(`${name} (exit ${code})`),
    });
    cluster = await control.start();
    primary = await openDatabase({ engine: 'postgres', url: cluster.databases.primary, poolSize: 4 });
  });
  afterAll(async () => {
    await primary?.close();
    await control?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged call exactly once and the ledger reconciled', async () => {
    if (!primary) throw new Error('the cluster did not start');
    const { slot, staffToken, players } = await createStormPlayers(primary.db, PLAYERS, new Date());
    const client = new StormClient(cluster.urls.api, cluster.walletSecret);
    const startedAt = Date.now();
    // Until the killed instance is back and has served a while: however long its restart takes.
    let endAt = Number.POSITIVE_INFINITY;
    const running = () => Date.now() < endAt;
    const storm = Promise.all(
      players.map((player) => playStorm(client, { player, slot, staffToken, running })),
    );
    // Awaited below; a player failing early must not go unhandled meanwhile.
    storm.catch(() => undefined);

    let servedBefore = 0;
    let restarted = false;
    try {
      await sleep(KILL_AT);
      await cluster.killApi(VICTIM);
      await waitForBalancer(STORM_PORTS.stats, 'api', { api2: 'DOWN' });
      await sleep(Math.max(0, RESTART_AT - (Date.now() - startedAt)));
      await cluster.startApi(VICTIM);
      await waitForBalancer(STORM_PORTS.stats, 'api', { api2: 'UP' });
      servedBefore = (await servedSessions(STORM_PORTS.stats, 'api')).get('api2') ?? 0;
      restarted = true;
    } finally {
      // The storm ends a while after the restart, or at once when the timeline failed.
      endAt = Date.now() + (restarted ? AFTER_RESTART_MS : 0);
    }
    const acknowledged = await storm;
    const servedAfter = (await servedSessions(STORM_PORTS.stats, 'api')).get('api2') ?? 0;

    expect(unexpectedExits).toEqual([]);
    // HAProxy sent the restarted instance its share again.
    expect(servedAfter).toBeGreaterThan(servedBefore);

    // The daily reconciliation, as an operator runs it, through PgBouncer: exit 0 is no drift.
    await runToEnd('npm', ['run', 'db:check', '--silent'], {
      ...process.env,
      DATABASE_URL: cluster.databases.pooler,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: cluster.databases.primary,
      // No game server here: nothing of another install's to compare rounds with.
      DATA_DIR: dataDir,
      GAMES_DATA_DIR: join(dataDir, 'games'),
      GAMES_DATABASE_URL: '',
    });

    const ledger = await ledgerOf(
      primary.db,
      players.map((player) => player.memberId),
    );
    let unknown = 0;
    players.forEach((player, index) => {
      const ack = acknowledged[index];
      const mine = ledger.get(player.memberId);
      if (!ack || !mine) throw new Error(`member ${player.memberId} missing`);
      const member = `member ${player.memberId}`;
      // Each wallet call recorded once, answered OK; an entry for each that moved money.
      expect(mine.walletCalls, member).toEqual(new Map([...ack.wallet.keys()].map((id) => [id, 'OK'])));
      const moved = [...ack.wallet].filter(([, delta]) => delta !== 0).map(([id]) => `provider:haneul:${id}`);
      expect(sorted([...(mine.keys.get('bet') ?? []), ...(mine.keys.get('win') ?? [])]), member).toEqual(
        sorted(moved),
      );
      expect(sorted(mine.keys.get('deposit')), member).toEqual(
        sorted([...ack.deposits.keys()].map((id) => `deposit:${id}`)),
      );
      expect(sorted(mine.keys.get('withdraw_pay')), member).toEqual(
        sorted([...ack.withdrawals.keys()].map((id) => `withdraw:${id}`)),
      );
      expect(mine.counts.get('withdraw_hold') ?? 0, member).toBe(ack.withdrawals.size);
      expect(mine.pending, member).toBe(0);
      // A conversion whose answer was lost landed once or not at all.
      const converted = mine.counts.get('comp_convert') ?? 0;
      expect(converted, member).toBeGreaterThanOrEqual(ack.conversions.length);
      expect(converted, member).toBeLessThanOrEqual(ack.conversions.length + ack.unknownConversions.length);
      const expectedCash =
        player.startCash +
        sum(ack.wallet.values()) +
        sum(ack.deposits.values()) -
        sum(ack.withdrawals.values()) +
        sum(ack.conversions);
      expect(mine.cash - expectedCash, member).toBeGreaterThanOrEqual(0);
      expect(mine.cash - expectedCash, member).toBeLessThanOrEqual(sum(ack.unknownConversions));
      unknown += ack.unknownConversions.length;
    });
    const calls = sum(acknowledged.map((ack) => ack.wallet.size));
    console.log(
      `[storm] ${calls} wallet calls, ${sum(acknowledged.map((ack) => ack.deposits.size + ack.withdrawals.size))} ` +
        `requests completed, ${sum(acknowledged.map((ack) => ack.conversions.length))} conversions ` +
        `(${unknown} unanswered), ${client.retries} sends repeated after a lost answer`,
    );
    expect(calls).toBeGreaterThan(PLAYERS * 10);
  });

  it('reads wallet bets from the streaming replica once it has caught up, and shows its lag', async () => {
    if (!primary) throw new Error('the cluster did not start');
    const staff = await createTestStaff(primary.db);
    const token = await createTestStaffSession(primary.db, staff.id, new Date());
    const client = new StormClient(cluster.urls.api, cluster.walletSecret);
    const deadline = Date.now() + 15_000;
    let lag = await client.staff('replica.get', token);
    while ((lag.json.data as { lagBytes: number | null }).lagBytes !== 0 && Date.now() < deadline) {
      await sleep(200);
      lag = await client.staff('replica.get', token);
    }
    expect(lag.json.data).toEqual({ id: 'replica', configured: true, lagSeconds: 0, lagBytes: 0 });
    const [recorded] = await primary.db.select({ n: count() }).from(providerTransactions);
    const listed = await client.staff('bets.list', token, { query: { perPage: 1 } });
    expect(listed.json.total).toBe(recorded?.n);
  });
});
