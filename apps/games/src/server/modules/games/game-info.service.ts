import {
  baccaratOdds,
  blackjackMaxWinMultiple,
  rationalToExactDecimal,
  rationalToFixed,
  type BlackjackRules,
  type Rational,
  type RtpTable,
} from '@haneul/game-math';
import type { TGameInfoAnswer } from '../../../protocol/round-api.ts';
import { tableStakeLimits } from '../../../protocol/table-limits.ts';
import type { BlackjackFacts } from '../blackjack/blackjack-facts.ts';
import { findHostedGame, type HostedGame } from './game-registry.ts';
import { runInWorker } from './run-in-worker.ts';

type TOddsRow = Extract<TGameInfoAnswer, { kind: 'baccarat' }>['odds'][number];
type TSlotRtp = Extract<TGameInfoAnswer, { kind: 'slot' }>['rtp'];

/** Answers `GET /api/games/:code`; undefined for a game not hosted here. */
export type ReadGameInfo = (code: string) => Promise<TGameInfoAnswer | undefined>;

/** A title's exact RTP table (up to 2 s of CPU: full enumeration), in a worker thread. */
export const computeRtpInWorker = (code: string): Promise<RtpTable> => runInWorker('rtp-worker', code);

/** Blackjack's exact house edge and strategy chart for its rules (about 2 s), in a worker thread. */
export const computeBlackjackInWorker = (rules: Readonly<BlackjackRules>): Promise<BlackjackFacts> =>
  runInWorker('blackjack-worker', rules);

/**
 * `compute(key)` once per key per process: the promise is kept, so concurrent first requests share
 * one computation; a failure is forgotten so the next request retries.
 */
function once<T>(store: Map<string, Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> {
  let known = store.get(key);
  if (!known) {
    known = compute();
    store.set(key, known);
    known.catch(() => store.delete(key));
  }
  return known;
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

/** Blackjack's help: its rules and limits, the exact edge, the largest win and the strategy chart. */
function blackjackInfo(
  game: Extract<HostedGame, { kind: 'blackjack' }>,
  facts: BlackjackFacts,
): TGameInfoAnswer {
  return {
    kind: 'blackjack',
    code: game.code,
    rules: game.rules,
    bets: game.bets,
    maxWinMultiple: rationalToExactDecimal(blackjackMaxWinMultiple(game.rules)),
    ...facts,
  };
}

/** JSON has no Infinity: a title without free spins answers their odds as null. */
function rtpOnTheWire(table: RtpTable): TSlotRtp {
  const { freeSpinsOneIn } = table;
  return { ...table, freeSpinsOneIn: Number.isFinite(freeSpinsOneIn) ? freeSpinsOneIn : null };
}

export function createGameInfo(
  computeRtp: (code: string) => Promise<RtpTable> = computeRtpInWorker,
  computeBlackjack: (rules: Readonly<BlackjackRules>) => Promise<BlackjackFacts> = computeBlackjackInWorker,
): ReadGameInfo {
  const rtpTables = new Map<string, Promise<RtpTable>>();
  const blackjack = new Map<string, Promise<BlackjackFacts>>();
  let oddsRows: TOddsRow[] | undefined;
  // Exact table odds are sums over at most a few hundred outcomes: computed once, in line.
  const tables = new Map<string, TGameInfoAnswer>();
  return async (code) => {
    const game = findHostedGame(code);
    if (!game) return undefined;
    switch (game.kind) {
      case 'baccarat':
        oddsRows ??= baccaratRows();
        return { kind: 'baccarat', code, bets: game.bets, odds: oddsRows };
      case 'slot': {
        const table = once(rtpTables, game.title.code, () => computeRtp(game.title.code));
        return { kind: 'slot', code, bets: game.bets, rtp: rtpOnTheWire(await table) };
      }
      case 'blackjack':
        return blackjackInfo(game, await once(blackjack, code, () => computeBlackjack(game.rules)));
      default: {
        const known = tables.get(code) ?? tableInfo(game);
        tables.set(code, known);
        return known;
      }
    }
  };
}
