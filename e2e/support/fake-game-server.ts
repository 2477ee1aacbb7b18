import {
  baccaratOdds,
  commitServerSeed,
  createFairRandom,
  createShoe,
  findSlotTitle,
  playCoup,
  playTableRound,
  rationalToExactDecimal,
  rationalToFixed,
  rtpTable,
  settle,
  spin,
  TABLE_GAMES,
  type BaccaratBets,
  type Rational,
  type TableBets,
} from '@haneul/game-math';
import type { Page, Route } from '@playwright/test';
import { gameKindOf } from '../../apps/games/src/protocol/game-codes';
import { UNRESTRICTED_SLOT_RULES } from '../../apps/games/src/protocol/round-api';
import { tableStakeLimits } from '../../apps/games/src/protocol/table-limits';

/**
 * A stand-in for the game server's round API, answering from the real engines with the seeds the
 * protocol describes, so the game window can be checked in a browser without the server (and its
 * wallet) running. One instance is one player with one game session.
 */
type Json = Record<string, unknown>;

export interface FakeGameServer {
  state: { balance: number; nonce: number; serverSeed: string; clientSeed: string; rounds: Json[] };
  /** The next slot spins use the first nonce at or after the current one whose round triggers free spins. */
  forceFreeSpins: boolean;
  /** Status codes to answer for the next calls of a path (then the normal answer again). */
  failNext: Map<string, { status: number; body: Json }>;
  install(page: Page): Promise<void>;
}

/** The window session every launch code of the fake turns into (43 URL-safe characters). */
export const FAKE_WINDOW_SESSION = 'w'.repeat(43);

const hundredths = (edge: Rational) => rationalToFixed({ num: edge.num * 100n, den: edge.den }, 4);

