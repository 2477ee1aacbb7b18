import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@haneul/contract';
import { createTestMember, createTestSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';
import { betBody, createCatalogue, openSession, send } from '../provider/provider.test-helper.ts';
import { listening, openTestStream } from './stream.test-helper.ts';

const MEMBER_STREAM = '/public/stream';
const STAFF_STREAM = endpoints['live.stream'].path;

describe.each(TEST_ENGINES)('the live streams on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let games: { casino: string; slot: string };
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await listening(t.app);
    games = await createCatalogue(t.database.db, 'haneul');
    staffToken = (await signedInStaff(t, 'operator')).token;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  /** A funded member, signed in, with the stream open. */
  const signedIn = async (cash = 100_000) => {
    const { id } = await createTestMember(t.database.db);
    if (cash > 0) await fundTestMember(t.database.db, id, cash);
    const token = await createTestSession(t.database.db, id, t.clock());
    return { id, token, stream: await openTestStream(base, MEMBER_STREAM, token) };
  };

  it('opens with the balance and counts as they stand, and refuses a caller without a session', async () => {
    const { stream } = await signedIn(70_000);
    expect(await stream.next('balance')).toEqual({ balance: 70_000, rolling: 0, in_balance: 0, point: 0 });
    expect(await stream.next('counts')).toEqual({ noteCount: 0, helpCount: 0 });
    stream.close();
    await expect(openTestStream(base, MEMBER_STREAM, 'not-a-session')).rejects.toThrow(/401/);
    await expect(openTestStream(base, STAFF_STREAM, 'not-a-session')).rejects.toThrow(/401/);
  });

  it('tells the balance after each wallet bet and win, and nothing for a refused bet', async () => {
    const { id, stream } = await signedIn(100_000);
    await stream.next('balance');
    const token = await openSession(t.database.db, { memberId: id, gameCode: games.slot, now: t.clock() });
    await send(t, 'bet', betBody(token, `s-bet-${id}`, 3_000, games.slot));
    expect(await stream.next('balance')).toMatchObject({ balance: 97_000 });
    const refused = await send(t, 'bet', betBody(token, `s-big-${id}`, 1_000_000, games.slot));
    expect(refused.json()).toMatchObject({ status: 'INSUFFICIENT_FUNDS' });
    await send(t, 'win', { ...betBody(token, `s-win-${id}`, 9_000, games.slot), roundEnded: true });
    expect(await stream.next('balance')).toMatchObject({ balance: 106_000 });
    expect(stream.heard.filter((item) => item.event === 'balance')).toHaveLength(3);
    stream.close();
  });

  it('tells the member and the queues of a deposit made and completed, and the cash it credited', async () => {
    const { id, token, stream } = await signedIn(0);
    await stream.next('balance');
    const queue = await openTestStream(base, STAFF_STREAM, staffToken);
    const applied = await t.call('apply-user-deposit', { amount: 50_000, depositorName: '홍길동' }, token);
    const { id: requestId } = applied.json<{ id: number }>();
    expect(await stream.next('request')).toEqual({ request: 'deposit', id: requestId, status: 'wait' });
    expect(await queue.next('request')).toEqual({ request: 'deposit', id: requestId, created: true });

    const done = await callEndpoint(t, 'deposits.complete', {
      token: staffToken,
      params: { id: requestId },
      body: { memo: '입금 확인' },
    });
    expect(done.statusCode).toBe(200);
    expect(await stream.next('request')).toEqual({ request: 'deposit', id: requestId, status: 'already' });
    expect(await queue.next('request')).toEqual({ request: 'deposit', id: requestId, created: false });
    expect(await stream.next('balance', (b: { balance: number }) => b.balance === 50_000)).toMatchObject({
      balance: 50_000,
    });
    stream.close();
    queue.close();
    expect(id).toBeGreaterThan(0);
  });

  it('tells the counts when a note reaches the member, or every member', async () => {
    const one = await signedIn();
    const other = await signedIn();
    await one.stream.next('counts');
    await other.stream.next('counts');
    const note = (target: object) =>
      callEndpoint(t, 'notes.send', { token: staffToken, body: { target, title: '안내', contents: '내용' } });
    expect((await note({ kind: 'member', memberId: one.id })).statusCode).toBe(200);
    expect(await one.stream.next('counts')).toEqual({ noteCount: 1, helpCount: 0 });
    expect((await note({ kind: 'all' })).statusCode).toBe(200);
    expect(await one.stream.next('counts')).toEqual({ noteCount: 2, helpCount: 0 });
    expect(await other.stream.next('counts')).toEqual({ noteCount: 1, helpCount: 0 });
    one.stream.close();
    other.stream.close();
  });

  it('ends the stream when the member signs out or is suspended', async () => {
    const { token, stream } = await signedIn();
    await stream.next('balance');
    await t.call('user-do-logout', {}, token);
    await stream.ended();

    const suspended = await signedIn();
    await suspended.stream.next('balance');
    const res = await callEndpoint(t, 'members.suspend', {
      token: staffToken,
      params: { id: suspended.id },
      body: { reason: 'stream test' },
    });
    expect(res.statusCode).toBe(200);
    await suspended.stream.ended();
  });

  it('tells a reality check that fell due while the browser was away, with the sign-in’s figures', async () => {
    const { id } = await createTestMember(t.database.db);
    await fundTestMember(t.database.db, id, 50_000);
    const token = await createTestSession(t.database.db, id, t.clock());
    expect((await t.call('set-reality-check', { minutes: 15 }, token)).json()).toEqual({ status: 'success' });
    t.clock.advance(15 * 60_000 + 20_000);
    const stream = await openTestStream(base, MEMBER_STREAM, token);
    expect(await stream.next('reminder')).toMatchObject({
      kind: 'reality_check',
      due: 1,
      seconds: 15 * 60 + 20,
      staked: 0,
      won: 0,
      net: 0,
    });
    stream.close();
  });

  it('warns at 80 % of a wager limit and when it is reached, once each', async () => {
    const { id, token, stream } = await signedIn(100_000);
    await stream.next('balance');
    const set = await t.call('set-play-limit', { kind: 'wager', period: 'day', amount: 10_000 }, token);
    expect(set.json()).toMatchObject({ status: 'success', applied: 'now' });
    const game = await openSession(t.database.db, { memberId: id, gameCode: games.slot, now: t.clock() });
    await send(t, 'bet', betBody(game, `w1-${id}`, 8_000, games.slot));
    expect(await stream.next('reminder')).toMatchObject({
      kind: 'limit',
      limit: 'wager',
      period: 'day',
      used: 8_000,
      amount: 10_000,
      reached: false,
    });
    await send(t, 'bet', betBody(game, `w2-${id}`, 1_000, games.slot));
    await send(t, 'bet', betBody(game, `w3-${id}`, 1_000, games.slot));
    expect(await stream.next('reminder')).toMatchObject({ used: 10_000, reached: true });
    await stream.next('balance', (b: { balance: number }) => b.balance === 90_000);
    expect(stream.heard.filter((item) => item.event === 'reminder')).toHaveLength(2);
    stream.close();
  });
});
