import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import type { TBetRound } from '@haneul/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cashOf, createCatalogue, DEMO_SECRET, openSession, send } from '../provider/provider.test-helper.ts';
import { BET_PAGE_SIZE } from './bet-list.service.ts';

describe.each(TEST_ENGINES)('get-bet-list (%s)', (engine) => {
  let t: TestApp;
  let db: Db;
  /** The built-in game server's games (it publishes /verify) and another provider's. */
  let ours: { casino: string; slot: string };
  let theirs: { casino: string; slot: string };

  beforeAll(async () => {
    process.env.PROVIDER_OTHER_SECRET = DEMO_SECRET;
    t = await createTestApp(engine);
    db = t.database.db;
    ours = await createCatalogue(db, 'haneul');
    theirs = await createCatalogue(db, 'other');
  });
  afterAll(async () => {
    await expectReconciled(db);
    await t.destroy();
    delete process.env.PROVIDER_OTHER_SECRET;
  });

  /** A funded member. */
  async function member(cash = 100_000) {
    const { id } = await createTestMember(db);
    await fundTestMember(db, id, cash);
    return { id };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  /**
   * One round through the wallet as a provider plays it, in a game session launched for it: a bet,
   * then a win (0 included) that ends it, a rollback of the bet, or nothing (still open). Answers
   * the round id.
   */
  async function play(
    who: Member,
    gameCode: string,
    stake: number,
    end: { win: number } | 'rollback' | 'open',
    roundId: string = randomUUID(),
  ) {
    const provider = gameCode.startsWith('other') ? 'other' : 'haneul';
    const token = await openSession(db, {
      memberId: who.id,
      providerCode: provider,
      gameCode,
      now: t.clock(),
    });
    const common = { token, roundId, gameCode };
    const bet = await send(
      t,
      'bet',
      { ...common, transactionId: `${roundId}:bet`, amount: stake },
      { provider },
    );
    expect(bet.json().status).toBe('OK');
    if (end === 'rollback') {
      const rollback = await send(
        t,
        'rollback',
        { token, roundId, transactionId: `${roundId}:rollback`, referenceTransactionId: `${roundId}:bet` },
        { provider },
      );
      expect(rollback.json().status).toBe('OK');
    } else if (end !== 'open') {
      const win = await send(
        t,
        'win',
        { ...common, transactionId: `${roundId}:win`, amount: end.win, roundEnded: true },
        { provider },
      );
      expect(win.json().status).toBe('OK');
    }
    t.clock.advance(1_000);
    return roundId;
  }

  const signIn = (who: Member) => createTestSession(db, who.id, t.clock());

  async function bets(who: Member, body: Record<string, unknown> = {}) {
    const res = await t.call('get-bet-list', body, await signIn(who));
    expect(res.statusCode).toBe(200);
    return res.json() as { status: string; bets: TBetRound[]; maxCount: number; totalCount: number };
  }

  it('a settled round: its stake, win, net and the cash right after it, with its verify page', async () => {
    const who = await member(100_000);
    const roundId = await play(who, ours.slot, 1_000, { win: 2_500 });
    // Money that moves later does not change what the round left behind.
    await fundTestMember(db, who.id, 7_000);

    const answer = await bets(who);
    expect(answer).toEqual({
      status: 'success',
      maxCount: BET_PAGE_SIZE,
      totalCount: 1,
      bets: [
        {
          id: expect.any(Number),
          roundId,
          gameCode: ours.slot,
          nameKo: `${ours.slot} 한글`,
          nameEn: `${ours.slot} English`,
          kind: 'slot',
          stake: 1_000,
          win: 2_500,
          net: 1_500,
          balanceAfter: 101_500,
          state: 'settled',
          playedAt: new Date(t.clock().getTime() - 1_000).toISOString(),
          verifyUrl: `http://games.test/verify?round=${roundId}`,
        },
      ],
    });
    expect(await cashOf(db, who.id)).toBe(108_500);
  });

  it('a rolled-back round nets nothing and ends at the balance after its refund; an open one waits', async () => {
    const who = await member(50_000);
    const lost = await play(who, ours.casino, 4_000, { win: 0 });
    const refunded = await play(who, ours.casino, 3_000, 'rollback');
    const open = await play(who, ours.slot, 2_000, 'open');

    const answer = await bets(who);
    expect(
      answer.bets.map(({ roundId, kind, stake, win, net, balanceAfter, state }) => ({
        roundId,
        kind,
        stake,
        win,
        net,
        balanceAfter,
        state,
      })),
    ).toEqual([
      { roundId: open, kind: 'slot', stake: 2_000, win: 0, net: -2_000, balanceAfter: 44_000, state: 'open' },
      {
        roundId: refunded,
        kind: 'casino',
        stake: 3_000,
        win: 0,
        net: 0,
        balanceAfter: 46_000,
        state: 'rolled_back',
      },
      {
        roundId: lost,
        kind: 'casino',
        stake: 4_000,
        win: 0,
        net: -4_000,
        balanceAfter: 46_000,
        state: 'settled',
      },
    ]);
  });

  it('links only rounds the built-in game server can replay', async () => {
    const who = await member();
    const elsewhere = await play(who, theirs.slot, 1_000, { win: 0 });
    const unnamed = await play(who, ours.slot, 1_000, { win: 0 }, 'not-a-uuid');
    const [second, first] = (await bets(who)).bets;
    expect(first).toMatchObject({ roundId: elsewhere, gameCode: theirs.slot, verifyUrl: null });
    expect(second).toMatchObject({ roundId: unnamed, verifyUrl: null });
  });

  it("never shows another member's rounds", async () => {
    const mine = await member();
    const yours = await member();
    const myRound = await play(mine, ours.slot, 1_000, { win: 0 });
    // The same round id under another member is another round.
    await play(yours, ours.slot, 5_000, { win: 0 }, `${myRound.slice(0, -4)}beef`);
    await play(yours, theirs.casino, 5_000, { win: 10_000 });
    expect((await bets(mine)).bets.map((bet) => bet.roundId)).toEqual([myRound]);
    expect((await bets(yours)).totalCount).toBe(2);
  });

  it('pages newest first, BET_PAGE_SIZE rounds a page', async () => {
    const who = await member(1_000_000);
    const rounds: string[] = [];
    for (let i = 0; i < BET_PAGE_SIZE + 2; i += 1)
      rounds.push(await play(who, ours.slot, 100 + i, { win: 0 }));
    const first = await bets(who, { page: 1 });
    const second = await bets(who, { page: 2 });
    expect(first.totalCount).toBe(BET_PAGE_SIZE + 2);
    expect(first.bets).toHaveLength(BET_PAGE_SIZE);
    expect(first.bets[0]?.roundId).toBe(rounds.at(-1));
    expect(second.bets.map((bet) => bet.roundId)).toEqual([rounds[1], rounds[0]]);
    expect(second.bets.map((bet) => bet.balanceAfter)).toEqual([1_000_000 - 100 - 101, 1_000_000 - 100]);
    expect((await bets(who, { page: 3 })).bets).toEqual([]);
  });

  it('filters by game kind and by Korean days, both ends included', async () => {
    t.clock.set(new Date('2026-11-23T14:30:00Z')); // 23:30 on 23 November in Korea
    const who = await member();
    const lateOn23rd = await play(who, ours.casino, 1_000, { win: 0 });
    t.clock.set(new Date('2026-11-23T15:30:00Z')); // 00:30 on the 24th in Korea
    const earlyOn24th = await play(who, ours.slot, 1_000, { win: 0 });
    t.clock.set(new Date('2026-11-25T03:00:00Z'));
    const on25th = await play(who, theirs.casino, 1_000, { win: 0 });

    const ids = async (body: Record<string, unknown>) =>
      (await bets(who, body)).bets.map((bet) => bet.roundId);
    expect(await ids({ kind: 'casino' })).toEqual([on25th, lateOn23rd]);
    expect(await ids({ kind: 'slot' })).toEqual([earlyOn24th]);
    expect(await ids({ from: '2026-11-24' })).toEqual([on25th, earlyOn24th]);
    expect(await ids({ to: '2026-11-23' })).toEqual([lateOn23rd]);
    expect(await ids({ from: '2026-11-24', to: '2026-11-24' })).toEqual([earlyOn24th]);
    expect(await ids({ kind: 'casino', from: '2026-11-23', to: '2026-11-24' })).toEqual([lateOn23rd]);
    expect((await bets(who, { kind: 'casino', from: '2026-11-24', to: '2026-11-24' })).totalCount).toBe(0);
  });

  it('answers invalid with field reasons for a bad filter, and auth without a session', async () => {
    const who = await member();
    const invalid = async (body: Record<string, unknown>) => {
      const res = await t.call('get-bet-list', body, await signIn(who));
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('invalid');
      return res.json().errors as { field: string; reason: string }[];
    };
    expect(await invalid({ kind: 'sport' })).toEqual([{ field: 'kind', reason: expect.any(String) }]);
    expect(await invalid({ from: '2026-02-30' })).toEqual([{ field: 'from', reason: 'day_format' }]);
    expect(await invalid({ from: '2026-11-25', to: '2026-11-24' })).toEqual([
      { field: 'from', reason: 'after_to' },
    ]);
    expect(await invalid({ page: 0 })).toEqual([{ field: 'page', reason: expect.any(String) }]);
    expect(await invalid({ state: 'open' })).toEqual([
      { field: 'body', reason: expect.stringContaining('state') },
    ]);
    const visitor = await t.call('get-bet-list', {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().status).toBe('auth');
  });
});
