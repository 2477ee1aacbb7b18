import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '@haneul/db';
import { ZSettingValues } from '@haneul/contract';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, setSetting, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('levels, comp rates and site settings on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const rates = { slot: 120, casino: 70, sport: 90 };

  it('lets admins create and change levels and comp rates; operators read them only', async () => {
    const body = { level: 6, name: '레전드', rates };
    expect((await callEndpoint(t, 'levels.create', { token: operator.token, body })).statusCode).toBe(403);
    const created = await callEndpoint(t, 'levels.create', { token: admin.token, body });
    expect(created.json()).toEqual({
      data: {
        id: 6,
        level: 6,
        name: '레전드',
        otherNames: { en: '', ja: '', zh: '', vi: '' },
        upgradeDeposits: 0,
        rates,
        memberCount: 0,
      },
    });
    expect((await callEndpoint(t, 'levels.create', { token: admin.token, body })).statusCode).toBe(409);

    const updated = await callEndpoint(t, 'levels.update', {
      params: { id: 6 },
      token: admin.token,
      body: {
        name: '레전드+',
        otherNames: { en: 'Legend+' },
        upgradeDeposits: 100_000_000,
        rates: { ...rates, slot: 150 },
      },
    });
    expect(updated.json().data).toMatchObject({
      name: '레전드+',
      otherNames: { en: 'Legend+', ja: '' },
      upgradeDeposits: 100_000_000,
      rates: { slot: 150 },
    });
    const listed = await callEndpoint(t, 'levels.list', { token: operator.token, query: { order: 'ASC' } });
    expect(listed.json().data.map((row: { level: number }) => row.level)).toEqual([1, 6]);
    expect(await auditOf(t.database.db, 'level', 6)).toMatchObject([
      { action: 'level.update', before: { rates: { slot: 120 } }, after: { rates: { slot: 150 } } },
      { action: 'level.create' },
    ]);
    const outOfRange = await callEndpoint(t, 'levels.update', {
      params: { id: 6 },
      token: admin.token,
      body: { name: 'x', rates: { ...rates, slot: 10_001 } },
    });
    expect(outOfRange.statusCode).toBe(400);
    const negative = await callEndpoint(t, 'levels.update', {
      params: { id: 6 },
      token: admin.token,
      body: { name: 'x', upgradeDeposits: -1, rates },
    });
    expect(negative.json().errors).toEqual([expect.objectContaining({ field: 'upgradeDeposits' })]);
  });

  it('answers every setting, matching the code’s list', async () => {
    const res = await callEndpoint(t, 'settings.get', { token: admin.token });
    expect(res.json()).toEqual({ data: { id: 'site', ...SETTING_DEFAULTS, operatorDomains: [] } });
    expect(Object.keys(ZSettingValues.shape).sort()).toEqual(
      [...Object.keys(SETTING_DEFAULTS), 'operatorDomains'].sort(),
    );
  });

  it('changes settings for the member site at once, refusing a minimum above its maximum', async () => {
    const res = await callEndpoint(t, 'settings.update', {
      token: admin.token,
      body: { id: 'site', depositMin: 20_000, popupHideHours: 12 },
    });
    expect(res.json().data).toMatchObject({ depositMin: 20_000, popupHideHours: 12 });
    const member = await createTestMember(t.database.db);
    const token = await createTestSession(t.database.db, member.id, t.clock());
    const small = await t.call('apply-user-deposit', { amount: 15_000, depositorName: '홍길동' }, token);
    expect(small.json()).toMatchObject({
      status: 'invalid',
      errors: [{ field: 'amount', reason: 'below_minimum' }],
    });

    const backwards = await callEndpoint(t, 'settings.update', {
      token: admin.token,
      body: { withdrawMin: 9_000_000 },
    });
    expect(backwards.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'withdrawMin', reason: 'above_withdrawMax' }],
    });
    expect((await callEndpoint(t, 'settings.get', { token: admin.token })).json().data.withdrawMin).toBe(
      SETTING_DEFAULTS.withdrawMin,
    );
    const [audit] = await auditOf(t.database.db, 'settings', 'site');
    expect(audit).toMatchObject({ before: { depositMin: 10_000 }, after: { depositMin: 20_000 } });
    await setSetting(t.database.db, 'depositMin', null);
    await setSetting(t.database.db, 'popupHideHours', null);
  });
});
