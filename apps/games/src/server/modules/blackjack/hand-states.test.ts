import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, type BlackjackAction } from '@haneul/game-math';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createGamesTestDatabase, type GamesTestDatabase } from '../../testing/games-test-database.ts';
import { findHostedGame } from '../games/game-registry.ts';
import { openRound } from '../rounds/open-round.service.ts';
import { markDebited } from '../rounds/round-states.queries.ts';
import { claimRoundForRecovery, findRound, type Round } from '../rounds/rounds.queries.ts';
import { handOutcome } from './hand-outcome.ts';
import { claimExtraBet, dropPendingBet, recordDecision } from './hand-states.queries.ts';
import { replayHand } from './replay-hand.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/**
 * A hand's changes are guarded by its version: of two writers that read the same version only the
 * first writes, and recovery's claim outdates every decision read before it.
 */
describe.each(TEST_ENGINES)('blackjack hand states (%s)', (engine) => {
  let database: GamesTestDatabase;
  let players = 0;
  beforeAll(async () => {
    database = await createGamesTestDatabase(engine);
  });
  afterAll(() => database?.destroy());

  /** A hand dealt, debited and waiting for a decision (a natural ends at once: deal another). */
  async function dealt(): Promise<Round> {
    const game = findHostedGame('blackjack')!;
    const db = database.db;
    for (;;) {
      players += 1;
      const { round } = await openRound({
        db,
        playerId: `p${players}`,
        token: 'wallet-token',
        game,
        wager: { kind: 'blackjack', stake: 1_000 },
        now: NOW,
        leaseMs: 1_000,
      });
      const debited = await markDebited(db, {
        roundId: round.id,
        betReference: '1',
        balanceBefore: 5_000,
        now: NOW,
      });
      if (debited?.outcome.kind === 'blackjack' && debited.outcome.view.phase === 'player') return debited;
    }
  }
  /** The stored hand after `action`, as a decision computes it from the hand it read. */
  const decision = async (round: Round, action: BlackjackAction) => {
    const found = (await findRound(database.db, round.id))!;
    return handOutcome(applyAction(replayHand(found), action));
  };

  it('writes one of two decisions read from the same version', async () => {
    const round = await dealt();
    const stand = await decision(round, 'stand');
    const hit = await decision(round, 'hit');
    const first = await recordDecision(database.db, { round, drawn: stand, leaseUntil: later(1), now: NOW });
    expect(first).toMatchObject({ version: round.version + 1, payout: stand.payout });
    expect(
      await recordDecision(database.db, { round, drawn: hit, leaseUntil: later(1), now: NOW }),
    ).toBeUndefined();
    expect((await findRound(database.db, round.id))!.round.outcome).toEqual(stand.outcome);
  });

  it('hands out each extra bet id once, and a refused one leaves the hand as it was', async () => {
    const round = await dealt();
    const claimed = await claimExtraBet(database.db, {
      round,
      action: 'double',
      leaseUntil: later(1),
      now: NOW,
    });
    expect(claimed).toMatchObject({ extraBets: 1, pendingAction: 'double' });
    expect(
      await claimExtraBet(database.db, { round, action: 'double', leaseUntil: later(1), now: NOW }),
    ).toBeUndefined();
    const dropped = await dropPendingBet(database.db, { round: claimed!, now: NOW });
    expect(dropped).toMatchObject({
      extraBets: 1,
      pendingAction: null,
      outcome: round.outcome,
      stake: 1_000,
    });
    const again = await claimExtraBet(database.db, {
      round: dropped!,
      action: 'double',
      leaseUntil: later(1),
      now: NOW,
    });
    expect(again?.extraBets).toBe(2);
  });

  it('outdates a decision read before recovery claimed the hand', async () => {
    const round = await dealt();
    const stand = await decision(round, 'stand');
    const claimed = await claimRoundForRecovery(database.db, {
      roundId: round.id,
      state: 'debited',
      now: later(10_000),
      leaseMs: 1_000,
    });
    expect(claimed?.version).toBe(round.version + 1);
    expect(
      await recordDecision(database.db, { round, drawn: stand, leaseUntil: later(1), now: NOW }),
    ).toBeUndefined();
  });
});
