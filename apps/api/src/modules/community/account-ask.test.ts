import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpTickets } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertReply, signedInMember, ticketsOf } from './community.test-helper.ts';
import { ACCOUNT_ASK } from './help.service.ts';

describe.each(TEST_ENGINES)('user-ask-account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const member = () => signedInMember(t);

  it('opens an account_ask ticket with the Korean title', async () => {
    const a = await member();
    const res = await t.call('user-ask-account', {}, a.token);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ status: 'success', id: expect.any(Number) });
    expect(await ticketsOf(t.database.db, a.id)).toEqual([
      expect.objectContaining({
        id: answer.id,
        kind: 'account_ask',
        title: '입금 계좌 문의',
        contents: ACCOUNT_ASK.contents,
        state: 'open',
        lastAt: t.clock(),
      }),
    ]);
  });

  it('answers wait while the ask is unanswered, and asks again once staff replied or closed it', async () => {
    const a = await member();
    const first = (await t.call('user-ask-account', {}, a.token)).json();
    expect((await t.call('user-ask-account', {}, a.token)).json()).toEqual({ status: 'wait' });
    // Hiding tickets does not hide the pending ask from the operators, so it still waits.
    await t.call('del-all-help', {}, a.token);
    expect((await t.call('user-ask-account', {}, a.token)).json()).toEqual({ status: 'wait' });
    expect(await ticketsOf(t.database.db, a.id)).toHaveLength(1);

    await insertReply(t.database.db, { ticketId: first.id, contents: '국민은행 123-456' });
    const second = (await t.call('user-ask-account', {}, a.token)).json();
    expect(second.status).toBe('success');
    expect((await t.call('user-ask-account', {}, a.token)).json()).toEqual({ status: 'wait' });

    await t.database.db.update(helpTickets).set({ state: 'closed' }).where(eq(helpTickets.id, second.id));
    expect((await t.call('user-ask-account', {}, a.token)).json().status).toBe('success');
    expect(await ticketsOf(t.database.db, a.id)).toHaveLength(3);
  });

  it('lets many clicks at once open only one ticket', async () => {
    const a = await member();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call('user-ask-account', {}, a.token)),
    );
    const statuses = answers.map((res) => res.json().status);
    expect(statuses.filter((status) => status === 'success')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'wait')).toHaveLength(7);
    expect(await ticketsOf(t.database.db, a.id)).toHaveLength(1);
  });

  it('is not held up by another member’s pending ask', async () => {
    const a = await member();
    const b = await member();
    await t.call('user-ask-account', {}, b.token);
    expect((await t.call('user-ask-account', {}, a.token)).json().status).toBe('success');
    expect(await ticketsOf(t.database.db, b.id)).toHaveLength(1);
  });

  it('refuses a body with fields and opens nothing', async () => {
    const a = await member();
    const res = await t.call('user-ask-account', { bank: 'x' }, a.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].reason).toContain('bank');
    expect(await ticketsOf(t.database.db, a.id)).toHaveLength(0);
  });

  it('answers auth without a session', async () => {
    const res = await t.call('user-ask-account', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'auth' });
  });
});
