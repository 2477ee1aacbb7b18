import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { commitServerSeed } from '@haneul/game-math';
import type { GamesDb } from '../../db/client.ts';
import { players, seedPairs } from '../../db/schema.ts';

export type SeedPair = typeof seedPairs.$inferSelect;

/** A new secret: 32 random bytes from node:crypto, as lowercase hex. */
const newSeed = (): string => randomBytes(32).toString('hex');

/** Records the player once; later calls do nothing. */
async function ensurePlayer(db: GamesDb, playerId: string): Promise<void> {
  await db.insert(players).values({ id: playerId }).onConflictDoNothing();
}

/** A fresh pair's row: a new server seed and its commitment. */
function pairValues({ playerId, clientSeed, now }: { playerId: string; clientSeed: string; now: Date }) {
  const serverSeed = newSeed();
  return { playerId, serverSeed, serverSeedHash: commitServerSeed(serverSeed), clientSeed, createdAt: now };
}

/** A new active pair; the caller has just revealed the player's previous one. */
export async function insertSeedPair(
  tx: GamesDb,
  pair: { playerId: string; clientSeed: string; now: Date },
): Promise<SeedPair> {
  const [row] = await tx.insert(seedPairs).values(pairValues(pair)).returning();
  if (!row) throw new Error('seed pair insert returned nothing');
  return row;
}

/**
 * The player's active pair, locked for the rest of the transaction (`for update`): every round, seed
 * change and rotation of one player takes this lock first, so they run one at a time and a nonce is
 * handed out once. Makes the player and a first pair (random client seed) when there are none; two
 * first calls at once meet on the one-active-pair index and the loser simply reads the winner's.
 */
export async function lockActiveSeedPair(
  tx: GamesDb,
  { playerId, now }: { playerId: string; now: Date },
): Promise<SeedPair> {
  const found = await selectActiveForUpdate(tx, playerId);
  if (found) return found;
  await ensurePlayer(tx, playerId);
  await tx
    .insert(seedPairs)
    .values(pairValues({ playerId, clientSeed: newSeed(), now }))
    .onConflictDoNothing({ target: seedPairs.playerId, where: sql`revealed_at is null` });
  const created = await selectActiveForUpdate(tx, playerId);
  if (!created) throw new Error(`no active seed pair for player ${playerId}`);
  return created;
}

async function selectActiveForUpdate(tx: GamesDb, playerId: string): Promise<SeedPair | undefined> {
  const [row] = await tx
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.playerId, playerId), isNull(seedPairs.revealedAt)))
    .for('update');
  return row;
}

/** Hands out the pair's next nonce (the pair must be locked by this transaction). */
export async function takeNonce(tx: GamesDb, pair: SeedPair): Promise<number> {
  await tx
    .update(seedPairs)
    .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
    .where(eq(seedPairs.id, pair.id));
  return pair.nextNonce;
}

export async function setPairClientSeed(tx: GamesDb, pairId: number, clientSeed: string): Promise<void> {
  await tx.update(seedPairs).set({ clientSeed }).where(eq(seedPairs.id, pairId));
}

export async function revealSeedPair(tx: GamesDb, pairId: number, now: Date): Promise<void> {
  await tx.update(seedPairs).set({ revealedAt: now }).where(eq(seedPairs.id, pairId));
}
