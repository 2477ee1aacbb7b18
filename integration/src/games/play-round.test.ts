import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { TEST_ENGINES } from '@haneul/db/testing';
import { ZPlayAnswer, type TPlayAnswer } from '@haneul/games/src/protocol/round-api.ts';
import { rounds } from '@haneul/games/src/server/db/schema.ts';
import { windowPlayer } from '../testing/games-harness.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';

describe.each(TEST_ENGINES)('rounds against the real wallet (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);

  const spin = (token: string, bet: number) =>
    stack.server.call('POST', '/api/slot/spin', { token, body: { bet } });
  const played = (res: { statusCode: number; json(): unknown }): TPlayAnswer => {
    expect(res.statusCode).toBe(200);
    return ZPlayAnswer.parse(res.json());
  };
  const wallets = (roundId: string) => stack.wallet.walletRecords(roundId);
  // The stack.wallet names a member by its id (an opaque string to the game stack.server).
  const roundsOf = (memberId: number) =>
    stack.server.database.db
      .select()
      .from(rounds)
      .where(eq(rounds.playerId, String(memberId)))
      .orderBy(asc(rounds.nonce));

  it('a spin moves the balance by exactly payout - stake, with one bet and one win in the wallet', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'sky-palace', cash: 50_000 });
    let expected = 50_000;
    for (let i = 0; i < 4; i += 1) {
      const answer = played(await spin(player.token, 2_000));
      expect(answer.status).toBe('OK');
      const round = answer.round!;
      expect(round).toMatchObject({ gameCode: 'sky-palace', kind: 'slot', state: 'settled', stake: 2_000 });
      expect(round.payout).toBe(round.spin?.totalWin);
      expect(round.fairness).toMatchObject({ serverSeed: null, nonce: i });
      expect(answer.fairness.nextNonce).toBe(i + 1);
      expected += round.payout - 2_000;
      expect(answer.balance).toBe(expected);
      expect(await stack.wallet.cashOf(player.memberId)).toBe(expected);
      const records = await wallets(round.id);
      expect(records.map((r) => [r.kind, r.transactionId, r.amount, r.status]).sort()).toEqual([
        ['bet', `${round.id}:bet`, 2_000, 'OK'],
        ['win', `${round.id}:win`, round.payout, 'OK'],
      ]);
    }
  });

  it('a baccarat deal settles every stake by the coup', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'baccarat', cash: 100_000 });
    const bets = { player: 10_000, banker: 5_000, tie: 1_000, playerPair: 1_000, bankerPair: 0 };
    const answer = played(
      await stack.server.call('POST', '/api/baccarat/deal', { token: player.token, body: { bets } }),
    );
    const round = answer.round!;
    const { coup, settlement } = round.baccarat!;
    const pays = (bet: string) => settlement.bets.find((b) => b.bet === bet)?.payout;
    expect(settlement.bets.map((b) => b.bet)).toEqual(['player', 'banker', 'tie', 'playerPair']);
    if (coup.outcome === 'tie') {
      expect([pays('player'), pays('banker'), pays('tie')]).toEqual([10_000, 5_000, 9_000]);
    } else {
      const playerWon = coup.outcome === 'player';
      expect([pays('player'), pays('banker'), pays('tie')]).toEqual([
        playerWon ? 20_000 : 0,
        playerWon ? 0 : 9_750,
        0,
      ]);
    }
    expect(pays('playerPair')).toBe(coup.playerPair ? 12_000 : 0);
    expect(round).toMatchObject({ state: 'settled', stake: 17_000, payout: settlement.totalPayout });
    expect(answer.balance).toBe(100_000 - 17_000 + settlement.totalPayout);
    expect(await stack.wallet.cashOf(player.memberId)).toBe(answer.balance);
  });

  it('a bet the member cannot cover answers INSUFFICIENT_FUNDS, moves nothing and voids the round', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'sky-palace', cash: 1_000 });
    const answer = played(await spin(player.token, 2_000));
    expect(answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 1_000, round: null });
    expect(answer.fairness.nextNonce).toBe(1);
    expect(await stack.wallet.cashOf(player.memberId)).toBe(1_000);
    const stored = await roundsOf(player.memberId);
    expect(stored.map((r) => [r.state, r.nonce, r.walletToken])).toEqual([['void', 0, null]]);
    // Nothing is left unfinished: the next (affordable) spin plays at once.
    expect(played(await spin(player.token, 200)).status).toBe('OK');
  });

  it('concurrent spins of one player: one round at a time (409 busy), no nonce twice, each round settled once', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, {
      gameCode: 'hanok-fortune',
      cash: 200_000,
    });
    const answers: TPlayAnswer[] = [];
    let busy = 0;
    for (let wave = 0; wave < 3; wave += 1) {
      const results = await Promise.all(Array.from({ length: 6 }, () => spin(player.token, 1_000)));
      for (const res of results) {
        if (res.statusCode === 409) {
          expect(res.json()).toEqual({ status: 'busy' });
          busy += 1;
        } else answers.push(played(res));
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.length + busy).toBe(18);
    const nonces = answers.map((a) => a.round!.fairness.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(nonces.map((_, i) => i));
    let expected = 200_000;
    for (const { round } of answers) {
      expected += round!.payout - round!.stake;
      const records = await wallets(round!.id);
      expect(records.filter((r) => r.kind === 'bet')).toHaveLength(1);
      expect(records.filter((r) => r.kind === 'win')).toHaveLength(1);
    }
    expect(await stack.wallet.cashOf(player.memberId)).toBe(expected);
    const stored = await roundsOf(player.memberId);
    expect(stored.map((r) => [r.nonce, r.state])).toEqual(nonces.map((nonce) => [nonce, 'settled']));
  });
});
