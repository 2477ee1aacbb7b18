import { Worker } from 'node:worker_threads';
import {
  baccaratOdds,
  rationalToExactDecimal,
  rationalToFixed,
  type Rational,
  type RtpTable,
} from '@haneul/game-math';
import type { TGameInfoAnswer } from '../../../protocol/round-api.ts';
import { tableStakeLimits } from '../../../protocol/table-limits.ts';
import { findHostedGame, type HostedGame } from './game-registry.ts';

type TOddsRow = Extract<TGameInfoAnswer, { kind: 'baccarat' }>['odds'][number];

/** Answers `GET /api/games/:code`; undefined for a game not hosted here. */
export type ReadGameInfo = (code: string) => Promise<TGameInfoAnswer | undefined>;

/**
 * The exact RTP of a title takes up to 2 s of CPU (full enumeration). It runs in a worker thread
 * so rounds in flight are not held up, once per title per process: the promise is kept, so
 * concurrent first requests share one computation; a failure is forgotten so the next one retries.
 * The worker file sits beside this module with its extension: compiled JavaScript in production,
 * TypeScript under the tests and tsx, which Node 24 runs by stripping its types.
 */
export function computeRtpInWorker(code: string): Promise<RtpTable> {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const target = new URL(`./rtp-worker${extension}`, import.meta.url);
  return new Promise((resolve, reject) => {
    const worker = new Worker(target, { workerData: code });
    worker.once('message', (table: RtpTable) => resolve(table));
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`rtp worker for ${code} exited with ${exitCode}`)));
  });
}

const percent = (edge: Rational) => rationalToFixed({ num: edge.num * 100n, den: edge.den }, 4);

/** Baccarat's odds rows from the exact enumeration (about 20 ms, so computed in line, once). */
function baccaratRows(): TOddsRow[] {
  const odds = baccaratOdds();
  return [
    { bet: 'player', pays: '1:1', houseEdgePercent: percent(odds.playerEdge) },
    { bet: 'banker', pays: '0.95:1', houseEdgePercent: percent(odds.bankerEdge) },
    { bet: 'tie', pays: '8:1', houseEdgePercent: percent(odds.tieEdge) },
    { bet: 'playerPair', pays: '11:1', houseEdgePercent: percent(odds.pairEdge) },
    { bet: 'bankerPair', pays: '11:1', houseEdgePercent: percent(odds.pairEdge) },
  ];
}

/**
 * A table's help: every kind of bet with its pays, its exact edge and its stake limits (a row may
 * name one key, `total:4`, or a kind, `straight`: the limits are the kind's either way).
 */
function tableInfo(game: Extract<HostedGame, { table: unknown }>): TGameInfoAnswer {
  const odds = game.table.odds().map((row) => {
    const limits = tableStakeLimits(game.kind, game.table.betKind(row.bet) ?? row.bet);
    if (!limits) throw new Error(`no table limits for ${game.kind} bet ${row.bet}`);
    return { bet: row.bet, pays: row.pays, houseEdgePercent: percent(row.edge), ...limits };
  });
  return {
    kind: game.kind,
    code: game.code,
    maxWinMultiple: rationalToExactDecimal(game.table.maxWinMultiple()),
    odds,
  };
}

export function createGameInfo(
  computeRtp: (code: string) => Promise<RtpTable> = computeRtpInWorker,
): ReadGameInfo {
  const rtpTables = new Map<string, Promise<RtpTable>>();
  let oddsRows: TOddsRow[] | undefined;
  // Exact table odds are sums over at most a few hundred outcomes: computed once, in line.
  const tables = new Map<string, TGameInfoAnswer>();
  return async (code) => {
    const game = findHostedGame(code);
    if (!game) return undefined;
    if (game.kind === 'baccarat') {
      oddsRows ??= baccaratRows();
      return { kind: 'baccarat', code, bets: game.bets, odds: oddsRows };
    }
    if (game.kind !== 'slot') {
      const known = tables.get(code) ?? tableInfo(game);
      tables.set(code, known);
      return known;
    }
    let table = rtpTables.get(game.title.code);
    if (!table) {
      table = computeRtp(game.title.code);
      rtpTables.set(game.title.code, table);
      table.catch(() => rtpTables.delete(game.title.code));
    }
    return { kind: 'slot', code, bets: game.bets, rtp: await table };
  };
}
