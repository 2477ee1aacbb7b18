import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, verifySecret } from '@haneul/db';
import { createTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshIp, freshName, memberCount, memberRowByUserId } from './user.test-helper.ts';

/** A registration that passes every check; the test clock says 2026-11-22 (Seoul). */
function registration(overrides: Record<string, unknown> = {}) {
  const name = freshName('reg');
  return {
    userId: name,
    password: 'sky-high-2026',
    passwordConfirm: 'sky-high-2026',
    nick: `닉${name}`.slice(0, 12),
    phone: '010-2222-3333',
    bankname: '신한은행',
    bankOwner: '김하늘',
    banknum: '110-222-333444',
    exchangePassword: '7315',
    code: '',
    birthDate: '1995-05-05',
    agree: true,
    ...overrides,
  };
}

describe.each(TEST_ENGINES)('user-register on %s', (engine) => {
  let t: TestApp;
  let agentId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    agentId = (await createTestMember(t.database.db, { playType: 'agent', agentCode: 'HANEUL' })).id;
  });
  afterAll(() => t.destroy());

  // Each registration from its own address: an address may register 10 times in 10 minutes.
  const register = (body: unknown, headers: Record<string, string> = {}, ip = freshIp()) =>
    t.call('user-register', body, { ip, headers });

  it('registers a member with hashed secrets, the site and address, and open ledger accounts', async () => {
    const body = registration();
    const res = await register(body, { origin: 'https://www.haneul-kr.com' }, '10.1.2.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    const row = await memberRowByUserId(t.database.db, body.userId);
    expect(row).toMatchObject({
      userId: body.userId,
      nick: body.nick,
      phone: '010-2222-3333',
      bankName: '신한은행',
      bankOwner: '김하늘',
      bankNumber: '110-222-333444',
      birthDate: '1995-05-05',
      level: 1,
      playType: 'user',
      state: 'active',
      agentId: null,
      agentCode: null,
      registerDomain: 'haneul-kr.com',
      registerIp: '10.1.2.3',
    });
    expect(row?.createdAt.getTime()).toBe(t.clock().getTime());
    expect(row?.passwordHash).not.toContain(body.password);
    expect(await verifySecret(row?.passwordHash ?? '', body.password)).toBe(true);
    expect(await verifySecret(row?.exchangePasswordHash ?? '', '7315')).toBe(true);
    const accounts = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, row?.id ?? 0));
    expect(accounts.map((account) => account.kind).sort()).toEqual(['cash', 'comp', 'hold']);
    const login = await t.call('user-do-login', { userId: body.userId, password: body.password });
    expect(login.json().status).toBe('authenticated');
  });

  it('registers under an agent code in any case, and the profile shows it', async () => {
    const body = registration({ code: ' haneul ' });
    expect((await register(body)).json()).toEqual({ status: 'success' });
    const row = await memberRowByUserId(t.database.db, body.userId);
    expect(row?.agentId).toBe(agentId);
  });

  it.each([
    ['userId', { userId: 'ab' }],
    ['userId', { userId: 'bad id!' }],
    ['password', { password: 'short', passwordConfirm: 'short' }],
    ['passwordConfirm', { passwordConfirm: 'something-else' }],
    ['nick', { nick: 'x' }],
    ['phone', { phone: 'call me' }],
    ['bankname', { bankname: '' }],
    ['banknum', { banknum: 'abc' }],
    ['exchangePassword', { exchangePassword: '12a4' }],
    ['birthDate', { birthDate: '05/05/1995' }],
    ['agree', { agree: false }],
    ['body', { referrer: 'x' }],
  ])('refuses a bad %s without creating anyone', async (field, overrides) => {
    const before = await memberCount(t.database.db);
    const body = registration(overrides);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('invalid');
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await memberCount(t.database.db)).toBe(before);
  });

  it('refuses a guessable password, also one built on the id or nick, with password_weak', async () => {
    const before = await memberCount(t.database.db);
    const userId = freshName('weakpw');
    for (const password of ['password-123', 'qwerty1234!', 'admin1234!', `${userId}2026`]) {
      const res = await register(registration({ userId, password, passwordConfirm: password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'password', reason: 'password_weak' }],
      });
    }
    expect(await memberCount(t.database.db)).toBe(before);
  });

  it.each(['0000', '1234', '9876', '2580', '1212', '0123'])(
    'refuses the exchange PIN %s with exchange_password_weak',
    async (exchangePassword) => {
      const res = await register(registration({ exchangePassword }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'exchangePassword', reason: 'exchange_password_weak' }],
      });
    },
  );

  it.each([
    [
      'a taken id (any case)',
      'alread_have_user',
      (taken: { userId: string; nick: string }) => ({ userId: taken.userId.toUpperCase() }),
    ],
    [
      'a taken nick (any case)',
      'alread',
      (taken: { userId: string; nick: string }) => ({ nick: taken.nick.toUpperCase() }),
    ],
    ['an unknown agent code', 'cant_find_code', () => ({ code: 'NOSUCHCODE' })],
  ])('answers %s with `%s` and creates no member', async (_name, status, overrides) => {
    const taken = registration({ nick: freshName('Nick') });
    expect((await register(taken)).json().status).toBe('success');
    const before = await memberCount(t.database.db);
    const res = await register(registration(overrides(taken)));
    expect(res.json()).toEqual({ status });
    expect(await memberCount(t.database.db)).toBe(before);
  });

  it('refuses the code of a member who is not an agent', async () => {
    await createTestMember(t.database.db, { agentCode: 'PLAINUSER' });
    expect((await register(registration({ code: 'PLAINUSER' }))).json()).toEqual({
      status: 'cant_find_code',
    });
  });

  it('admits a member on their 19th birthday and refuses one a day younger', async () => {
    const before = await memberCount(t.database.db);
    const young = await register(registration({ birthDate: '2007-11-23' }));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({ status: 'invalid', errors: [{ field: 'birthDate', reason: 'under_19' }] });
    const impossible = await register(registration({ birthDate: '1999-02-30' }));
    expect(impossible.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'birthDate', reason: 'date_invalid' }],
    });
    expect(await memberCount(t.database.db)).toBe(before);
    expect((await register(registration({ birthDate: '2007-11-22' }))).json()).toEqual({ status: 'success' });
  });

  it('refuses NUL and control characters in its text, and hidden characters in a nickname', async () => {
    const before = await memberCount(t.database.db);
    const cases: [string, string][] = [
      ['nick', '하\u0000늘'],
      ['nick', '하늘\u202e'],
      ['nick', '하\u200b늘'],
      ['nick', '\u2066하늘'],
      ['bankOwner', '김\u0000하늘'],
      ['bankname', '신한\u0007은행'],
      ['code', 'HANEUL\u0000'],
    ];
    for (const [field, value] of cases) {
      const res = await register(registration({ [field]: value }));
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json()).toEqual({ status: 'invalid', errors: [{ field, reason: 'invalid_characters' }] });
    }
    const check = await t.call('check-user-nick', { nick: '하늘\u200f' });
    expect(check.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'nick', reason: 'invalid_characters' }],
    });
    expect(await memberCount(t.database.db)).toBe(before);
  });

  it('lets exactly one of concurrent registrations of one id (or one nick) through', async () => {
    const userId = freshName('race');
    const sameId = await Promise.all(
      [userId, userId, userId.toUpperCase(), userId].map((id, i) =>
        register(registration({ userId: id, nick: `${userId}n${i}` })),
      ),
    );
    expect(sameId.map((res) => res.json().status).sort()).toEqual([
      'alread_have_user',
      'alread_have_user',
      'alread_have_user',
      'success',
    ]);
    const nick = freshName('nrace');
    const sameNick = await Promise.all([1, 2, 3].map(() => register(registration({ nick }))));
    expect(sameNick.map((res) => res.json().status).sort()).toEqual(['alread', 'alread', 'success']);
  });
});
