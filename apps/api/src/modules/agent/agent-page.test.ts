import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, createTestSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createProvider } from '../catalog/catalog-test-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  callEndpoint,
  creditCommission,
  recordPlay,
  signedInStaff,
} from '../backoffice/testing/backoffice.test-helper.ts';
import { agentOnPage } from './agent.test-helper.ts';

type Row = { id: number };
const ids = (res: { json(): { data: Row[] } }) =>
  res
    .json()
    .data.map((row) => row.id)
    .sort((a, b) => a - b);

describe.each(TEST_ENGINES)('the agent page sees its own subtree only, on %s', (engine) => {
  let t: TestApp;
  let alpha: Awaited<ReturnType<typeof agentOnPage>>;
  let beta: Awaited<ReturnType<typeof agentOnPage>>;
  let tree: { a1: number; sub: number; a3: number; b1: number };
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    alpha = await agentOnPage(t, { agentCode: 'ALPHA' });
    beta = await agentOnPage(t, { agentCode: 'BETA' });
    const a1 = await createTestMember(db, { agentId: alpha.id });
    const sub = await createTestMember(db, { agentId: alpha.id, playType: 'agent', agentCode: 'ALPHASUB' });
    const a3 = await createTestMember(db, { agentId: sub.id });
    const b1 = await createTestMember(db, { agentId: beta.id });
    tree = { a1: a1.id, sub: sub.id, a3: a3.id, b1: b1.id };
    const provider = (await createProvider(db)).code;
    for (const member of [a1, a3, b1]) {
      await fundTestMember(db, member.id, 100_000);
      const token = await createTestSession(db, member.id, t.clock());
      await t.call('apply-user-deposit', { amount: 50_000, depositorName: '입금자' }, token);
      await t.call(
        'apply-user-withdraw',
        { amount: 20_000, exchangePassword: member.exchangePassword },
        token,
      );
      await recordPlay(db, {
        memberId: member.id,
        providerCode: provider,
        kind: 'bet',
        amount: 1_000,
        createdAt: t.clock(),
      });
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const get = (
    name: Parameters<typeof callEndpoint>[1],
    token: string,
    query: Record<string, string | number> = {},
  ) => callEndpoint(t, name, { token, query });

  it('lists the whole subtree with depths, and nothing of another agent', async () => {
    const mine = await get('agent.members', alpha.token, { sort: 'id', order: 'ASC' });
    expect(ids(mine)).toEqual([tree.a1, tree.sub, tree.a3]);
    expect(mine.json().data.find((row: Row) => row.id === tree.a3)).toMatchObject({
      depth: 2,
      parentId: tree.sub,
      cash: 80_000,
    });
    expect(JSON.stringify(mine.json())).not.toMatch(/phone|bank/i);
    expect(ids(await get('agent.members', beta.token))).toEqual([tree.b1]);
    expect(ids(await get('agent.members', alpha.token, { parentId: tree.sub }))).toEqual([tree.a3]);
    expect((await get('agent.members', alpha.token, { parentId: beta.id })).json()).toEqual({
      data: [],
      total: 0,
    });
    expect(ids(await get('agent.subAgents', alpha.token))).toEqual([tree.sub]);
    expect((await get('agent.subAgents', beta.token)).json().total).toBe(0);
  });

  it('shows deposits, withdrawals and bets of its subtree only, even when asked for another’s member', async () => {
    const memberIds = (res: { json(): { data: { memberId: number }[] } }) =>
      res
        .json()
        .data.map((row) => row.memberId)
        .sort((a, b) => a - b);
    expect(memberIds(await get('agent.deposits', alpha.token))).toEqual([tree.a1, tree.a3]);
    expect(memberIds(await get('agent.withdrawals', alpha.token))).toEqual([tree.a1, tree.a3]);
    expect(memberIds(await get('agent.bets', alpha.token))).toEqual([tree.a1, tree.a3]);
    expect(memberIds(await get('agent.deposits', beta.token))).toEqual([tree.b1]);
    for (const name of ['agent.deposits', 'agent.withdrawals', 'agent.bets'] as const) {
      expect((await get(name, alpha.token, { memberId: tree.b1 })).json()).toEqual({ data: [], total: 0 });
    }
  });

  it('shows commission per day and its own settlements', async () => {
    await creditCommission(t.database.db, alpha.id, 4_000, t.clock());
    await creditCommission(t.database.db, beta.id, 9_000, t.clock());
    const admin = await signedInStaff(t, 'admin');
    await callEndpoint(t, 'settlements.create', {
      token: admin.token,
      body: { agentId: alpha.id, amount: 1_500 },
    });
    const days = (
      await get('agent.commission', alpha.token, { from: '2026-11-21', to: '2026-11-22' })
    ).json();
    expect(days).toEqual({
      data: [
        { day: '2026-11-21', amount: 0, count: 0 },
        { day: '2026-11-22', amount: 4_000, count: 1 },
      ],
      total: 2,
    });
    expect((await get('agent.settlements', alpha.token)).json()).toMatchObject({
      total: 1,
      data: [{ amount: 1_500 }],
    });
    expect((await get('agent.settlements', beta.token)).json().total).toBe(0);
    expect((await get('agent.me', alpha.token)).json().data.commission).toBe(2_500);
  });

  it('creates referral codes that registration accepts, unique across agents', async () => {
    const created = await callEndpoint(t, 'agent.createCode', {
      token: alpha.token,
      body: { code: 'AlphaSpring' },
    });
    expect(created.json()).toMatchObject({ data: { code: 'AlphaSpring', primary: false } });
    expect(
      (
        await callEndpoint(t, 'agent.createCode', { token: beta.token, body: { code: 'alphaspring' } })
      ).json(),
    ).toEqual({
      status: 'conflict',
      reason: 'code_taken',
    });
    expect(
      (await callEndpoint(t, 'agent.createCode', { token: beta.token, body: { code: 'alpha' } })).statusCode,
    ).toBe(409);
    const codes = (await get('agent.codes', alpha.token)).json().data;
    expect(codes.map((row: { code: string; primary: boolean }) => [row.code, row.primary])).toEqual([
      ['ALPHA', true],
      ['AlphaSpring', false],
    ]);
    const body = {
      userId: 'springjoin',
      password: 'Harbor-lantern-42',
      passwordConfirm: 'Harbor-lantern-42',
      nick: '봄가입',
      phone: '010-2222-3333',
      bankname: '신한은행',
      bankOwner: '이봄',
      banknum: '110-222-333444',
      exchangePassword: '7315',
      code: 'ALPHASPRING',
      birthDate: '1995-05-05',
      agree: true,
    };
    expect((await t.call('user-register', body)).json()).toEqual({ status: 'success' });
    const joined = (await get('agent.members', alpha.token, { q: 'springjoin' })).json().data;
    expect(joined).toMatchObject([{ userId: 'springjoin', parentId: alpha.id, depth: 1 }]);
  });

  it('asks for domains that, once approved, make get-reg-domain answer the agent’s code', async () => {
    const site = (origin: string) => t.call('get-reg-domain', {}, { headers: { origin } });
    const operator = await signedInStaff(t, 'operator');
    const approve = (id: number) =>
      callEndpoint(t, 'agentDomains.approve', { token: operator.token, params: { id } });
    expect((await site('https://alpha-casino.com')).json()).toEqual({ status: 'success', code: '' });
    const own = await callEndpoint(t, 'agent.createDomain', {
      token: alpha.token,
      body: { domain: 'www.Alpha-Casino.com' },
    });
    expect(own.json()).toMatchObject({
      data: { domain: 'alpha-casino.com', code: null, state: 'pending' },
    });
    expect((await site('https://www.alpha-casino.com')).json()).toEqual({ status: 'success', code: '' });
    await approve(own.json().data.id);
    expect((await site('https://www.alpha-casino.com')).json()).toEqual({ status: 'success', code: 'ALPHA' });

    await callEndpoint(t, 'agent.createCode', { token: alpha.token, body: { code: 'AlphaSummer' } });
    const summer = await callEndpoint(t, 'agent.createDomain', {
      token: alpha.token,
      body: { domain: 'alpha-summer.kr', code: 'alphasummer' },
    });
    await approve(summer.json().data.id);
    expect((await site('https://alpha-summer.kr')).json().code).toBe('alphasummer');

    const taken = await callEndpoint(t, 'agent.createDomain', {
      token: beta.token,
      body: { domain: 'alpha-casino.com' },
    });
    expect(taken.json()).toEqual({ status: 'conflict', reason: 'domain_taken' });
    const foreignCode = await callEndpoint(t, 'agent.createDomain', {
      token: beta.token,
      body: { domain: 'beta.net', code: 'ALPHA' },
    });
    expect(foreignCode.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'code', reason: 'not_your_code' }],
    });
    expect((await get('agent.domains', beta.token)).json().total).toBe(0);
    expect((await get('agent.domains', alpha.token)).json().total).toBe(2);
  });
});
