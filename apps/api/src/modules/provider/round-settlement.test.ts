import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { agentRates, compRates, journalEntries, levels, memberBalances, type Db } from '@haneul/db';
import { createTestMember, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCatalogue, createPlayer, send } from './provider.test-helper.ts';
import { shareOf } from '../../lib/stake-rewards.ts';

const LEVEL = 7;

describe('shareOf', () => {
  it('floors stake × basis points / 10,000 exactly, even past 2^53 intermediates', () => {
    expect(shareOf(15_555, 100)).toBe(155);
    expect(shareOf(15_555, 80)).toBe(124);
    expect(shareOf(99, 100)).toBe(0);
    expect(shareOf(1_000_000_000_000, 9_999)).toBe(999_900_000_000);
  });
});

describe.each(TEST_ENGINES)('round settlement: comp and agent commission (%s)', (engine) => {
  let t: TestApp;
  let db: Db;
  let slot: string;
  let casino: string;
  let topAgent: number;
  let agent: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ slot, casino } = await createCatalogue(db, 'haneul'));
    await db.insert(levels).values({ level: LEVEL, name: '테스트' });
    await db.insert(compRates).values([
      { level: LEVEL, gameType: 'slot', rateBp: 100 },
      { level: LEVEL, gameType: 'casino', rateBp: 50 },
    ]);
    topAgent = (await createTestMember(db, { playType: 'agent', agentCode: `TOP${engine}` })).id;
    agent = (await createTestMember(db, { playType: 'agent', agentCode: `AG${engine}`, agentId: topAgent }))
      .id;
    await db.insert(agentRates).values([
      { agentId: topAgent, gameType: 'slot', rollingBp: 120 },
      { agentId: topAgent, gameType: 'casino', rollingBp: 20 },
      { agentId: agent, gameType: 'slot', rollingBp: 80 },
      { agentId: agent, gameType: 'casino', rollingBp: 30 },
    ]);
  });
  afterAll(async () => {
    await expectReconciled(db);
    await t.destroy();
  });

  const keysFor = async (roundId: string) =>
    (
      await db
        .select()
        .from(journalEntries)
        .where(like(journalEntries.memo, `%${roundId}%`))
    )
      .filter((entry) => entry.kind === 'comp_accrual' || entry.kind === 'commission')
      .map((entry) => ({ kind: entry.kind, key: entry.idempotencyKey, memberId: entry.memberId }));

  it("settles comp and a two-level commission on the round's stake minus rolled-back bets", async () => {
    const player = await createPlayer(t, {
      gameCode: slot,
      cash: 100_000,
      member: { level: LEVEL, agentId: agent },
    });
    const roundId = `slot-round-${engine}`;
    const bet = (transactionId: string, amount: number) =>
      send(t, 'bet', { token: player.token, transactionId, roundId, gameCode: slot, amount });
    await bet(`${roundId}-b1`, 10_000);
    await bet(`${roundId}-b2`, 5_555);
    await bet(`${roundId}-b3`, 3_000);
    await send(t, 'rollback', {
      token: player.token,
      transactionId: `${roundId}-rb`,
      referenceTransactionId: `${roundId}-b3`,
      roundId,
    });
    const mid = {
      token: player.token,
      transactionId: `${roundId}-w1`,
      roundId,
      gameCode: slot,
      amount: 2_000,
      roundEnded: false,
    };
    await send(t, 'win', mid);
    expect((await memberBalances(db, player.id)).comp).toBe(0);

    const end = { ...mid, transactionId: `${roundId}-w2`, amount: 0, roundEnded: true };
    expect((await send(t, 'win', end)).json()).toMatchObject({
      status: 'OK',
      balance: 100_000 - 15_555 + 2_000,
    });

    // Stake 15,555: comp 1.00% → 155; agent 0.80% → 124; top agent 1.20% − 0.80% → 62.
    expect((await memberBalances(db, player.id)).comp).toBe(155);
    expect((await memberBalances(db, agent)).commission).toBe(124);
    expect((await memberBalances(db, topAgent)).commission).toBe(62);
    expect(await keysFor(roundId)).toEqual(
      expect.arrayContaining([
        { kind: 'comp_accrual', key: `comp:haneul:${player.id}:${roundId}`, memberId: player.id },
        { kind: 'commission', key: `commission:haneul:${player.id}:${roundId}:${agent}`, memberId: agent },
        {
          kind: 'commission',
          key: `commission:haneul:${player.id}:${roundId}:${topAgent}`,
          memberId: topAgent,
        },
      ]),
    );
    expect(await keysFor(roundId)).toHaveLength(3);

    // A replay of the round's end, or another ending win, settles nothing twice.
    await send(t, 'win', end);
    await send(t, 'win', { ...end, transactionId: `${roundId}-w3` });
    expect((await memberBalances(db, player.id)).comp).toBe(155);
    expect((await memberBalances(db, agent)).commission).toBe(124);
    expect((await memberBalances(db, topAgent)).commission).toBe(62);
    expect(await keysFor(roundId)).toHaveLength(3);
  });

  it('earns on no more than the rolling stake a hedged baccarat round names, and never more than it staked', async () => {
    const cases = [
      // Player and banker only: nothing earns.
      { rollingStake: 0, comp: 0, agentShare: 0 },
      // A tie stake of 3,000 beside them: comp 0.50% → 15; agent 0.30% → 9.
      { rollingStake: 3_000, comp: 15, agentShare: 9 },
      // A rolling stake above what landed counts as what landed (10,000).
      { rollingStake: 50_000, comp: 50, agentShare: 30 },
    ];
    for (const [index, expected] of cases.entries()) {
      const player = await createPlayer(t, {
        gameCode: casino,
        cash: 10_000,
        member: { level: LEVEL, agentId: agent },
      });
      const roundId = `hedged-${engine}-${index}`;
      await send(t, 'bet', {
        token: player.token,
        transactionId: `${roundId}:bet`,
        roundId,
        gameCode: casino,
        amount: 10_000,
      });
      const win = {
        token: player.token,
        transactionId: `${roundId}:win`,
        roundId,
        gameCode: casino,
        amount: 9_750,
        roundEnded: true,
        rollingStake: expected.rollingStake,
      };
      expect((await send(t, 'win', win)).json().status).toBe('OK');
      expect((await memberBalances(db, player.id)).comp).toBe(expected.comp);
      expect((await keysFor(roundId)).filter((entry) => entry.memberId === agent)).toHaveLength(
        expected.agentShare > 0 ? 1 : 0,
      );
      // The same win with another rolling stake is another request: refused, nothing settled again.
      expect((await send(t, 'win', { ...win, rollingStake: 1 })).json().status).toBe('DUPLICATE_MISMATCH');
    }
  });

  it('uses the casino rates for a casino game; an upline with a lower rate earns nothing', async () => {
    const player = await createPlayer(t, {
      gameCode: casino,
      cash: 50_000,
      member: { level: LEVEL, agentId: agent },
    });
    const roundId = `casino-round-${engine}`;
    const agentBefore = (await memberBalances(db, agent)).commission;
    const topBefore = (await memberBalances(db, topAgent)).commission;
    await send(t, 'bet', {
      token: player.token,
      transactionId: `${roundId}-b1`,
      roundId,
      gameCode: casino,
      amount: 10_000,
    });
    await send(t, 'win', {
      token: player.token,
      transactionId: `${roundId}-w1`,
      roundId,
      gameCode: casino,
      amount: 19_500,
      roundEnded: true,
    });
    expect(await memberBalances(db, player.id)).toMatchObject({ cash: 59_500, comp: 50 });
    expect((await memberBalances(db, agent)).commission).toBe(agentBefore + 30);
    expect((await memberBalances(db, topAgent)).commission).toBe(topBefore);
    expect(await keysFor(roundId)).toHaveLength(2);
  });

  it('settles every player of a round id shared by a live table', async () => {
    const roundId = `live-table-${engine}`;
    const players = [
      await createPlayer(t, { gameCode: casino, cash: 50_000, member: { level: LEVEL, agentId: agent } }),
      await createPlayer(t, { gameCode: casino, cash: 50_000, member: { level: LEVEL, agentId: agent } }),
    ];
    for (const [index, player] of players.entries()) {
      const common = { token: player.token, roundId, gameCode: casino };
      await send(t, 'bet', { ...common, transactionId: `${roundId}-b${index}`, amount: 20_000 });
      await send(t, 'win', { ...common, transactionId: `${roundId}-w${index}`, amount: 0, roundEnded: true });
    }
    // Stake 20,000 each at the casino rate 0.50% → 100 comp apiece.
    for (const player of players) expect((await memberBalances(db, player.id)).comp).toBe(100);
    expect((await keysFor(roundId)).filter((entry) => entry.kind === 'comp_accrual')).toHaveLength(2);
  });

  it('posts nothing for a round without a settled stake, a member without an agent, or a zero rate', async () => {
    const loner = await createPlayer(t, { gameCode: slot, cash: 10_000, member: { level: LEVEL } });
    const roundId = `lone-round-${engine}`;
    await send(t, 'bet', {
      token: loner.token,
      transactionId: `${roundId}-b1`,
      roundId,
      gameCode: slot,
      amount: 99,
    });
    await send(t, 'win', {
      token: loner.token,
      transactionId: `${roundId}-w1`,
      roundId,
      gameCode: slot,
      amount: 0,
      roundEnded: true,
    });
    expect(await keysFor(roundId)).toHaveLength(0);

    const refunded = `refunded-round-${engine}`;
    await send(t, 'bet', {
      token: loner.token,
      transactionId: `${refunded}-b1`,
      roundId: refunded,
      gameCode: slot,
      amount: 5_000,
    });
    await send(t, 'rollback', {
      token: loner.token,
      transactionId: `${refunded}-rb`,
      referenceTransactionId: `${refunded}-b1`,
      roundId: refunded,
    });
    await send(t, 'win', {
      token: loner.token,
      transactionId: `${refunded}-w1`,
      roundId: refunded,
      gameCode: slot,
      amount: 0,
      roundEnded: true,
    });
    expect(await keysFor(refunded)).toHaveLength(0);

    const levelOne = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const plain = `level-one-round-${engine}`;
    await send(t, 'bet', {
      token: levelOne.token,
      transactionId: `${plain}-b1`,
      roundId: plain,
      gameCode: slot,
      amount: 5_000,
    });
    await send(t, 'win', {
      token: levelOne.token,
      transactionId: `${plain}-w1`,
      roundId: plain,
      gameCode: slot,
      amount: 0,
      roundEnded: true,
    });
    expect(await keysFor(plain)).toHaveLength(0);
    expect((await memberBalances(db, levelOne.id)).comp).toBe(0);
  });
});
