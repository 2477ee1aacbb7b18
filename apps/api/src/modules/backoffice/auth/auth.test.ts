import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, staff } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { burst, tally } from '../../../lib/failure-throttle.test-helper.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callEndpoint, createStaffAccount, type StaffAccount } from '../testing/backoffice.test-helper.ts';
import { totpCode } from './totp.ts';

const STEP = 30_000;
let ipCounter = 0;
/** A fresh address per test, so the per-address lockout of one test never touches another. */
const freshIp = () => `10.1.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

describe.each(TEST_ENGINES)('staff sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const login = async (account: StaffAccount, ip: string, otp?: string) =>
    callEndpoint(t, 'auth.login', {
      ip,
      body: {
        loginId: account.login,
        password: account.password,
        otp: otp ?? (await totpCode(account.totpSecret, t.clock())),
      },
    });

  it('signs in with the password and the current code, then answers who is signed in', async () => {
    const admin = await createStaffAccount(t.database.db, { role: 'admin' });
    const res = await login(admin, freshIp());
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      status: 'success',
      staff: { id: admin.id, login: admin.login, role: 'admin' },
    });
    expect(Date.parse(session.expiresAt) - t.clock().getTime()).toBe(8 * 3_600_000);
    const me = await callEndpoint(t, 'auth.me', { token: session.token });
    expect(me.json()).toMatchObject({ data: { id: admin.id, role: 'admin' } });
  });

  it('works with the demo secret format (10-byte base32) as the seed stores it', async () => {
    const account = await createStaffAccount(t.database.db, { role: 'admin' });
    await t.database.db.update(staff).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(staff.id, account.id));
    t.clock.advance(STEP);
    expect((await login({ ...account, totpSecret: 'JBSWY3DPEHPK3PXP' }, freshIp())).statusCode).toBe(200);
  });

  it('answers one `pass` for a wrong code, a wrong password and an unknown login', async () => {
    const account = await createStaffAccount(t.database.db);
    const ip = freshIp();
    const code = await totpCode(account.totpSecret, t.clock());
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (const body of [
      { loginId: account.login, password: account.password, otp: wrongCode },
      { loginId: account.login, password: 'not-the-password', otp: code },
      { loginId: 'nobody-here', password: account.password, otp: code },
    ]) {
      const res = await callEndpoint(t, 'auth.login', { ip, body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'pass' });
    }
  });

  it('refuses a code already used for a sign-in', async () => {
    const account = await createStaffAccount(t.database.db);
    t.clock.advance(STEP);
    const code = await totpCode(account.totpSecret, t.clock());
    expect((await login(account, freshIp(), code)).statusCode).toBe(200);
    expect((await login(account, freshIp(), code)).statusCode).toBe(401);
    t.clock.advance(STEP);
    expect((await login(account, freshIp())).statusCode).toBe(200);
  });

  it('locks a login for 15 minutes after 5 wrong codes, even for the right code', async () => {
    const account = await createStaffAccount(t.database.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(account, freshIp(), '000000')).statusCode).toBe(401);
    }
    const locked = await login(account, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'time', retryAfter: 900 });
    t.clock.advance(15 * 60_000);
    expect((await login(account, freshIp())).statusCode).toBe(200);
  });

  it('checks at most 5 codes of a burst of 40 with the right password, then refuses the right code', async () => {
    const account = await createStaffAccount(t.database.db);
    const code = await totpCode(account.totpSecret, t.clock());
    const wrongCode = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await burst(40, (i) => login(account, freshIp(), wrongCode(i)));
    expect(tally(answers)).toEqual({ pass: 5, time: 35 });
    const locked = await login(account, freshIp(), code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 'time', retryAfter: 900 });
    t.clock.advance(15 * 60_000);
    expect((await login(account, freshIp())).statusCode).toBe(200);
  });

  it('checks at most 5 passwords of a burst of 40', async () => {
    const account = await createStaffAccount(t.database.db);
    const answers = await burst(40, (i) =>
      callEndpoint(t, 'auth.login', {
        ip: freshIp(),
        body: { loginId: account.login, password: `wrong-password-${i}`, otp: '123456' },
      }),
    );
    expect(tally(answers)).toEqual({ pass: 5, time: 35 });
    expect((await login(account, freshIp())).statusCode).toBe(429);
  });

  it('does not count a right password as a failure when the step stops for another reason', async () => {
    const account = await createStaffAccount(t.database.db, { enrolled: false });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await login(account, freshIp(), '123456');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'enrol' });
    }
  });

  it('locks an address after 20 failures, whatever logins it tries', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const body = { loginId: `guess${attempt}`, password: 'wrong-password', otp: '123456' };
      await callEndpoint(t, 'auth.login', { ip, body });
    }
    const account = await createStaffAccount(t.database.db);
    expect((await login(account, ip)).statusCode).toBe(429);
    expect((await login(account, freshIp())).statusCode).toBe(200);
  });

  it('ends sessions at 8 hours and on logout; a revoked token is refused', async () => {
    const account = await createStaffAccount(t.database.db);
    t.clock.advance(STEP);
    const first = (await login(account, freshIp())).json().token as string;
    t.clock.advance(STEP);
    const second = (await login(account, freshIp())).json().token as string;
    expect((await callEndpoint(t, 'auth.logout', { token: first })).json()).toEqual({ status: 'success' });
    expect((await callEndpoint(t, 'auth.me', { token: first })).statusCode).toBe(401);
    expect((await callEndpoint(t, 'auth.me', { token: second })).statusCode).toBe(200);
    t.clock.advance(8 * 3_600_000);
    const expired = await callEndpoint(t, 'auth.me', { token: second });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 'auth' });
  });

  it('audits sign-in and sign-out with the address', async () => {
    const account = await createStaffAccount(t.database.db);
    t.clock.advance(STEP);
    const ip = freshIp();
    const { token } = (await login(account, ip)).json();
    await callEndpoint(t, 'auth.logout', { token, ip });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, account.id));
    expect(rows.map((row) => [row.action, row.ip])).toEqual([
      ['auth.login', ip],
      ['auth.logout', ip],
    ]);
  });

  it('audits a failed sign-in with the id tried and the address, alike for every cause', async () => {
    const account = await createStaffAccount(t.database.db);
    const ip = freshIp();
    const code = await totpCode(account.totpSecret, t.clock());
    const wrongCode = code === '000000' ? '111111' : '000000';
    const tries = [
      { loginId: account.login, password: account.password, otp: wrongCode },
      { loginId: account.login, password: 'not-the-password', otp: code },
      { loginId: 'Nobody-Here', password: account.password, otp: code },
    ];
    for (const body of tries)
      expect((await callEndpoint(t, 'auth.login', { ip, body })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.ip, ip));
    expect(
      rows.map(({ staffId, action, targetType, targetId, before, after }) => ({
        staffId,
        action,
        targetType,
        targetId,
        before,
        after,
      })),
    ).toEqual(
      tries.map((body) => ({
        staffId: null,
        action: 'auth.login_failed',
        targetType: 'staff_login',
        targetId: body.loginId,
        before: null,
        after: null,
      })),
    );
    const admin = await createStaffAccount(t.database.db, { role: 'admin' });
    t.clock.advance(STEP);
    const { token } = (await login(admin, freshIp())).json();
    const listed = await callEndpoint(t, 'audit.list', {
      token,
      query: { action: 'auth.login_failed', targetId: 'Nobody-Here' },
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [{ staffId: null, staffLogin: null, targetType: 'staff_login', ip }],
    });
  });

  it('audits no more failed sign-ins than the lockout lets through', async () => {
    const account = await createStaffAccount(t.database.db);
    const answers = await burst(12, (i) =>
      callEndpoint(t, 'auth.login', {
        ip: freshIp(),
        body: { loginId: account.login, password: `wrong-password-${i}`, otp: '123456' },
      }),
    );
    expect(tally(answers)).toEqual({ pass: 5, time: 7 });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, account.login));
    expect(rows.filter((row) => row.action === 'auth.login_failed')).toHaveLength(5);
  });

  it('keeps member and staff tokens apart', async () => {
    const member = await createTestMember(t.database.db);
    const memberToken = await createTestSession(t.database.db, member.id, t.clock());
    expect((await callEndpoint(t, 'auth.me', { token: memberToken })).statusCode).toBe(401);
    expect((await callEndpoint(t, 'members.list', { token: memberToken })).statusCode).toBe(401);

    const account = await createStaffAccount(t.database.db, { role: 'admin' });
    t.clock.advance(STEP);
    const staffToken = (await login(account, freshIp())).json().token as string;
    const health = await t.call('user-health-check', {}, staffToken);
    expect(health.statusCode).toBe(401);
    expect(health.json()).toEqual({ status: 'auth' });
    expect((await t.call('get-member', {}, staffToken)).statusCode).toBe(401);
    expect((await t.call('user-health-check', {}, memberToken)).statusCode).toBe(200);
  });

  it('refuses a disabled account after both factors, and its sessions end', async () => {
    const account = await createStaffAccount(t.database.db);
    t.clock.advance(STEP);
    const { token } = (await login(account, freshIp())).json();
    await t.database.db.update(staff).set({ state: 'suspended' }).where(eq(staff.id, account.id));
    expect((await callEndpoint(t, 'auth.me', { token })).statusCode).toBe(401);
    t.clock.advance(STEP);
    const res = await login(account, freshIp());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'blocked' });
  });
});
