import { randomUUID } from 'node:crypto';
import type { TFairnessState } from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import { uniqueViolation } from '@haneul/server-kit/database';
import { drawOutcome, type TWager } from '../games/draw-outcome.ts';
import type { HostedGame } from '../games/game-registry.ts';
import { lockActiveSeedPair, takeNonce } from '../fairness/seed-pairs.queries.ts';
import { busy } from '../../lib/games-errors.ts';
import { hasUnfinishedRound, insertRound, type RoundWithPair } from './rounds.queries.ts';

export interface OpenedRound extends RoundWithPair {
  /** The pair in use after this round took its nonce. */
  fairness: TFairnessState;
}

export interface OpenRoundOptions {
  db: GamesDb;
  playerId: string;
  /** The game session token; the round keeps it for its wallet calls (recovery included). */
  token: string;
  game: HostedGame;
  wager: TWager;
  now: Date;
  /** How long the opening request owns the round before recovery may take it over. */
  leaseMs: number;
}

/**
 * Draws a round and stores it `open`, in one transaction, before any money moves: the player's seed
 * pair is locked, a player with an unfinished round is told `busy`, the pair's next nonce is taken
 * and the outcome drawn from it. A nonce is taken only by a round that is stored (a refused
 * transaction rolls the nonce back with it), so the pair's rounds use 0, 1, 2, ... with no gap
 * and no repeat; the unique (pair, nonce) key guards that too.
 */
export async function openRound({
  db,
  playerId,
  token,
  game,
  wager,
  now,
  leaseMs,
}: OpenRoundOptions): Promise<OpenedRound> {
  try {
    return await db.transaction(async (tx) => {
      const pair = await lockActiveSeedPair(tx, { playerId, now });
      if (await hasUnfinishedRound(tx, playerId)) throw busy();
      const nonce = await takeNonce(tx, pair);
      const drawn = drawOutcome({
        game,
        wager,
        seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
      });
      const round = {
        id: randomUUID(),
        playerId,
        gameCode: game.code,
        kind: game.kind,
        seedPairId: pair.id,
        nonce,
        ...drawn,
        state: 'open' as const,
        walletToken: token,
        betReference: null,
        winReference: null,
        rollbackReference: null,
        balanceBefore: null,
        balanceAfter: null,
        leaseUntil: new Date(now.getTime() + leaseMs),
        recoveryAttempts: 0,
        version: 0,
        extraBets: 0,
        pendingAction: null,
        createdAt: now,
        updatedAt: now,
      };
      await insertRound(tx, round);
      return {
        round,
        pair,
        fairness: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nextNonce: nonce + 1 },
      };
    });
  } catch (error) {
    // Every round takes the pair lock first, so this cannot happen; the index is the last line of defence.
    if (uniqueViolation(error) === 'rounds_one_unfinished_per_player') throw busy();
    throw error;
  }
}
