import { expect } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  applyAction,
  createFairRandom,
  HANEUL_BLACKJACK_RULES,
  replayBlackjack,
  settleBlackjack,
  startBlackjack,
  type BlackjackAction,
  type BlackjackRound,
  type BlackjackSettlement,
} from '@haneul/game-math';
import {
  ZBlackjackActAnswer,
  ZPlayAnswer,
  ZSessionAnswer,
  type TBlackjackActAnswer,
  type TPlayAnswer,
  type TRoundView,
  type TSessionAnswer,
} from '@haneul/games/src/protocol/round-api.ts';
import { seedPairs } from '@haneul/games/src/server/db/schema.ts';
import type { GamesHarness } from './games-harness.ts';

/** The seeds a deal was drawn from: the test reads the server seed, as only a verifier later could. */
export interface DealtSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface BlackjackTable {
  /**
   * Deals `stake` to the window `token` of `playerId` on a shoe whose hand `wanted` accepts: the
   * pair's client seed is chosen for it (rotating a used pair first, so its nonce is 0), exactly as
   * a player may choose one. Answers the start call's answer and the seeds.
   */
  dealWhere(
    player: { token: string; memberId: number },
    stake: number,
    wanted: (hand: BlackjackRound) => boolean,
  ): Promise<{ answer: TPlayAnswer; seeds: DealtSeeds }>;
  /** One decision; the raw answer (refusals are 4xx). */
  act(token: string, roundId: string, action: string): ReturnType<GamesHarness['call']>;
  /** One decision that must be answered 200. */
  decide(token: string, roundId: string, action: BlackjackAction): Promise<TBlackjackActAnswer>;
  /** Declines insurance and stands until the hand is over; answers the last decision's answer. */
  standOut(token: string, round: TRoundView): Promise<TBlackjackActAnswer>;
  /** The window's session answer. */
  session(token: string): Promise<TSessionAnswer>;
}

export function blackjackTable(server: () => GamesHarness): BlackjackTable {
  const post = (url: string, token: string, body: unknown = {}) =>
    server().call('POST', url, { token, body });
  const activePair = async (playerId: number) => {
    const [pair] = await server()
      .database.db.select()
      .from(seedPairs)
      .where(and(eq(seedPairs.playerId, String(playerId)), isNull(seedPairs.revealedAt)));
    if (!pair) throw new Error(`player ${playerId} has no seed pair`);
    return pair;
  };
  const table: BlackjackTable = {
    async dealWhere(player, stake, wanted) {
      await table.session(player.token);
      if ((await activePair(player.memberId)).nextNonce > 0) await post('/api/fairness/rotate', player.token);
      const { serverSeed } = await activePair(player.memberId);
      for (let i = 0; i < 10_000; i += 1) {
        const seeds = { serverSeed, clientSeed: `hand-${i}`, nonce: 0 };
        if (!wanted(startBlackjack(HANEUL_BLACKJACK_RULES, stake, createFairRandom(seeds)))) continue;
        await post('/api/fairness/client-seed', player.token, { clientSeed: seeds.clientSeed });
        const res = await post('/api/blackjack/start', player.token, { stake });
        expect(res.statusCode, res.body).toBe(200);
        return { answer: ZPlayAnswer.parse(res.json()), seeds };
      }
      throw new Error('no client seed deals the hand wanted');
    },
    act: (token, roundId, action) => post('/api/blackjack/act', token, { roundId, action }),
    async decide(token, roundId, action) {
      const res = await table.act(token, roundId, action);
      expect(res.statusCode, res.body).toBe(200);
      return ZBlackjackActAnswer.parse(res.json());
    },
    async standOut(token, round) {
      let phase = round.blackjack?.view.phase;
      let last: TBlackjackActAnswer | undefined;
      while (phase !== 'settled') {
        last = await table.decide(token, round.id, phase === 'insurance' ? 'noInsurance' : 'stand');
        phase = last.round.blackjack?.view.phase;
      }
      if (!last) throw new Error(`hand ${round.id} was over already`);
      return last;
    },
    session: async (token) => ZSessionAnswer.parse((await post('/api/session', token)).json()),
  };
  return table;
}

/** The engine's settlement of a hand from its seeds and decisions, as any verifier computes it. */
export function engineSettlement(
  seeds: DealtSeeds,
  stake: number,
  actions: readonly BlackjackAction[],
): BlackjackSettlement {
  return settleBlackjack(replayBlackjack(HANEUL_BLACKJACK_RULES, stake, createFairRandom(seeds), actions));
}

/** The hand after `actions`, to choose deals by how they will play out. */
export const played = (hand: BlackjackRound, ...actions: BlackjackAction[]): BlackjackRound =>
  actions.reduce(applyAction, hand);

/** The round's decisions as stored. */
export const actionsOf = (round: TRoundView): BlackjackAction[] => round.blackjack?.actions ?? [];
