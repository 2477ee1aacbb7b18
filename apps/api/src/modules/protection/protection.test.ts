import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession, createTestStaff, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { completeDeposit } from '../balance/requests.service.ts';
import {
  betBody,
  cashOf,
  createCatalogue,
  createPlayer,
  openSession,
  send,
} from '../provider/provider.test-helper.ts';
import { createTestEvent, createTestSport } from '../sport/sport.test-helper.ts';

const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('player protection on %s', (engine) => {
  let t: TestApp;
  let slot = '';
  let staffId = 0;
  let tx = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ slot } = await createCatalogue(db(), 'haneul'));
    staffId = (await createTestStaff(db())).id;
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  /** A funded member with a game session and a member-site session. */
  async function player(cash = 100_000) {
    const made = await createPlayer(t, { gameCode: slot, cash });
    return { ...made, site: await createTestSession(db(), made.id, t.clock()) };
  }
  /** After days away the member signs in again and reopens the game: both sessions last 8 hours. */
  const signIn = async (p: { id: number; site: string; token: string }) => {
    p.site = await createTestSession(db(), p.id, t.clock());
    p.token = await openSession(db(), { memberId: p.id, gameCode: slot, now: t.clock() });
  };
  /** Back after an exclusion ended: signed in again, nothing in force, a deposit taken. */
  const expectFreeAgain = async (p: { id: number; site: string; token: string }) => {
    await signIn(p);
    expect((await call('get-play-limits', {}, p.site)).exclusion).toBeNull();
    expect(
      (await call('apply-user-deposit', { amount: 10_000, depositorName: '홍길동' }, p.site)).status,
    ).toBe('success');
  };
  const call = (name: Parameters<TestApp['call']>[0], body: object, token: string) =>
    t.call(name, body, token).then((res) => res.json());
  const bet = async (token: string, amount: number, round = `r${++tx}`) =>
    (await send(t, 'bet', betBody(token, `${engine}-bet-${++tx}`, amount, slot, round))).json().status;
  const win = async (token: string, amount: number, round: string) =>
    (
      await send(t, 'win', {
        token,
        transactionId: `${engine}-win-${++tx}`,
        roundId: round,
        gameCode: slot,
        amount,
        roundEnded: true,
      })
    ).json().status;

  it('refuses a deposit beyond a deposit limit with what is left, and takes one exactly at it', async () => {
    const p = await player();
    expect(
      await call('set-play-limit', { kind: 'deposit', period: 'day', amount: 100_000 }, p.site),
    ).toMatchObject({
      status: 'success',
      applied: 'now',
      limit: { kind: 'deposit', period: 'day', amount: 100_000, used: 0, pending: null },
    });
    const first = await call('apply-user-deposit', { amount: 60_000, depositorName: '홍길동' }, p.site);
    expect(first.status).toBe('success');
    await completeDeposit(db(), { requestId: first.id, staffId, now: t.clock() });
    expect(await call('apply-user-deposit', { amount: 40_001, depositorName: '홍길동' }, p.site)).toEqual({
      status: 'limit',
      left: 40_000,
      period: 'day',
    });
    expect(
      (await call('apply-user-deposit', { amount: 40_000, depositorName: '홍길동' }, p.site)).status,
    ).toBe('success');
    const [limit] = (await call('get-play-limits', {}, p.site)).limits;
    expect(limit).toMatchObject({ used: 100_000 });
  });

  it('lowers at once, and raises or removes only when confirmed after the cooling-off', async () => {
    const p = await player();
    await call('set-play-limit', { kind: 'wager', period: 'week', amount: 50_000 }, p.site);
    expect(
      await call('set-play-limit', { kind: 'wager', period: 'week', amount: 30_000 }, p.site),
    ).toMatchObject({
      applied: 'now',
      limit: { amount: 30_000, pending: null },
    });
    const raised = await call('set-play-limit', { kind: 'wager', period: 'week', amount: 80_000 }, p.site);
    expect(raised).toMatchObject({
      applied: 'pending',
      limit: { amount: 30_000, pending: { amount: 80_000 } },
    });
    expect(Date.parse(raised.limit.pending.from) - t.clock().getTime()).toBe(24 * HOUR);
    // Still 30,000 in force: a bet above it is refused, whatever the pending raise says.
    expect(await bet(p.token, 30_001)).toBe('LIMIT_REACHED');
    expect(await call('confirm-play-limit', { kind: 'wager', period: 'week' }, p.site)).toEqual({
      status: 'time',
      retryAfter: 24 * 3600,
    });
    t.clock.advance(24 * HOUR);
    await signIn(p);
    expect(await call('confirm-play-limit', { kind: 'wager', period: 'week' }, p.site)).toMatchObject({
      status: 'success',
      limit: { amount: 80_000, pending: null },
    });
    expect(await bet(p.token, 30_001)).toBe('OK');
    // A removal waits the same way; nothing pending answers not_found.
    expect(
      (await call('set-play-limit', { kind: 'wager', period: 'week', amount: null }, p.site)).applied,
    ).toBe('pending');
    t.clock.advance(24 * HOUR);
    await signIn(p);
    expect(await call('confirm-play-limit', { kind: 'wager', period: 'week' }, p.site)).toEqual({
      status: 'success',
      limit: null,
    });
    expect(await call('confirm-play-limit', { kind: 'wager', period: 'week' }, p.site)).toEqual({
      status: 'not_found',
    });
    expect((await call('get-play-limits', {}, p.site)).limits).toEqual([]);
  });

  it('holds a loss limit on net loss at the wallet: exactly at it passes, one won over is refused', async () => {
    const p = await player();
    await call('set-play-limit', { kind: 'loss', period: 'day', amount: 10_000 }, p.site);
    const round = `loss-${engine}`;
    expect(await bet(p.token, 6_000, round)).toBe('OK');
    expect(await bet(p.token, 5_000)).toBe('LIMIT_REACHED');
    expect(await win(p.token, 3_000, round)).toBe('OK');
    // Net loss 3,000: 7,000 more reaches the limit exactly, one won more passes it.
    expect(await bet(p.token, 7_001)).toBe('LIMIT_REACHED');
    expect(await bet(p.token, 7_000)).toBe('OK');
    expect(await cashOf(db(), p.id)).toBe(100_000 - 6_000 + 3_000 - 7_000);
    const [limit] = (await call('get-play-limits', {}, p.site)).limits;
    expect(limit).toMatchObject({ kind: 'loss', used: 10_000 });
  });

  it('never lets racing bets pass a wager limit together', async () => {
    const p = await player();
    await call('set-play-limit', { kind: 'wager', period: 'day', amount: 10_000 }, p.site);
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(p.token, 2_000)));
    expect(answers.filter((status) => status === 'OK')).toHaveLength(5);
    expect(answers.filter((status) => status === 'LIMIT_REACHED')).toHaveLength(7);
    expect(await cashOf(db(), p.id)).toBe(90_000);
  });

  it('counts the month before the first limit, so a limit set mid-month is not a fresh start', async () => {
    const p = await player();
    expect(await bet(p.token, 8_000)).toBe('OK');
    await call('set-play-limit', { kind: 'wager', period: 'month', amount: 10_000 }, p.site);
    expect((await call('get-play-limits', {}, p.site)).limits[0]).toMatchObject({ used: 8_000 });
    expect(await bet(p.token, 2_001)).toBe('LIMIT_REACHED');
  });

  it('stops bets at a session-time limit, counting the time signed in by the health check', async () => {
    const p = await player();
    await call('set-play-limit', { kind: 'session', period: 'day', amount: 1 }, p.site);
    await call('user-health-check', {}, p.site);
    t.clock.advance(40_000);
    await call('user-health-check', {}, p.site);
    expect(await bet(p.token, 1_000)).toBe('OK');
    t.clock.advance(30_000);
    await call('user-health-check', {}, p.site);
    expect(await bet(p.token, 1_000)).toBe('LIMIT_REACHED');
    expect((await call('get-play-limits', {}, p.site)).limits[0]).toMatchObject({ kind: 'session', used: 1 });
  });

  it('refuses a sport bet beyond the member’s wager limit', async () => {
    const sport = await createTestSport(db());
    const event = await createTestEvent(db(), {
      sport,
      startsAt: new Date(t.clock().getTime() + 2 * HOUR),
      markets: [{ type: '1x2', prices: [1_950, 3_400, 3_800] }],
    });
    const p = await player();
    await call('set-play-limit', { kind: 'wager', period: 'day', amount: 15_000 }, p.site);
    const slip = (stake: number) => ({
      requestId: `limit-${engine}-${++tx}`,
      stake,
      legs: [{ selectionId: event.selections[0]![0]!, price: 1.95 }],
      oddsChange: 'none',
    });
    expect((await call('place-sport-bet', slip(10_000), p.site)).status).toBe('success');
    expect(await call('place-sport-bet', slip(5_001), p.site)).toEqual({
      status: 'limit',
      reason: 'play_limit',
    });
    expect(await bet(p.token, 5_001)).toBe('LIMIT_REACHED');
    expect(await bet(p.token, 5_000)).toBe('OK');
  });

  it('times out at once: no deposit, game or bet, but withdrawals still; nothing shortens it', async () => {
    const p = await player();
    const out = await call('set-self-exclusion', { kind: 'time_out', period: '7d' }, p.site);
    expect(out.exclusion).toMatchObject({ kind: 'time_out', period: '7d', endRequestedAt: null });
    expect(Date.parse(out.exclusion.until) - t.clock().getTime()).toBe(7 * 24 * HOUR);
    expect(
      (await call('apply-user-deposit', { amount: 10_000, depositorName: '홍길동' }, p.site)).status,
    ).toBe('blocked');
    expect(
      (await call('open-game', { code: slot, company: 'haneul-slots', timeStemp: 1 }, p.site)).status,
    ).toBe('blocked');
    expect(await bet(p.token, 1_000)).toBe('PLAYER_BLOCKED');
    expect(
      (await call('apply-user-withdraw', { amount: 10_000, exchangePassword: '1234' }, p.site)).status,
    ).toBe('success');
    // A 24-hour time-out on top leaves the 7 days in force.
    const shorter = await call('set-self-exclusion', { kind: 'time_out', period: '24h' }, p.site);
    expect(shorter.exclusion).toEqual(out.exclusion);
    t.clock.advance(7 * 24 * HOUR + 1);
    await expectFreeAgain(p);
  });

  it('keeps a permanent self-exclusion until 7 days after the member asks for its end', async () => {
    const p = await player();
    const taken = await call('set-self-exclusion', { kind: 'self_exclusion', period: 'permanent' }, p.site);
    expect(taken.exclusion).toMatchObject({ period: 'permanent', until: null });
    t.clock.advance(400 * 24 * HOUR);
    await signIn(p);
    expect((await call('get-play-limits', {}, p.site)).exclusion).toMatchObject({ until: null });
    const ending = await call('end-self-exclusion', {}, p.site);
    expect(Date.parse(ending.exclusion.until) - t.clock().getTime()).toBe(7 * 24 * HOUR);
    expect(await call('end-self-exclusion', {}, p.site)).toEqual({ status: 'not_found' });
    t.clock.advance(7 * 24 * HOUR + 1);
    await expectFreeAgain(p);
  });

  it('sets the reality check and sums the session: time, stakes, wins, net', async () => {
    const p = await player();
    expect(await call('set-reality-check', { minutes: 30 }, p.site)).toEqual({ status: 'success' });
    expect((await call('get-play-limits', {}, p.site)).realityCheckMinutes).toBe(30);
    const round = `rc-${engine}`;
    await bet(p.token, 4_000, round);
    await win(p.token, 1_500, round);
    t.clock.advance(20 * 60_000);
    expect(await call('get-session-summary', {}, p.site)).toMatchObject({
      status: 'success',
      seconds: 20 * 60,
      staked: 4_000,
      won: 1_500,
      net: -2_500,
      realityCheckMinutes: 30,
    });
  });
});
