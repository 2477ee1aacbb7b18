import {
  commitServerSeed,
  createFairRandom,
  createShoe,
  playCoup,
  playTableRound,
  settle,
  spin,
  moonlitTiger,
  dragonPalace,
  heungbuGourds,
  type SpinResult,
} from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { ZRoundView, type TRoundView } from '../../protocol/round-api.ts';
import { matchesStored } from './outcome-match.ts';
import { recomputeRound } from './recompute-round.ts';

const seeds = { serverSeed: 'a3f1c9e2-revealed-server-seed', clientSeed: 'lucky-7', nonce: 12 };

function storedRound(overrides: Partial<TRoundView>): TRoundView {
  return {
    id: 'r1',
    gameCode: 'moonlit-tiger',
    kind: 'slot',
    state: 'settled',
    stake: 400,
    payout: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    fairness: {
      serverSeedHash: commitServerSeed(seeds.serverSeed),
      serverSeed: seeds.serverSeed,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    balances: null,
    spin: null,
    baccarat: null,
    table: null,
    ...overrides,
  };
}

describe('recomputeRound', () => {
  it('replays a slot round exactly and commits to the seed', () => {
    const expected = spin(moonlitTiger, 800, createFairRandom(seeds));
    const result = recomputeRound({ game: 'moonlit-tiger', ...seeds, bet: 800, stakes: {} });
    expect(result.ok && result.round.kind === 'slot' && result.round.spin).toEqual(expected);
    expect(result.commitment).toBe(commitServerSeed(seeds.serverSeed));
    expect(result.firstBytes).toMatch(/^[0-9a-f]{64}$/);
    // A stored round that went through JSON (and zod) still matches.
    const stored = storedRound({ spin: JSON.parse(JSON.stringify(expected)) });
    expect(result.ok && matchesStored(result.round, stored)).toBe(true);
  });

  const tumbles = (round: SpinResult) => (round.base.cascades?.length ?? 0) >= 2;
  const feature = (round: SpinResult) => round.holdAndSpin !== undefined;
  it.each([
    ['dragon-palace', dragonPalace, 500, tumbles],
    ['heungbu-gourds', heungbuGourds, 200, feature],
  ] as const)(
    'replays a %s round with its mechanic’s steps, as the round call answers it',
    (code, title, bet, wanted) => {
      let nonce = 0;
      while (!wanted(spin(title, bet, createFairRandom({ ...seeds, nonce })))) nonce++;
      const result = recomputeRound({ game: code, ...seeds, nonce, bet, stakes: {} });
      const replayed = result.ok && result.round.kind === 'slot' ? result.round.spin : null;
      expect(replayed && wanted(replayed)).toBe(true);
      // The public round call answers through the protocol's schema: the steps must survive it.
      const round = storedRound({ gameCode: code, spin: replayed });
      const stored = ZRoundView.parse(
        JSON.parse(JSON.stringify({ ...round, fairness: { ...round.fairness, nonce } })),
      );
      expect(stored.spin).toEqual(JSON.parse(JSON.stringify(replayed)));
      expect(result.ok && matchesStored(result.round, stored)).toBe(true);
    },
  );

  it('replays a baccarat coup from a fresh shoe and settles the stakes', () => {
    const { coup } = playCoup(createShoe({ rng: createFairRandom(seeds) }));
    const stakes = { banker: 10_000, tie: 1000 };
    const result = recomputeRound({ game: 'baccarat', ...seeds, bet: 0, stakes });
    expect(result.ok && result.round.kind === 'baccarat' && result.round.coup).toEqual(coup);
    const stored = storedRound({
      gameCode: 'baccarat',
      kind: 'baccarat',
      baccarat: { bets: stakes, coup, settlement: settle(stakes, coup) },
    });
    expect(result.ok && matchesStored(result.round, stored)).toBe(true);
  });

  it('replays speed and squeeze baccarat as the same coup', () => {
    const { coup } = playCoup(createShoe({ rng: createFairRandom(seeds) }));
    for (const game of ['speed-baccarat', 'squeeze-baccarat']) {
      const result = recomputeRound({ game, ...seeds, bet: 0, stakes: { player: 5000 } });
      expect(result.ok && result.round.kind === 'baccarat' && result.round.coup).toEqual(coup);
    }
  });

  it.each([
    ['roulette', 'roulette', { 'straight:17': 1000, red: 5000, 'corner:1': 2000 }],
    ['dragon-tiger', 'dragonTiger', { dragon: 10_000, suitedTie: 1000 }],
    ['sic-bo', 'sicBo', { big: 5000, 'total:10': 1000, 'combo:2-5': 1000 }],
  ] as const)('replays a %s round from its stream and settles its stakes', (game, kind, stakes) => {
    const expected = playTableRound(kind, stakes, createFairRandom(seeds));
    const result = recomputeRound({ game, ...seeds, bet: 0, stakes });
    expect(result.ok && result.round.kind === 'table' && result.round).toMatchObject(expected);
    const stored = storedRound({
      gameCode: game,
      kind,
      table: JSON.parse(JSON.stringify({ bets: stakes, ...expected })),
    });
    expect(result.ok && matchesStored(result.round, stored)).toBe(true);
    const other = playTableRound(kind, stakes, createFairRandom({ ...seeds, nonce: 99 }));
    const differs = JSON.stringify(other) !== JSON.stringify(expected);
    expect(
      result.ok && matchesStored(result.round, storedRound({ kind, table: { bets: stakes, ...other } })),
    ).toBe(!differs);
  });

  it('refuses a table bet the game does not have', () => {
    expect(
      recomputeRound({ game: 'roulette', ...seeds, bet: 0, stakes: { 'split:1-3': 1000 } }),
    ).toMatchObject({
      ok: false,
      reason: 'invalidBet',
    });
    expect(recomputeRound({ game: 'sic-bo', ...seeds, bet: 0, stakes: {} })).toMatchObject({
      ok: false,
      reason: 'noStake',
    });
  });

  it('tells a tampered outcome apart', () => {
    const result = recomputeRound({ game: 'moonlit-tiger', ...seeds, bet: 400, stakes: {} });
    const other = spin(moonlitTiger, 400, createFairRandom({ ...seeds, nonce: 13 }));
    expect(result.ok && matchesStored(result.round, storedRound({ spin: other }))).toBe(false);
  });

  it('refuses bets the title does not take and unknown games', () => {
    expect(recomputeRound({ game: 'moonlit-tiger', ...seeds, bet: 410, stakes: {} })).toMatchObject({
      ok: false,
      reason: 'invalidBet',
    });
    expect(recomputeRound({ game: 'no-such-game', ...seeds, bet: 400, stakes: {} })).toMatchObject({
      ok: false,
      reason: 'unknownGame',
    });
    expect(recomputeRound({ game: 'baccarat', ...seeds, bet: 0, stakes: {} })).toMatchObject({
      ok: false,
      reason: 'noStake',
    });
  });
});
