import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile, recordReconciliation, type Reconciliation } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { agentOnPage } from '../../agent/agent.test-helper.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('the last reconciliation run on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const lastRun = async (token = operator.token) => {
    const res = await callEndpoint(t, 'reconciliation.get', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe('last');
    return res.json().data.lastRun;
  };
  const record = (minutesAgo: number, result: Reconciliation) => {
    const finishedAt = new Date(t.clock().getTime() - minutesAgo * 60_000);
    return recordReconciliation(t.database.db, {
      startedAt: new Date(finishedAt.getTime() - 2_000),
      finishedAt,
      result,
    });
  };

  it('answers null before the first run, then the run that finished last, drift and all', async () => {
    expect(await lastRun()).toBeNull();
    const clean = await reconcile(t.database.db, { now: t.clock() });
    expect(clean.clean).toBe(true);
    const drifted: Reconciliation = {
      gamesChecked: true,
      clean: false,
      drift: { ...clean.drift, stuckRounds: { count: 2, samples: ['a', 'b'] } },
    };
    const id = await record(5, drifted);
    await record(60, clean);
    expect(await lastRun()).toEqual({
      id,
      startedAt: new Date(t.clock().getTime() - 5 * 60_000 - 2_000).toISOString(),
      finishedAt: new Date(t.clock().getTime() - 5 * 60_000).toISOString(),
      gamesChecked: true,
      clean: false,
      drift: drifted.drift,
    });
    const admin = await signedInStaff(t, 'admin');
    expect((await lastRun(admin.token)).id).toBe(id);
  });

  it('is for staff only: no token, a member’s or an agent’s is refused', async () => {
    const agent = await agentOnPage(t, { agentCode: 'RECON1' });
    for (const token of [undefined, agent.memberToken, agent.token]) {
      const res = await callEndpoint(t, 'reconciliation.get', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'auth' });
    }
  });
});
