import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentHandoffs, hashToken, members } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint } from '../backoffice/testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('the agent button’s handoff on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  async function signedInAgent() {
    const member = await createTestMember(db(), { playType: 'agent' });
    return { ...member, token: await createTestSession(db(), member.id, t.clock()) };
  }
  const handoff = async (token: string) => (await t.call('user-agent-handoff', {}, token)).json();
  const exchange = (code: string) => callEndpoint(t, 'agent.exchange', { body: { code } });

  it('answers a 60-second code, stored only as its hash, traded once for an 8-hour agent session', async () => {
    const agent = await signedInAgent();
    const answer = await handoff(agent.token);
    expect(answer).toMatchObject({
      status: 'success',
      expiresAt: new Date(t.clock().getTime() + 60_000).toISOString(),
    });
    const [stored] = await db().select().from(agentHandoffs).where(eq(agentHandoffs.agentId, agent.id));
    expect(stored?.codeHash).toBe(hashToken(answer.code));
    expect(JSON.stringify(stored)).not.toContain(answer.code);

    const res = await exchange(answer.code);
    expect(res.json()).toMatchObject({ status: 'success', agent: { id: agent.id, userId: agent.userId } });
    expect(Date.parse(res.json().expiresAt) - t.clock().getTime()).toBe(8 * 3_600_000);
    const me = await callEndpoint(t, 'agent.me', { token: res.json().token });
    expect(me.json()).toMatchObject({ data: { id: agent.id, commission: 0 } });

    const again = await exchange(answer.code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: 'auth' });
  });

  it('lets exactly one of two simultaneous exchanges of a code through', async () => {
    const agent = await signedInAgent();
    const { code } = await handoff(agent.token);
    const results = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('expires the code after 60 seconds (injected clock)', async () => {
    const agent = await signedInAgent();
    const early = await handoff(agent.token);
    const late = await handoff(agent.token);
    t.clock.advance(59_999);
    expect((await exchange(early.code)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await exchange(late.code)).statusCode).toBe(401);
  });

  it('refuses members who are not agents, and callers without a session', async () => {
    const player = await createTestMember(db());
    const token = await createTestSession(db(), player.id, t.clock());
    expect(await handoff(token)).toEqual({ status: 'blocked' });
    const anonymous = await t.call('user-agent-handoff', {});
    expect(anonymous.statusCode).toBe(401);
    expect((await exchange('not-a-real-code-at-all')).statusCode).toBe(401);
  });

  it('never accepts a member token or a handoff code as an agent session', async () => {
    const agent = await signedInAgent();
    const { code } = await handoff(agent.token);
    expect((await callEndpoint(t, 'agent.me', { token: agent.token })).statusCode).toBe(401);
    expect((await callEndpoint(t, 'agent.me', { token: code })).statusCode).toBe(401);
    const session = (await exchange(code)).json().token;
    expect((await t.call('user-health-check', {}, session)).statusCode).toBe(401);
  });

  it('ends the agent page when the agent signs out of the member site', async () => {
    const agent = await signedInAgent();
    const session = (await exchange((await handoff(agent.token)).code)).json().token;
    const pending = (await handoff(agent.token)).code;
    expect((await callEndpoint(t, 'agent.me', { token: session })).statusCode).toBe(200);
    expect((await t.call('user-do-logout', {}, agent.token)).json()).toEqual({ status: 'success' });
    const after = await callEndpoint(t, 'agent.me', { token: session });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 'auth' });
    expect((await callEndpoint(t, 'agent.members', { token: session })).statusCode).toBe(401);
    // A code asked for before signing out opens nothing afterwards.
    expect((await exchange(pending)).statusCode).toBe(401);
  });

  it('ends the agent page when its member session is revoked elsewhere, and only that one', async () => {
    const agent = await signedInAgent();
    const other = await createTestSession(db(), agent.id, t.clock());
    const fromFirst = (await exchange((await handoff(agent.token)).code)).json().token;
    const fromOther = (await exchange((await handoff(other)).code)).json().token;
    // A password change on the other device signs every other member session out.
    const changed = await t.call(
      'user-change-password',
      { password: agent.password, newPassword: 'Seoul-harbor-lantern-42' },
      other,
    );
    expect(changed.json()).toEqual({ status: 'success' });
    expect((await callEndpoint(t, 'agent.me', { token: fromFirst })).statusCode).toBe(401);
    expect((await callEndpoint(t, 'agent.me', { token: fromOther })).statusCode).toBe(200);
  });

  it('never outlives the member session it came from', async () => {
    const member = await createTestMember(db(), { playType: 'agent' });
    const token = await createTestSession(db(), member.id, t.clock(), 1);
    const res = await exchange((await handoff(token)).code);
    expect(Date.parse(res.json().expiresAt) - t.clock().getTime()).toBe(3_600_000);
    t.clock.advance(3_600_000);
    expect((await callEndpoint(t, 'agent.me', { token: res.json().token })).statusCode).toBe(401);
  });

  it('ends agent sessions on logout, after 8 hours, and when the agent is suspended', async () => {
    const agent = await signedInAgent();
    const first = (await exchange((await handoff(agent.token)).code)).json().token;
    const second = (await exchange((await handoff(agent.token)).code)).json().token;
    const third = (await exchange((await handoff(agent.token)).code)).json().token;
    expect((await callEndpoint(t, 'agent.logout', { token: first })).json()).toEqual({ status: 'success' });
    expect((await callEndpoint(t, 'agent.me', { token: first })).statusCode).toBe(401);
    expect((await callEndpoint(t, 'agent.me', { token: second })).statusCode).toBe(200);

    await db().update(members).set({ state: 'suspended' }).where(eq(members.id, agent.id));
    expect((await callEndpoint(t, 'agent.me', { token: second })).statusCode).toBe(401);
    await db().update(members).set({ state: 'active' }).where(eq(members.id, agent.id));
    t.clock.advance(8 * 3_600_000);
    expect((await callEndpoint(t, 'agent.me', { token: third })).statusCode).toBe(401);
  });
});
