import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';
import { freshIp } from '../user/user.test-helper.ts';
import { ticketsOf } from './community.test-helper.ts';

/**
 * A visitor who forgot the password writes from the login page; the operator answers the ticket
 * with a temporary password; it signs in once, and that session can do nothing but change it.
 */
describe.each(TEST_ENGINES)('password help on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const ask = (body: object, ip = freshIp()) => t.call('user-write-pass-help', body, { ip });
  const login = (userId: string, password: string) =>
    t.call('user-do-login', { userId, password }, { ip: freshIp() });
  const issue = async (memberId: number): Promise<string> => {
    const res = await callEndpoint(t, 'members.resetPassword', {
      params: { id: memberId },
      token: operator.token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.temporaryPassword;
  };

  it('opens a password_help ticket with the phone for a known id, in any case of the id', async () => {
    const member = await createTestMember(t.database.db);
    const res = await ask({
      userId: member.userId.toUpperCase(),
      phone: '010-5555-1234',
      contents: '  잊었어요 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    const [ticket] = await ticketsOf(t.database.db, member.id);
    expect(ticket).toMatchObject({
      kind: 'password_help',
      title: '비밀번호 찾기',
      contents: '잊었어요',
      contactPhone: '010-5555-1234',
      state: 'open',
    });
    if (!ticket) throw new Error('no ticket filed');
    const listed = await callEndpoint(t, 'tickets.get', {
      params: { id: ticket.id },
      token: operator.token,
    });
    expect(listed.json().data).toMatchObject({ kind: 'password_help', contactPhone: '010-5555-1234' });
  });

  it('answers an unknown id exactly as a known one and files nothing', async () => {
    const known = await ask({
      userId: (await createTestMember(t.database.db)).userId,
      phone: '010-1111-2222',
    });
    const unknown = await ask({ userId: 'nobodyhere42', phone: '010-1111-2222' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('refuses a bad id or phone with field reasons', async () => {
    const res = await ask({ userId: 'a!', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['phone', 'userId']);
  });

  it('answers 5 requests from an address, then time', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await ask({ userId: `someone${i}`, phone: '010-1111-2222' }, ip)).json().status).toBe(
        'success',
      );
    }
    expect((await ask({ userId: 'someone9', phone: '010-1111-2222' }, ip)).json()).toEqual({
      status: 'time',
      retryAfter: 600,
    });
  });

  it('lets the temporary password sign in once, into a session that must change it first', async () => {
    const member = await createTestMember(t.database.db);
    const temporary = await issue(member.id);
    expect(await auditOf(t.database.db, 'member', member.id)).toContainEqual(
      expect.objectContaining({ action: 'member.reset_password' }),
    );

    const first = await login(member.userId, temporary);
    expect(first.json()).toMatchObject({ status: 'authenticated', mustChangePassword: true });
    const token: string = first.json().token;
    expect((await login(member.userId, temporary)).json()).toEqual({ status: 'pass' });

    const health = await t.call('user-health-check', {}, token);
    expect(health.json()).toMatchObject({ status: 'success', mustChangePassword: true });
    for (const name of ['get-member', 'user-write-help', 'get-user-note'] as const) {
      const refused = await t.call(
        name,
        name === 'user-write-help' ? { title: 'x', contents: 'y' } : {},
        token,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 'change_password' });
    }

    const newPassword = 'Jeju-orange-ferry-1987';
    const changed = await t.call('user-change-password', { password: temporary, newPassword }, token);
    expect(changed.json()).toEqual({ status: 'success' });
    expect((await t.call('get-member', {}, token)).json().status).toBe('success');
    expect((await t.call('user-health-check', {}, token)).json().mustChangePassword).toBe(false);
    expect((await login(member.userId, newPassword)).json()).toMatchObject({
      status: 'authenticated',
      mustChangePassword: false,
    });
  });
});
