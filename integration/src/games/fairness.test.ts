import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import {
  createFairRandom,
  createShoe,
  findSlotTitle,
  playCoup,
  settle,
  spin,
  type BaccaratBets,
} from '@haneul/game-math';
import {
  ZClientSeedAnswer,
  ZPlayAnswer,
  ZRotateAnswer,
  ZRoundAnswer,
  ZSessionAnswer,
  type TRoundView,
} from '@haneul/games/src/protocol/round-api.ts';
import { windowPlayer } from '../testing/games-harness.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';

/** Replays a round from its revealed seeds with the engines alone, as any verifier could. */
function replay(round: TRoundView, serverSeed: string) {
  const rng = createFairRandom({
    serverSeed,
    clientSeed: round.fairness.clientSeed,
    nonce: round.fairness.nonce,
  });
  if (round.kind === 'slot') return { spin: spin(findSlotTitle(round.gameCode)!, round.stake, rng) };
  const { coup } = playCoup(createShoe({ rng }));
  const bets = round.baccarat!.bets as BaccaratBets;
  return { baccarat: { bets, coup, settlement: settle(bets, coup) } };
}

describe.each(TEST_ENGINES)('provably fair seeds (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);

  const post = (url: string, token: string, body: unknown = {}) =>
    stack.server.call('POST', url, { token, body });
  const publicRound = async (id: string) =>
    ZRoundAnswer.parse((await stack.server.call('GET', `/api/rounds/${id}`)).json()).round;

  it('rotation reveals the committed seed, and every round of the pair replays to its stored outcome', async () => {
    const slot = await windowPlayer(stack.wallet, stack.server, { gameCode: 'moonlit-tiger', cash: 500_000 });
    const table = await stack.server.join(await stack.wallet.openGame(slot.memberId, 'baccarat'));
    const shown = ZSessionAnswer.parse((await post('/api/session', slot.token)).json()).fairness;

    // One member, one pair: the slot's and the table's rounds share the nonce sequence.
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res =
        i % 2 === 0
          ? await post('/api/slot/spin', slot.token, { bet: 400 })
          : await post('/api/baccarat/deal', table, { bets: { banker: 2_000, tie: 1_000 } });
      ids.push(ZPlayAnswer.parse(res.json()).round!.id);
    }
    expect((await publicRound(ids[0]!)).fairness.serverSeed).toBeNull();

    const { revealed, fairness } = ZRotateAnswer.parse((await post('/api/fairness/rotate', table)).json());
    expect(revealed).toMatchObject({
      serverSeedHash: shown.serverSeedHash,
      clientSeed: shown.clientSeed,
      roundsPlayed: 6,
    });
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(shown.serverSeedHash);
    expect(fairness).toMatchObject({ clientSeed: shown.clientSeed, nextNonce: 0 });
    expect(fairness.serverSeedHash).not.toBe(shown.serverSeedHash);

    const played = await Promise.all(ids.map(publicRound));
    expect(played.map((round) => round.fairness.nonce).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const round of played) {
      expect(round.fairness).toMatchObject({
        serverSeed: revealed.serverSeed,
        serverSeedHash: shown.serverSeedHash,
      });
      const again = replay(round, revealed.serverSeed);
      if (again.spin) expect(round.spin).toEqual(again.spin);
      else expect(round.baccarat).toEqual(again.baccarat);
      expect(round.payout).toBe(again.spin?.totalWin ?? again.baccarat?.settlement.totalPayout);
    }
  });

  it('a client seed changes the unused pair in place, and replaces a used pair (revealing it)', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'dokkaebi-treasure' });
    const first = ZClientSeedAnswer.parse(
      (await post('/api/fairness/client-seed', player.token, { clientSeed: 'my-lucky-seed' })).json(),
    );
    expect(first).toMatchObject({ revealed: null, fairness: { clientSeed: 'my-lucky-seed', nextNonce: 0 } });

    const { round } = ZPlayAnswer.parse((await post('/api/slot/spin', player.token, { bet: 250 })).json());
    expect(round?.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });

    const second = ZClientSeedAnswer.parse(
      (await post('/api/fairness/client-seed', player.token, { clientSeed: 'another' })).json(),
    );
    expect(second.revealed).toMatchObject({
      clientSeed: 'my-lucky-seed',
      roundsPlayed: 1,
      serverSeedHash: first.fairness.serverSeedHash,
    });
    expect(second.fairness).toMatchObject({ clientSeed: 'another', nextNonce: 0 });
    const stored = await publicRound(round!.id);
    expect(stored.fairness.serverSeed).toBe(second.revealed?.serverSeed);
    expect(stored.spin).toEqual(replay(stored, second.revealed!.serverSeed).spin);
  });
});
