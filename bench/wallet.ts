import autocannon from 'autocannon';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@haneul/contract';
import { signProviderRequest } from '../apps/api/src/modules/provider/provider-signature.ts';
import { createCatalogue, openSession } from '../apps/api/src/modules/provider/provider.test-helper.ts';
import { BENCH_PROVIDER_SECRET, startApiOnPostgres } from './lib/api-on-postgres.ts';
import { createBenchMembers } from './lib/bench-members.ts';
import type { RunFigures } from './lib/stats.ts';

const PLAYERS = 500;
const STAKE = 100;

/**
 * Wallet bets as a game server makes them: each a signed HTTP call to `/provider/haneul/bet` with a
 * new transaction id, so every one verifies the HMAC, resolves the game session, claims the
 * transaction id and posts a ledger entry in one database transaction. Players take turns, so
 * concurrent bets sometimes meet on the same member. autocannon drives the load: it costs the
 * shared 2 cores far less than fetch would.
 */
export async function benchWalletBets(concurrency: number, seconds: number): Promise<RunFigures> {
  const api = await startApiOnPostgres();
  try {
    const db = api.database.db;
    const { slot } = await createCatalogue(db, 'haneul');
    const memberIds = await createBenchMembers(db, PLAYERS, { cash: 1_000_000_000 });
    const tokens = await Promise.all(
      memberIds.map((memberId) => openSession(db, { memberId, gameCode: slot, now: new Date() })),
    );
    let sequence = 0;
    const result = await autocannon({
      url: `${api.url}/provider/haneul/bet`,
      method: 'POST',
      connections: concurrency,
      duration: seconds,
      requests: [
        {
          // Each request is signed afresh with a new transaction id, as a game server sends it.
          setupRequest: (request) => {
            sequence += 1;
            const token = tokens[sequence % tokens.length] ?? '';
            const id = `bench-${sequence}`;
            const raw = JSON.stringify({
              token,
              transactionId: id,
              roundId: id,
              gameCode: slot,
              amount: STAKE,
            });
            const timestamp = String(Date.now());
            return {
              ...request,
              body: raw,
              headers: {
                'content-type': 'application/json',
                [PROVIDER_TIMESTAMP_HEADER]: timestamp,
                [PROVIDER_SIGNATURE_HEADER]: signProviderRequest(BENCH_PROVIDER_SECRET, timestamp, raw),
              },
            };
          },
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`wallet bench: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return {
      label: 'wallet bet over HTTP (signed)',
      concurrency,
      operations: result.requests.total,
      seconds,
      perSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
  } finally {
    await api.close();
  }
}
