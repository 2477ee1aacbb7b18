import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { totpCode } from '../auth/totp.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

const STEP = 30_000;
let ipCounter = 0;
const freshIp = () => `10.2.0.${(ipCounter += 1)}`;

describe.each(TEST_ENGINES)('staff accounts and authenticator enrolment on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const password = 'new-staff-pass-99';
  const create = (login: string, role = 'operator') =>
    callEndpoint(t, 'staff.create', { token: admin.token, body: { login, password, role } });
  const enrol = (loginId: string) =>
    callEndpoint(t, 'auth.enrol', { ip: freshIp(), body: { loginId, password } });
  const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

  it('creates an account that must enrol: the URI is shown once, the first code confirms and signs in', async () => {
    const created = await create('cashier01');
    expect(created.json()).toMatchObject({
      data: { login: 'cashier01', role: 'operator', state: 'active', enrolled: false },
    });
    expect(JSON.stringify(created.json())).not.toMatch(/secret|hash/i);
    const { id } = created.json().data;

    const beforeEnrol = await callEndpoint(t, 'auth.login', {
      ip: freshIp(),
      body: { loginId: 'cashier01', password, otp: '123456' },
    });
    expect(beforeEnrol.statusCode).toBe(409);
    expect(beforeEnrol.json()).toEqual({ status: 'enrol' });

    const started = await enrol('cashier01');
    expect(started.statusCode).toBe(200);
    const { otpauthUri, secret } = started.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Haneul:cashier01\?/);
    expect(secretOf(otpauthUri)).toBe(secret);
    expect((await enrol('cashier01')).json()).toEqual({ status: 'already' });
    expect(
      (
        await callEndpoint(t, 'auth.enrol', {
          ip: freshIp(),
          body: { loginId: 'cashier01', password: 'wrong-password' },
        })
      ).statusCode,
    ).toBe(401);

    const wrong = await callEndpoint(t, 'auth.enrolConfirm', {
      ip: freshIp(),
      body: { loginId: 'cashier01', password, otp: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await callEndpoint(t, 'auth.enrolConfirm', {
      ip: freshIp(),
      body: { loginId: 'cashier01', password, otp: await totpCode(secret, t.clock()) },
    });
    expect(confirmed.json()).toMatchObject({ status: 'success', staff: { id, role: 'operator' } });
    expect(
      (await callEndpoint(t, 'staff.get', { params: { id }, token: admin.token })).json().data.enrolled,
    ).toBe(true);

    t.clock.advance(STEP);
    const login = await callEndpoint(t, 'auth.login', {
      ip: freshIp(),
      body: { loginId: 'cashier01', password, otp: await totpCode(secret, t.clock()) },
    });
    expect(login.statusCode).toBe(200);
    const actions = (await auditOf(t.database.db, 'staff', id)).map((row) => row.action);
    expect(actions).toEqual(['auth.enrol', 'staff.create']);
    expect(JSON.stringify(await auditOf(t.database.db, 'staff', id))).not.toContain(secret);
  });

  it('refuses a staff password under 12 characters or short of zxcvbn’s top score', async () => {
    const attempt = (login: string, candidate: string) =>
      callEndpoint(t, 'staff.create', {
        token: admin.token,
        body: { login, password: candidate, role: 'admin' },
      });
    const short = await attempt('weakling1', 'Xk9#mQ2!vL');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'password', reason: 'password_length' }],
    });
    for (const candidate of ['admin1234!admin', 'operator1234!', 'weakling2-2026!']) {
      const weak = await attempt('weakling2', candidate);
      expect(weak.statusCode, candidate).toBe(400);
      expect(weak.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'password', reason: 'password_weak' }],
      });
    }
    const list = await callEndpoint(t, 'staff.list', { token: admin.token, query: { q: 'weakling' } });
    expect(list.json().total).toBe(0);
  });

  it('refuses a taken login, any case', async () => {
    await create('dupe.staff');
    const again = await create('DUPE.staff');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'conflict', reason: 'login_taken' });
  });

  it('disables an account (its sessions end) and promotes another, but never the admin’s own', async () => {
    const operator = await signedInStaff(t, 'operator');
    const disabled = await callEndpoint(t, 'staff.update', {
      params: { id: operator.id },
      token: admin.token,
      body: { state: 'suspended' },
    });
    expect(disabled.json()).toMatchObject({ data: { state: 'suspended' } });
    expect((await callEndpoint(t, 'auth.me', { token: operator.token })).statusCode).toBe(401);

    const other = await signedInStaff(t, 'operator');
    expect((await callEndpoint(t, 'staff.list', { token: other.token })).statusCode).toBe(403);
    await callEndpoint(t, 'staff.update', {
      params: { id: other.id },
      token: admin.token,
      body: { role: 'admin' },
    });
    expect((await callEndpoint(t, 'staff.list', { token: other.token })).statusCode).toBe(200);

    const self = await callEndpoint(t, 'staff.update', {
      params: { id: admin.id },
      token: admin.token,
      body: { role: 'operator' },
    });
    expect(self.json()).toEqual({ status: 'conflict', reason: 'own_account' });
    const listed = await callEndpoint(t, 'staff.list', { token: admin.token, query: { state: 'suspended' } });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(operator.id);
  });

  it('resets an authenticator: sessions end, the old codes stop, and the account enrols again', async () => {
    const operator = await signedInStaff(t, 'operator');
    const reset = await callEndpoint(t, 'staff.resetTotp', {
      params: { id: operator.id },
      token: admin.token,
    });
    expect(reset.json()).toMatchObject({ data: { enrolled: false } });
    expect((await callEndpoint(t, 'auth.me', { token: operator.token })).statusCode).toBe(401);
    t.clock.advance(STEP);
    const oldCode = await totpCode(operator.totpSecret, t.clock());
    const login = await callEndpoint(t, 'auth.login', {
      ip: freshIp(),
      body: { loginId: operator.login, password: operator.password, otp: oldCode },
    });
    expect(login.json()).toEqual({ status: 'enrol' });
    const started = await callEndpoint(t, 'auth.enrol', {
      ip: freshIp(),
      body: { loginId: operator.login, password: operator.password },
    });
    expect(started.json().secret).not.toBe(operator.totpSecret);
  });
});
