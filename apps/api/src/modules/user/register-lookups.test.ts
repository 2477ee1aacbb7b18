import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDomains } from '@haneul/db';
import { createTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { memberRowById } from './user.test-helper.ts';

describe.each(TEST_ENGINES)('registration look-ups on %s', (engine) => {
  let t: TestApp;
  let taken: { userId: string; nick: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    const member = await createTestMember(t.database.db, { nick: 'Sky별' });
    const row = await memberRowById(t.database.db, member.id);
    taken = { userId: member.userId, nick: row?.nick ?? '' };
    const agent = await createTestMember(t.database.db, { playType: 'agent', agentCode: 'Moon77' });
    await t.database.db
      .insert(agentDomains)
      .values({ domain: 'moon-casino.com', agentId: agent.id, state: 'approved', decidedAt: t.clock() });
  });
  afterAll(() => t.destroy());

  it('check-user-id: free, taken in any case, and a malformed id', async () => {
    expect((await t.call('check-user-id', { userId: 'freeid01' })).json()).toEqual({ status: 'success' });
    expect((await t.call('check-user-id', { userId: taken.userId.toUpperCase() })).json()).toEqual({
      status: 'alread_have_user',
    });
    const bad = await t.call('check-user-id', { userId: 'no spaces' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'userId', reason: 'user_id_format' }],
    });
  });

  it('check-user-nick: free, taken in any case, and a malformed nick', async () => {
    expect((await t.call('check-user-nick', { nick: '새별' })).json()).toEqual({ status: 'success' });
    expect((await t.call('check-user-nick', { nick: ' sky별 ' })).json()).toEqual({ status: 'alread' });
    const bad = await t.call('check-user-nick', { nick: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'invalid', errors: [{ field: 'nick', reason: 'nick_length' }] });
    expect((await t.call('check-user-nick', {})).json().errors[0].field).toBe('nick');
  });

  it("get-reg-domain: the agent's code on the agent's approved domain, from Origin or the forwarded host", async () => {
    const fromOrigin = await t.call(
      'get-reg-domain',
      {},
      { headers: { origin: 'https://www.moon-casino.com' } },
    );
    expect(fromOrigin.json()).toEqual({ status: 'success', code: 'Moon77' });
    const fromHost = await t.call(
      'get-reg-domain',
      {},
      { headers: { 'x-forwarded-host': 'm.moon-casino.com:3000' } },
    );
    expect(fromHost.json()).toEqual({ status: 'success', code: 'Moon77' });
  });

  it("get-reg-domain: '' on any other site, and a bad body is refused", async () => {
    const other = await t.call('get-reg-domain', {}, { headers: { origin: 'https://haneul.bet' } });
    expect(other.json()).toEqual({ status: 'success', code: '' });
    const bad = await t.call('get-reg-domain', { domain: 'moon-casino.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'body' });
  });
});
