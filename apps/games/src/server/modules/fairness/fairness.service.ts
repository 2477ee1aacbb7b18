import type {
  TClientSeedAnswer,
  TFairnessState,
  TRevealedSeeds,
  TRotateAnswer,
} from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import { busy } from '../../lib/games-errors.ts';
import { hasUnfinishedRound } from '../rounds/rounds.queries.ts';
import {
  insertSeedPair,
  lockActiveSeedPair,
  revealSeedPair,
  setPairClientSeed,
  type SeedPair,
} from './seed-pairs.queries.ts';

interface PlayerOptions {
  db: GamesDb;
  playerId: string;
  now: Date;
}

const stateOf = (pair: SeedPair): TFairnessState => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nextNonce: pair.nextNonce,
});

const revealedOf = (pair: SeedPair): TRevealedSeeds => ({
  serverSeed: pair.serverSeed,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  roundsPlayed: pair.nextNonce,
});

/** The pair in use (made on first sight of the player): its commitment, client seed and next nonce. */
export async function readFairness({ db, playerId, now }: PlayerOptions): Promise<TFairnessState> {
  return db.transaction(async (tx) => stateOf(await lockActiveSeedPair(tx, { playerId, now })));
}

/**
 * Reveals the pair in use and starts a new one with a fresh server seed and `clientSeed`. Refused
 * (`busy`) while a round is unfinished: it was drawn from this pair and must end before the seed
 * that drew it is shown.
 */
async function replacePair(
  tx: GamesDb,
  { pair, clientSeed, now }: { pair: SeedPair; clientSeed: string; now: Date },
): Promise<SeedPair> {
  if (await hasUnfinishedRound(tx, pair.playerId)) throw busy();
  await revealSeedPair(tx, pair.id, now);
  return insertSeedPair(tx, { playerId: pair.playerId, clientSeed, now });
}

/** POST /api/fairness/rotate: reveals the pair in use; the new pair keeps the player's client seed. */
export async function rotateSeeds({ db, playerId, now }: PlayerOptions): Promise<TRotateAnswer> {
  return db.transaction(async (tx) => {
    const pair = await lockActiveSeedPair(tx, { playerId, now });
    const next = await replacePair(tx, { pair, clientSeed: pair.clientSeed, now });
    return { revealed: revealedOf(pair), fairness: stateOf(next) };
  });
}

/**
 * POST /api/fairness/client-seed, from the next round on. A pair is one server seed with one client
 * seed (that is what a revealed pair lets anyone replay), so a pair that has rounds is revealed and
 * replaced; an unused pair simply takes the new client seed.
 */
export async function changeClientSeed({
  db,
  playerId,
  clientSeed,
  now,
}: PlayerOptions & { clientSeed: string }): Promise<TClientSeedAnswer> {
  return db.transaction(async (tx) => {
    const pair = await lockActiveSeedPair(tx, { playerId, now });
    if (pair.nextNonce === 0) {
      await setPairClientSeed(tx, pair.id, clientSeed);
      return { fairness: stateOf({ ...pair, clientSeed }), revealed: null };
    }
    const next = await replacePair(tx, { pair, clientSeed, now });
    return { fairness: stateOf(next), revealed: revealedOf(pair) };
  });
}
