import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { agentOnPage } from '../../agent/agent.test-helper.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

/**
 * The audit's finding: an agent could register the operator's own domain on the agent page and
 * have every sign-up there prefilled with their code, taking the commission. A domain now counts
 * only once staff approve it, and the operator's domains are refused whenever they come up.
 */
describe.each(TEST_ENGINES)('agent domains wait for staff approval on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    admin = await signedInStaff(t, 'admin');
    const set = await callEndpoint(t, 'settings.update', {
      token: admin.token,
      body: { operatorDomains: ['www.Haneul.bet', 'haneul-kr.com', 'haneul.bet', 'www.haneul.co.kr'] },
    });
    expect(set.json().data.operatorDomains).toEqual(['haneul.bet', 'haneul-kr.com', 'haneul.co.kr']);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const prefilled = async (origin: string) =>
    (await t.call('get-reg-domain', {}, { headers: { origin } })).json().code;
  const ask = (token: string, domain: string) =>
    callEndpoint(t, 'agent.createDomain', { token, body: { domain } });
  const decide = (id: number, verb: 'approve' | 'refuse', token = operator.token) =>
    callEndpoint(t, `agentDomains.${verb}`, { token, params: { id } });

  it("refuses the operator's own domain to an agent, and prefills nothing there", async () => {
    const agent = await agentOnPage(t, { agentCode: 'GRAB01' });
    for (const domain of ['haneul.bet', 'm.haneul.bet', 'HANEUL-KR.com']) {
      const res = await ask(agent.token, domain);
      expect(res.statusCode, domain).toBe(409);
      expect(res.json()).toEqual({ status: 'conflict', reason: 'operator_domain' });
    }
    expect((await callEndpoint(t, 'agent.domains', { token: agent.token })).json().total).toBe(0);
    expect(await prefilled('https://www.haneul.bet')).toBe('');
  });

  it("tells .co.kr sites apart: the operator's is refused, another one is the agent's to ask for", async () => {
    const agent = await agentOnPage(t, { agentCode: 'KOREA1' });
    expect((await ask(agent.token, 'm.haneul.co.kr')).json()).toEqual({
      status: 'conflict',
      reason: 'operator_domain',
    });
    const asked = await ask(agent.token, 'www.partner.co.kr');
    expect(asked.json()).toMatchObject({ data: { domain: 'partner.co.kr', state: 'pending' } });
    await decide(asked.json().data.id, 'approve');
    expect(await prefilled('https://partner.co.kr')).toBe('KOREA1');
    expect(await prefilled('https://www.haneul.co.kr')).toBe('');
  });

  it('prefills an agent’s domain only after an operator approves it, audited', async () => {
    const agent = await agentOnPage(t, { agentCode: 'MOON01' });
    const asked = await ask(agent.token, 'www.moon-play.com');
    expect(asked.json()).toMatchObject({
      data: { domain: 'moon-play.com', state: 'pending', decidedAt: null },
    });
    expect(await prefilled('https://moon-play.com')).toBe('');

    const queue = await callEndpoint(t, 'agentDomains.list', {
      token: operator.token,
      query: { state: 'pending', q: 'moon-play' },
    });
    expect(queue.json()).toMatchObject({
      total: 1,
      data: [{ domain: 'moon-play.com', agentId: agent.id, agentUserId: agent.userId, decidedBy: null }],
    });
    const id: number = asked.json().data.id;
    const approved = await decide(id, 'approve');
    expect(approved.json()).toMatchObject({
      data: { id, state: 'approved', decidedBy: operator.login, decidedAt: t.clock().toISOString() },
    });
    expect(await prefilled('https://www.moon-play.com')).toBe('MOON01');
    expect((await decide(id, 'approve')).json()).toEqual({ status: 'already' });
    const [audit] = await auditOf(t.database.db, 'member', agent.id);
    expect(audit).toMatchObject({
      action: 'agent.domain_approve',
      staffId: operator.id,
      before: { id, state: 'pending' },
      after: { id, state: 'approved' },
    });
    const page = await callEndpoint(t, 'agent.domains', { token: agent.token });
    expect(page.json().data).toMatchObject([{ id, state: 'approved' }]);
  });

  it('keeps a domain to one live request; refusing it frees the domain and shows the agent why', async () => {
    const first = await agentOnPage(t, { agentCode: 'STAR01' });
    const second = await agentOnPage(t, { agentCode: 'STAR02' });
    const id: number = (await ask(first.token, 'star-slots.kr')).json().data.id;
    expect((await ask(second.token, 'star-slots.kr')).json()).toEqual({
      status: 'conflict',
      reason: 'domain_taken',
    });
    expect((await decide(id, 'refuse')).json()).toMatchObject({ data: { state: 'refused' } });
    expect((await decide(id, 'approve')).json()).toEqual({ status: 'already' });
    expect((await callEndpoint(t, 'agent.domains', { token: first.token })).json().data).toMatchObject([
      { id, domain: 'star-slots.kr', state: 'refused' },
    ]);
    const again = await ask(second.token, 'star-slots.kr');
    expect(again.json()).toMatchObject({ data: { state: 'pending' } });
    await decide(again.json().data.id, 'approve');
    expect(await prefilled('https://star-slots.kr')).toBe('STAR02');
    await decide(again.json().data.id, 'refuse');
    expect(await prefilled('https://star-slots.kr')).toBe('');
  });

  it('refuses to approve a domain listed as the operator’s after it was asked for, and ignores one approved before', async () => {
    const agent = await agentOnPage(t, { agentCode: 'LATE01' });
    const pending: number = (await ask(agent.token, 'late-one.com')).json().data.id;
    const approved: number = (await ask(agent.token, 'late-two.com')).json().data.id;
    await decide(approved, 'approve');
    expect(await prefilled('https://late-two.com')).toBe('LATE01');
    const settings = (await callEndpoint(t, 'settings.get', { token: admin.token })).json().data;
    await callEndpoint(t, 'settings.update', {
      token: admin.token,
      body: { operatorDomains: [...settings.operatorDomains, 'late-one.com', 'late-two.com'] },
    });
    expect((await decide(pending, 'approve')).json()).toEqual({
      status: 'conflict',
      reason: 'operator_domain',
    });
    expect(await prefilled('https://late-two.com')).toBe('');
  });

  it('answers 404 for a request that does not exist, and keeps the queue from agents and members', async () => {
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    const agent = await agentOnPage(t);
    expect((await callEndpoint(t, 'agentDomains.list', { token: agent.token })).statusCode).toBe(401);
  });
});
