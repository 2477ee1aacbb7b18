import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '@haneul/db';
import { createTestMember, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, creditCommission, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('agents in the back office on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    if (t) await expectReconciled(t.database.db);
    await t?.destroy();
  });

  const db = () => t.database.db;
  const zeroRates = { rollingBp: 0, lossShareBp: 0 };

  it('makes a member an agent with a code unique in any case, rates starting at 0', async () => {
    const member = await createTestMember(db());
    const res = await callEndpoint(t, 'agents.create', {
      token: operator.token,
      body: { memberId: member.id, agentCode: 'Partner7' },
    });
    expect(res.json()).toMatchObject({
      data: {
        id: member.id,
        agentCode: 'Partner7',
        memberCount: 0,
        commission: 0,
        rates: { slot: zeroRates },
        codes: [],
        domains: [],
      },
    });
    const other = await createTestMember(db());
    const taken = await callEndpoint(t, 'agents.create', {
      token: operator.token,
      body: { memberId: other.id, agentCode: 'PARTNER7' },
    });
    expect(taken.json()).toEqual({ status: 'conflict', reason: 'code_taken' });
    const again = await callEndpoint(t, 'agents.create', {
      token: operator.token,
      body: { memberId: member.id, agentCode: 'Other1' },
    });
    expect(again.json()).toEqual({ status: 'conflict', reason: 'already_agent' });
    const registered = await t.call('user-register', {
      userId: 'viapartner7',
      password: 'Harbor-lantern-42',
      passwordConfirm: 'Harbor-lantern-42',
      nick: '파트너회원',
      phone: '010-1111-2222',
      bankname: '국민은행',
      bankOwner: '김하늘',
      banknum: '123-456-7890',
      exchangePassword: '7315',
      code: 'partner7',
      birthDate: '1990-01-01',
      agree: true,
    });
    expect(registered.json()).toEqual({ status: 'success' });
    const members = await callEndpoint(t, 'members.list', {
      token: operator.token,
      query: { agentId: member.id },
    });
    expect(members.json()).toMatchObject({
      total: 1,
      data: [{ userId: 'viapartner7', agentUserId: member.userId }],
    });
  });

  it('sets rolling rates per game type, audited', async () => {
    const agent = await createTestMember(db(), { playType: 'agent', agentCode: 'RATES1' });
    const rates = {
      slot: { rollingBp: 150, lossShareBp: 0 },
      casino: { rollingBp: 50, lossShareBp: 1000 },
      sport: zeroRates,
    };
    const res = await callEndpoint(t, 'agents.updateRates', {
      params: { id: agent.id },
      token: operator.token,
      body: { rates },
    });
    expect(res.json().data.rates).toEqual(rates);
    expect(await auditOf(db(), 'member', agent.id)).toMatchObject([
      { action: 'agent.rates', before: { slot: zeroRates }, after: rates },
    ]);
  });

  it('shows the agent forest with depths, and an agent’s whole subtree of members', async () => {
    const top = await createTestMember(db(), { playType: 'agent', agentCode: 'TREETOP' });
    const sub = await createTestMember(db(), { playType: 'agent', agentCode: 'TREESUB', agentId: top.id });
    const player = await createTestMember(db(), { agentId: sub.id });
    const tree = (await callEndpoint(t, 'agents.tree', { token: operator.token })).json().data;
    const topIndex = tree.findIndex((node: { id: number }) => node.id === top.id);
    expect(tree[topIndex]).toMatchObject({ depth: 0, parentId: null, memberCount: 1 });
    expect(tree[topIndex + 1]).toMatchObject({ id: sub.id, depth: 1, parentId: top.id, memberCount: 1 });
    const direct = await callEndpoint(t, 'members.list', {
      token: operator.token,
      query: { agentId: top.id },
    });
    expect(direct.json().data.map((row: { id: number }) => row.id)).toEqual([sub.id]);
    const whole = await callEndpoint(t, 'members.list', {
      token: operator.token,
      query: { agentId: top.id, subtree: 'true', sort: 'id', order: 'ASC' },
    });
    expect(whole.json().data.map((row: { id: number }) => row.id)).toEqual([sub.id, player.id]);
    const subs = await callEndpoint(t, 'agents.list', { token: operator.token, query: { parentId: top.id } });
    expect(subs.json()).toMatchObject({ total: 1, data: [{ id: sub.id, parentUserId: top.userId }] });
  });

  it('settles commission into the agent’s balance through the ledger; never more than earned', async () => {
    const agent = await createTestMember(db(), { playType: 'agent', agentCode: 'SETTLE1' });
    await creditCommission(db(), agent.id, 12_000);
    const res = await callEndpoint(t, 'settlements.create', {
      token: operator.token,
      body: { agentId: agent.id, amount: 10_000, memo: '11월 정산' },
    });
    expect(res.json()).toMatchObject({
      data: { agentId: agent.id, amount: 10_000, memo: '11월 정산', staffLogin: operator.login },
    });
    expect(await memberBalances(db(), agent.id)).toMatchObject({ cash: 10_000, commission: 2_000 });
    const over = await callEndpoint(t, 'settlements.create', {
      token: operator.token,
      body: { agentId: agent.id, amount: 5_000 },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ status: 'balance' });
    const listed = await callEndpoint(t, 'settlements.list', {
      token: operator.token,
      query: { agentId: agent.id },
    });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ amount: 10_000 }] });
    expect((await auditOf(db(), 'member', agent.id)).map((row) => row.action)).toEqual(['agent.settle']);
    const player = await createTestMember(db());
    expect(
      (
        await callEndpoint(t, 'settlements.create', {
          token: operator.token,
          body: { agentId: player.id, amount: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
