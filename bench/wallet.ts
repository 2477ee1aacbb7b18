import autocannon from 'autocannon';
import { count, ne } from 'drizzle-orm';
import { providerTransactions, type Db } from '@haneul/db';
import { providerActionPath } from '@haneul/contract';
import { signedPostHeaders } from '@haneul/server-kit';
import { BENCH_PROVIDER_SECRET, startApiOnPostgres } from './lib/api-on-postgres.ts';
import { createWalletPlayers } from './lib/bench-members.ts';
import { runOpenLoop, type OpenLoopRequest } from './lib/open-loop.ts';
import { closedLoopFigures, summarize, type RunFigures } from './lib/stats.ts';

const STAKE = 100;
/** Every bet goes to, and is signed for, the built-in provider's bet action. */
const BET_PATH = providerActionPath('haneul', 'bet');
/** More than the wallet answers on this machine: a run signs this many bets per second ahead. */
const MAX_BETS_PER_SECOND = 4_000;
/** Untimed: the API's pool opens its connections and each backend compiles the wallet's functions. */
const WARM_UP_SECONDS = 3;

/** A run at a fixed offered rate: latency under a given load rather than at saturation. */
export interface WalletPace {
  connections: number;
  perSecond: number;
}

export const PACED_LABEL = 'wallet bet at a fixed rate (signed, group commit)';
/** The closed-loop runs, with and without group commit (WALLET_GROUP_COMMIT). */
export const GROUP_COMMIT_LABEL = 'wallet bet over HTTP (signed, group commit)';
export const ONE_COMMIT_LABEL = 'wallet bet over HTTP (signed, one commit each)';

/** Signed bets against one wallet URL, on players made in the database the API behind it uses. */
export interface BetDriver {
  /** A closed loop of `connections` for `duration` seconds; throws on any non-2xx answer. */
  load(connections: number, duration: number): Promise<autocannon.Result>;
  /** An open loop at a fixed rate (`runOpenLoop`). */
  paced(pace: WalletPace, duration: number): ReturnType<typeof runOpenLoop>;
  /** Throws if any bet was answered other than OK (HTTP 200 is also what a refused bet gets). */
  expectAllOk(): Promise<void>;
}

/**
 * Wallet bets as a game server makes them: each a signed HTTP call to `/provider/haneul/bet` with a
 * new transaction id, so every one verifies the HMAC, resolves the game session, claims the
 * transaction id and posts a ledger entry. Players take turns, so concurrent bets sometimes meet
 * on the same member. autocannon drives the closed loops: it costs the shared 2 cores far less
 * than fetch would.
 */
export async function createBetDriver({
  db,
  apiUrl,
  secret,
}: {
  db: Db;
  apiUrl: string;
  secret: string;
}): Promise<BetDriver> {
  const { slot, tokens } = await createWalletPlayers(db, new Date());
  let sequence = 0;
  // Each bet has a new transaction id and its own signature, as a game server sends it.
  const signBet = (): OpenLoopRequest => {
    sequence += 1;
    const id = `bench-${sequence}`;
    const body = JSON.stringify({
      token: tokens[sequence % tokens.length] ?? '',
      transactionId: id,
      roundId: id,
      gameCode: slot,
      amount: STAKE,
    });
    return {
      body,
      headers: signedPostHeaders(secret, { path: BET_PATH, rawBody: body, timestamp: String(Date.now()) }),
    };
  };
  // Signed before each run (well inside the 5-minute timestamp window), so that the load
  // generator, which shares the 2 cores with the API and PostgreSQL, only sends them.
  let signed: OpenLoopRequest[] = [];
  const signAhead = (runSeconds: number, perSecond = MAX_BETS_PER_SECOND) => {
    signed = Array.from({ length: Math.ceil(runSeconds * perSecond) }, signBet).reverse();
  };
  const nextBet = () => signed.pop() ?? signBet();
  const betUrl = `${apiUrl}${BET_PATH}`;
  return {
    load: async (connections, duration) => {
      signAhead(duration);
      const result = await autocannon({
        url: betUrl,
        method: 'POST',
        connections,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, ...nextBet() }) }],
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`wallet bench: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      return result;
    },
    paced: async (pace, duration) => {
      signAhead(duration, pace.perSecond);
      const result = await runOpenLoop({ url: betUrl, ...pace, seconds: duration, next: nextBet });
      if (result.non2xx > 0) throw new Error(`wallet bench: ${result.non2xx} non-2xx answers`);
      return result;
    },
    expectAllOk: async () => {
      const [refused] = await db
        .select({ n: count() })
        .from(providerTransactions)
        .where(ne(providerTransactions.status, 'OK'));
      if ((refused?.n ?? 0) > 0) throw new Error(`wallet bench: ${refused?.n} bets not answered OK`);
    },
  };
}

/**
 * The wallet bench: one API process (its own, compiled as production runs it) serves 16 then 64
 * connections, after a warm-up, with or without group commit.
 *
 * A closed loop at saturation measures throughput, but its latency is fixed by Little's law
 * (connections / throughput), so `pace` adds an open-loop run at a fixed offered rate
 * (`runOpenLoop`), timed from each bet's due time: what a caller waits under that load.
 */
export async function benchWalletBets(
  concurrencies: number[],
  seconds: number,
  { groupCommit, pace }: { groupCommit: boolean; pace?: WalletPace | undefined },
): Promise<RunFigures[]> {
  const api = await startApiOnPostgres({ WALLET_GROUP_COMMIT: groupCommit ? '1' : '0' });
  try {
    const driver = await createBetDriver({
      db: api.database.db,
      apiUrl: api.url,
      secret: BENCH_PROVIDER_SECRET,
    });
    await driver.load(Math.max(...concurrencies), WARM_UP_SECONDS);
    const figures: RunFigures[] = [];
    for (const concurrency of concurrencies) {
      const label = groupCommit ? GROUP_COMMIT_LABEL : ONE_COMMIT_LABEL;
      figures.push(closedLoopFigures(label, concurrency, seconds, await driver.load(concurrency, seconds)));
    }
    if (pace) {
      const result = await driver.paced(pace, seconds);
      figures.push(summarize(PACED_LABEL, pace.connections, result.latenciesMs, result.seconds));
    }
    await driver.expectAllOk();
    return figures;
  } finally {
    await api.close();
  }
}
