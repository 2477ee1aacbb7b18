import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.destroy());

  const health = async (token: string) => (await t.call('user-health-check', {}, token)).json().status;

  it('ends a session from login after 8 hours', async () => {
    const member = await createTestMember(t.database.db);
    const { token } = (
      await t.call('user-do-login', { userId: member.userId, password: member.password })
    ).json();
    t.clock.advance(28_800_000 - 1);
    expect(await health(token)).toBe('success');
    t.clock.advance(2);
    const expired = await t.call('user-health-check', {}, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 'auth' });
  });

  it('ends every session of a member the moment the account is suspended', async () => {
    const member = await createTestMember(t.database.db);
    const token = await createTestSession(t.database.db, member.id, t.clock());
    expect(await health(token)).toBe('success');

    const staff = await signedInStaff(t);
    const suspended = await callEndpoint(t, 'members.suspend', {
      token: staff.token,
      params: { id: member.id },
      body: { reason: '부정 이용 조사' },
    });
    expect(suspended.statusCode).toBe(200);

    expect(await health(token)).toBe('auth');
    expect((await t.database.db.select().from(members).where(eq(members.id, member.id)))[0]?.state).toBe(
      'suspended',
    );
  });

  it('logs out: the token answers `auth` afterwards, other sessions stay', async () => {
    const member = await createTestMember(t.database.db);
    const token = await createTestSession(t.database.db, member.id, t.clock());
    const other = await createTestSession(t.database.db, member.id, t.clock());

    const res = await t.call('user-do-logout', {}, token);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(await health(token)).toBe('auth');
    expect((await t.call('user-do-logout', {}, token)).statusCode).toBe(401);
    expect(await health(other)).toBe('success');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(rows.map((row) => row.revokedAt?.getTime() ?? null).sort()).toEqual([t.clock().getTime(), null]);
  });

  it('logout refuses a bad body and keeps the session', async () => {
    const member = await createTestMember(t.database.db);
    const token = await createTestSession(t.database.db, member.id, t.clock());
    const res = await t.call('user-do-logout', { everywhere: true }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'body' }] });
    expect(res.json().errors[0].reason).toContain('everywhere');
    expect(await health(token)).toBe('success');
  });

  it('logout without a session answers 401 `auth`', async () => {
    const res = await t.call('user-do-logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'auth' });
    expect((await t.call('user-do-logout', {}, 'not-a-real-token')).statusCode).toBe(401);
  });
});
