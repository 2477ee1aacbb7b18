import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '@haneul/db';
import { createTestMember, createTestStaffSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

/**
 * The audit's finding: the adjustment threshold (1,000,000 won by default) was checked per call, so
 * three credits of 1,000,000 by one operator all went through. It now caps what an operator
 * adjusts in a Korean day, both directions added up.
 */
describe.each(TEST_ENGINES)('the operators’ daily adjustment cap on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const adjust = (token: string, id: number, amount: number) =>
    callEndpoint(t, 'members.adjust', {
      params: { id },
      token,
      body: { amount, reason: '이벤트 지급', requestId: randomUUID() },
    });
  const overTheCap = { status: 'forbidden', reason: 'adjustment_limit' };

  it('refuses the second million of the day, clearly, and moves nothing', async () => {
    const operator = await signedInStaff(t, 'operator');
    const member = await createTestMember(db());
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await adjust(operator.token, member.id, 1_000_000));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 403, 403]);
    expect(answers[1]?.json()).toEqual(overTheCap);
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 1_000_000 });
  });

  it('adds both directions up, per operator, and starts again on the next Korean day', async () => {
    const operator = await signedInStaff(t, 'operator');
    const colleague = await signedInStaff(t, 'operator');
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, 5_000_000);
    expect((await adjust(operator.token, member.id, 600_000)).statusCode).toBe(200);
    expect((await adjust(operator.token, member.id, -400_000)).statusCode).toBe(200);
    expect((await adjust(operator.token, member.id, -1)).json()).toEqual(overTheCap);
    expect((await adjust(colleague.token, member.id, 1_000_000)).statusCode).toBe(200);
    // The test clock stands at 12:00 in Seoul: 12 hours on is the next Korean day (a new shift).
    t.clock.advance(12 * 3_600_000);
    expect(
      (
        await adjust(
          await createTestStaffSession(t.database.db, operator.id, t.clock()),
          member.id,
          -1_000_000,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('lets no two concurrent adjustments by one operator pass the cap together', async () => {
    const operator = await signedInStaff(t, 'operator');
    const member = await createTestMember(db());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => adjust(operator.token, member.id, 300_000)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 403, 403, 403]);
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 900_000 });
  });

  it('counts nothing for an adjustment the ledger refused, and leaves admins uncapped', async () => {
    const operator = await signedInStaff(t, 'operator');
    const admin = await signedInStaff(t, 'admin');
    const member = await createTestMember(db());
    expect((await adjust(operator.token, member.id, -900_000)).json()).toEqual({ status: 'balance' });
    expect((await adjust(operator.token, member.id, 1_000_000)).statusCode).toBe(200);
    for (const amount of [2_000_000, 3_000_000]) {
      expect((await adjust(admin.token, member.id, amount)).statusCode).toBe(200);
    }
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 6_000_000 });
  });
});
