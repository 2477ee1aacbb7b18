import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, loginFailures, members, sessions } from '@haneul/db';
import { createTestMember, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { burst, tally, waitForAttempts } from '../../lib/failure-throttle.test-helper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshIp } from './user.test-helper.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

describe.each(TEST_ENGINES)('user-do-login on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.destroy());

  const login = (userId: string, password: string, ip = '10.9.9.9') =>
    t.call('user-do-login', { userId, password }, { ip, headers: { 'user-agent': 'vitest-agent' } });
  const sessionCount = async (memberId: number) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;

  it('keeps the site language a sign-in came with, and the last one when a client says none', async () => {
    const member = await createTestMember(t.database.db);
    const languageOf = async () =>
      (
        await t.database.db
          .select({ language: members.language })
          .from(members)
          .where(eq(members.id, member.id))
      )[0]?.language;
    expect(await languageOf()).toBe('ko');
    const withLang = (lang: unknown) =>
      t.call('user-do-login', { userId: member.userId, password: member.password, lang }, { ip: freshIp() });
    expect((await withLang('ja')).json().status).toBe('authenticated');
    expect(await languageOf()).toBe('ja');
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
    expect(await languageOf()).toBe('ja');
    const bad = await withLang('jp');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('lang');
    expect(await languageOf()).toBe('ja');
  });

  it('signs in with the user fields, stores only the token hash and records the sign-in', async () => {
    const member = await createTestMember(t.database.db, { nick: '하늘별', phone: '010-9999-0000' });
    await fundTestMember(t.database.db, member.id, 5000, 'cash');
    await fundTestMember(t.database.db, member.id, 300, 'comp');
    const ip = freshIp();
    const now = t.clock();

    const res = await login(member.userId.toUpperCase(), member.password, ip);

    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      status: 'authenticated',
      token: expect.any(String),
      expiresAt: new Date(now.getTime() + 28_800_000).toISOString(),
      user: {
        userId: member.userId,
        nick: '하늘별',
        phone: '010-9999-0000',
        rolling: 300,
        balance: 5000,
        in_balance: 0,
        point: 0,
        bankname: '국민은행',
        bankOwner: '홍길동',
        banknum: '123-456-789012',
        level: 1,
        playType: 'user',
      },
      mustChangePassword: false,
    });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(session).toMatchObject({
      tokenHash: hashToken(answer.token),
      ip,
      userAgent: 'vitest-agent',
      revokedAt: null,
    });
    expect(session?.tokenHash).not.toBe(answer.token);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.lastLoginAt?.getTime()).toBe(now.getTime());
    expect((await t.call('user-health-check', {}, answer.token)).json().status).toBe('success');
  });

  it('answers the same `pass` for a wrong password and an unknown id, and counts both', async () => {
    const member = await createTestMember(t.database.db);
    const ip = freshIp();
    expect((await login(member.userId, 'wrong-password', ip)).json()).toEqual({ status: 'pass' });
    expect((await login('nosuchmember', 'whatever', ip)).json()).toEqual({ status: 'pass' });
    expect(await sessionCount(member.id)).toBe(0);
    const rows = await t.database.db.select().from(loginFailures);
    const byKey = new Map(rows.map((row) => [row.key, row.failures]));
    expect(byKey.get(`id:${member.userId.toLowerCase()}`)).toBe(1);
    expect(byKey.get('id:nosuchmember')).toBe(1);
    expect(byKey.get(`ip:${ip}`)).toBe(2);
  });

  it('refuses a bad body naming the field, and changes nothing', async () => {
    const member = await createTestMember(t.database.db);
    const before = await t.database.db.select().from(loginFailures);
    const missing = await login(member.userId, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'password' }] });
    const extra = await t.call('user-do-login', {
      userId: member.userId,
      password: member.password,
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors[0].reason).toContain('admin');
    expect(await sessionCount(member.id)).toBe(0);
    expect(await t.database.db.select().from(loginFailures)).toEqual(before);
  });

  it('answers `blocked` to a suspended member with the right password, and makes no session', async () => {
    const member = await createTestMember(t.database.db, { state: 'suspended' });
    expect((await login(member.userId, member.password, freshIp())).json()).toEqual({ status: 'blocked' });
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('lets a self-excluded member sign in (to withdraw)', async () => {
    const member = await createTestMember(t.database.db, {
      excludedUntil: new Date(t.clock().getTime() + 86_400_000),
    });
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
  });

  it('locks an id after 5 failures, even against the right password, for 15 minutes', async () => {
    const member = await createTestMember(t.database.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(member.userId, `wrong-${i}`, freshIp())).json()).toEqual({ status: 'pass' });
    }
    expect((await login(member.userId, member.password, freshIp())).json()).toEqual({
      status: 'time',
      retryAfter: 900,
    });
    t.clock.advance(FIFTEEN_MINUTES - 60_000);
    expect((await login(member.userId.toUpperCase(), member.password, freshIp())).json()).toEqual({
      status: 'time',
      retryAfter: 60,
    });
    t.clock.advance(60_000);
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
    const key = `id:${member.userId.toLowerCase()}`;
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, key))).toEqual([]);
  });

  it('clears the id counter on success, and forgets failures older than the window', async () => {
    const member = await createTestMember(t.database.db);
    const failFourTimes = async () => {
      for (let i = 0; i < 4; i += 1)
        expect((await login(member.userId, 'nope', freshIp())).json().status).toBe('pass');
    };
    await failFourTimes();
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
    await failFourTimes();
    t.clock.advance(FIFTEEN_MINUTES + 1);
    await failFourTimes();
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
  });

  it('counts concurrent failures atomically', async () => {
    const member = await createTestMember(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(member.userId, `wrong-${i}`, freshIp())),
    );
    expect(answers.map((res) => res.json().status)).toEqual(Array(5).fill('pass'));
    const [row] = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `id:${member.userId.toLowerCase()}`));
    expect(row?.failures).toBe(5);
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('time');
  });

  it('checks at most 5 passwords of a burst of 40, and the right one waits out the lock', async () => {
    const member = await createTestMember(t.database.db);
    const answers = await burst(40, (i) => login(member.userId, `wrong-${i}`, freshIp()));
    expect(tally(answers)).toEqual({ pass: 5, time: 35 });
    expect((await login(member.userId, member.password, freshIp())).json()).toEqual({
      status: 'time',
      retryAfter: 900,
    });
    t.clock.advance(FIFTEEN_MINUTES);
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
  });

  it('answers `time` to the right password sent while a burst that used the limit is still checked', async () => {
    const member = await createTestMember(t.database.db);
    const wrong = burst(40, (i) => login(member.userId, `wrong-${i}`, freshIp()));
    await waitForAttempts(t.database.db, `id:${member.userId.toLowerCase()}`, 5);
    const right = await login(member.userId, member.password, freshIp());
    expect(right.json()).toEqual({ status: 'time', retryAfter: 900 });
    expect(tally(await wrong)).toEqual({ pass: 5, time: 35 });
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('checks at most 20 passwords of a burst of 40 from one address', async () => {
    const ip = freshIp();
    const answers = await burst(40, (i) => login(`burst${i}`, 'password1', ip));
    expect(tally(answers)).toEqual({ pass: 20, time: 20 });
  });

  it('never locks an address for its right passwords (a shared address, many members)', async () => {
    const member = await createTestMember(t.database.db);
    const ip = freshIp();
    for (let i = 0; i < 21; i += 1) {
      expect((await login(member.userId, member.password, ip)).json().status).toBe('authenticated');
    }
    expect((await login(member.userId, 'wrong', ip)).json().status).toBe('pass');
  });

  it('locks an address after 20 failures for any id, not other addresses', async () => {
    const member = await createTestMember(t.database.db);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`guess${i}`, 'password1', ip)).json().status).toBe('pass');
    }
    expect((await login(member.userId, member.password, ip)).json()).toEqual({
      status: 'time',
      retryAfter: 900,
    });
    expect((await login(member.userId, member.password, freshIp())).json().status).toBe('authenticated');
    t.clock.advance(FIFTEEN_MINUTES);
    expect((await login(member.userId, member.password, ip)).json().status).toBe('authenticated');
  });
});