export function createFakeGameServer(options: {
  gameCode: string;
  balance?: number;
  history?: number;
}): FakeGameServer {
  const kind = gameKindOf(options.gameCode);
  if (!kind) throw new Error(`the fake game server hosts no ${options.gameCode}`);
  // A hand waits for decisions between calls: blackjack is played against the real game server.
  if (kind === 'blackjack') throw new Error('the fake game server deals no blackjack');
  const title = kind === 'slot' ? findSlotTitle(options.gameCode) : undefined;
  const table = kind !== 'slot' && kind !== 'baccarat' ? kind : undefined;
  const state = {
    balance: options.balance ?? 1_000_000,
    nonce: 0,
    serverSeed: 'e2e-server-seed-0001',
    clientSeed: 'haneul-e2e',
    rounds: [] as Json[],
  };
  const revealed = new Set<string>();
  const fairness = () => ({
    serverSeedHash: commitServerSeed(state.serverSeed),
    clientSeed: state.clientSeed,
    nextNonce: state.nonce,
  });

  const playRound = (stakes: { bet?: number; bets?: BaccaratBets | TableBets }): Json => {
    const seeds = { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: state.nonce };
    const id = `r${String(state.rounds.length + 1).padStart(4, '0')}`;
    const base = {
      id,
      gameCode: options.gameCode,
      kind,
      state: 'settled',
      createdAt: new Date(Date.UTC(2025, 4, 1, 3, 0, state.rounds.length * 17)).toISOString(),
      fairness: {
        serverSeedHash: commitServerSeed(state.serverSeed),
        serverSeed: null,
        clientSeed: state.clientSeed,
        nonce: state.nonce,
      },
    };
    state.nonce += 1;
    const empty = { spin: null, baccarat: null, table: null };
    if (title) {
      const result = spin(title, stakes.bet!, createFairRandom(seeds));
      return { ...base, ...empty, stake: stakes.bet, payout: result.totalWin, spin: result };
    }
    if (table) {
      const played = playTableRound(table, stakes.bets as TableBets, createFairRandom(seeds));
      const { totalStake, totalPayout } = played.settlement;
      return {
        ...base,
        ...empty,
        stake: totalStake,
        payout: totalPayout,
        table: { bets: stakes.bets, ...played },
      };
    }
    const { coup } = playCoup(createShoe({ rng: createFairRandom(seeds) }));
    const settlement = settle(stakes.bets as BaccaratBets, coup);
    return {
      ...base,
      ...empty,
      stake: settlement.totalStake,
      payout: settlement.totalPayout,
      baccarat: { bets: stakes.bets, coup, settlement },
    };
  };

  /** A table round of the history: a few spots of the table, as a player would stake them. */
  const HISTORY_BETS: Record<string, TableBets[]> = {
    roulette: [
      { red: 10_000 },
      { 'straight:17': 1_000, 'dozen:2': 5_000 },
      { odd: 5_000, 'corner:1': 1_000 },
    ],
    dragonTiger: [{ dragon: 10_000 }, { tiger: 5_000, tie: 1_000 }],
    sicBo: [{ big: 10_000 }, { small: 5_000, 'total:10': 1_000 }, { 'single:6': 2_000 }],
  };

  const record = (round: Json) => {
    const before = state.balance;
    state.balance += Number(round.payout) - Number(round.stake);
    round.balances = { before, after: state.balance };
    state.rounds.unshift(round);
    return round;
  };

  for (let i = 0; i < (options.history ?? 0); i++) {
    record(
      playRound(
        title
          ? { bet: title.minBet * 10 }
          : table
            ? { bets: HISTORY_BETS[table]![i % HISTORY_BETS[table]!.length]! }
            : { bets: i % 3 ? { banker: 10_000 } : { player: 5000, tie: 1000 } },
      ),
    );
  }

  const view = (round: Json) => {
    const fair = round.fairness as Json;
    return {
      ...round,
      fairness: {
        ...fair,
        serverSeed: revealed.has(String(fair.serverSeedHash)) ? (fair.serverSeed ?? null) : null,
      },
    };
  };
  const seedOf = new Map<string, string>();
  seedOf.set(commitServerSeed(state.serverSeed), state.serverSeed);

  const rotate = () => {
    const old = {
      serverSeed: state.serverSeed,
      serverSeedHash: commitServerSeed(state.serverSeed),
      clientSeed: state.clientSeed,
      roundsPlayed: state.nonce,
    };
    revealed.add(old.serverSeedHash);
    for (const round of state.rounds)
      (round.fairness as Json).serverSeed = seedOf.get(String((round.fairness as Json).serverSeedHash));
    state.serverSeed = `e2e-server-seed-${String(revealed.size + 1).padStart(4, '0')}`;
    seedOf.set(commitServerSeed(state.serverSeed), state.serverSeed);
    state.nonce = 0;
    return old;
  };

  const server: FakeGameServer = {
    state,
    forceFreeSpins: false,
    failNext: new Map(),
    async install(page) {
      await page.route('**/api/**', async (route: Route) => {
        const url = new URL(route.request().url());
        const path = url.pathname;
        const failure = server.failNext.get(path);
        if (failure) {
          server.failNext.delete(path);
          return route.fulfill({ status: failure.status, json: failure.body });
        }
        const body = (route.request().postDataJSON() ?? {}) as Json;
        const answer = (json: unknown, status = 200) => route.fulfill({ status, json });
        if (path === '/api/launch') {
          // The window's session for a launch code, as the game server answers a redeemed one.
          return answer({ session: FAKE_WINDOW_SESSION });
        }
        if (path === '/api/session') {
          return answer({
            player: { id: 'p1' },
            balance: state.balance,
            game: { code: options.gameCode, kind },
            fairness: fairness(),
            recent: state.rounds.slice(0, 50).map(view),
            inPlay: null,
            // As under the default operator settings: no slot restriction, no reality check due.
            protection: { slot: UNRESTRICTED_SLOT_RULES, realityCheck: null },
          });
        }
        if (path === '/api/slot/spin' || path === '/api/baccarat/deal' || path === '/api/table/play') {
          const stake = title
            ? Number(body.bet)
            : Object.values(body.bets as Json).reduce<number>((s, v) => s + Number(v), 0);
          if (stake > state.balance)
            return answer({
              status: 'INSUFFICIENT_FUNDS',
              balance: state.balance,
              round: null,
              fairness: fairness(),
            });
          if (title && server.forceFreeSpins) {
            while (
              spin(
                title,
                stake,
                createFairRandom({
                  serverSeed: state.serverSeed,
                  clientSeed: state.clientSeed,
                  nonce: state.nonce,
                }),
              ).freeSpins.length === 0
            )
              state.nonce++;
          }
          const round = record(playRound(title ? { bet: stake } : { bets: body.bets as TableBets }));
          return answer({ status: 'OK', balance: state.balance, round: view(round), fairness: fairness() });
        }
        if (path === '/api/fairness/client-seed') {
          // As the protocol says: a pair already played with is revealed when its client seed changes.
          const used = state.nonce > 0 ? rotate() : null;
          state.clientSeed = String(body.clientSeed);
          return answer({ fairness: fairness(), revealed: used });
        }
        if (path === '/api/fairness/rotate') {
          return answer({ revealed: rotate(), fairness: fairness() });
        }
        const roundMatch = /^\/api\/rounds\/([^/]+)$/.exec(path);
        if (roundMatch) {
          const round = state.rounds.find((r) => r.id === roundMatch[1]);
          return round ? answer({ round: view(round) }) : answer({ status: 'not_found' }, 404);
        }
        const gameMatch = /^\/api\/games\/([^/]+)$/.exec(path);
        if (gameMatch) {
          const slot = findSlotTitle(gameMatch[1]!);
          if (slot) {
            const bets = { min: slot.minBet, max: slot.maxBet, step: slot.coinsPerSpin };
            return answer({ kind: 'slot', code: slot.code, bets, rtp: rtpTable(slot) });
          }
          if (table) {
            const game = TABLE_GAMES[table];
            return answer({
              kind: table,
              code: options.gameCode,
              maxWinMultiple: rationalToExactDecimal(game.maxWinMultiple()),
              odds: game.odds().map((row) => ({
                bet: row.bet,
                pays: row.pays,
                houseEdgePercent: hundredths(row.edge),
                ...tableStakeLimits(table, game.betKind(row.bet) ?? row.bet),
              })),
            });
          }
          const odds = baccaratOdds();
          return answer({
            kind: 'baccarat',
            code: 'baccarat',
            bets: { min: 1000, max: 10_000_000, step: 1000 },
            odds: [
              { bet: 'player', pays: '1:1', houseEdgePercent: hundredths(odds.playerEdge) },
              { bet: 'banker', pays: '0.95:1', houseEdgePercent: hundredths(odds.bankerEdge) },
              { bet: 'tie', pays: '8:1', houseEdgePercent: hundredths(odds.tieEdge) },
              { bet: 'playerPair', pays: '11:1', houseEdgePercent: hundredths(odds.pairEdge) },
              { bet: 'bankerPair', pays: '11:1', houseEdgePercent: hundredths(odds.pairEdge) },
            ],
          });
        }
        return answer({ status: 'not_found' }, 404);
      });
    },
  };
  return server;
}
