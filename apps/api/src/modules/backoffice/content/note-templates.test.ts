import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_TEMPLATE_KEYS } from '@haneul/contract';
import { members, notes } from '@haneul/db';
import { createTestMember, createTestSession, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

const blank = { title: '', contents: '' };

describe.each(TEST_ENGINES)('automatic notes’ templates on %s', (engine) => {
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
  const update = (id: string, body: object) =>
    callEndpoint(t, 'note-templates.update', { token: operator.token, params: { id }, body });

  /** A member of `language` whose deposit of `amount` the desk completes: answers their notes. */
  async function completedDepositNotes(language: 'ko' | 'en' | 'ja', amount: number) {
    const member = await createTestMember(db());
    await db().update(members).set({ language }).where(eq(members.id, member.id));
    const token = await createTestSession(db(), member.id, t.clock());
    const applied = await t.call('apply-user-deposit', { amount, depositorName: '홍길동' }, token);
    const id = applied.json().id as number;
    await callEndpoint(t, 'deposits.take', { token: operator.token, params: { id } });
    await callEndpoint(t, 'deposits.complete', {
      token: operator.token,
      params: { id },
      body: { memo: '확인' },
    });
    return db()
      .select({ title: notes.title, contents: notes.contents })
      .from(notes)
      .where(eq(notes.memberId, member.id))
      .orderBy(asc(notes.id));
  }

  it('lists the five templates with every language written', async () => {
    const res = await callEndpoint(t, 'note-templates.list', { token: operator.token });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json() as {
      data: { id: string; title: string; translations: Record<string, { title: string }> }[];
      total: number;
    };
    expect(total).toBe(NOTE_TEMPLATE_KEYS.length);
    expect(data.map((row) => row.id).sort()).toEqual([...NOTE_TEMPLATE_KEYS].sort());
    for (const row of data) {
      expect(row.title).not.toBe('');
      expect(Object.values(row.translations).every((version) => version.title !== '')).toBe(true);
    }
  });

  it('sends the edited text in the member’s language, Korean where that language is left empty', async () => {
    const res = await update('deposit.complete', {
      title: '입금 완료',
      contents: '{amount}원이 들어왔습니다.',
      translations: {
        en: { title: 'Deposit in', contents: 'KRW {amount} is in your balance.' },
        ja: blank,
        zh: blank,
        vi: blank,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: 'deposit.complete', title: '입금 완료', translations: { ja: blank } },
    });
    expect(await completedDepositNotes('en', 1_234_000)).toEqual([
      { title: 'Deposit in', contents: 'KRW 1,234,000 is in your balance.' },
    ]);
    expect(await completedDepositNotes('ja', 50_000)).toEqual([
      { title: '입금 완료', contents: '50,000원이 들어왔습니다.' },
    ]);
    const audit = await auditOf(db(), 'note_template', 'deposit.complete');
    expect(audit).toMatchObject([
      {
        action: 'note_template.update',
        staffId: operator.id,
        before: { title: '입금 처리 완료 안내' },
        after: { title: '입금 완료' },
      },
    ]);
  });

  it('refuses a placeholder the template does not fill, naming each field, and keeps the text', async () => {
    const before = (
      await callEndpoint(t, 'note-templates.get', {
        token: operator.token,
        params: { id: 'withdraw.cancel' },
      })
    ).json();
    const res = await update('withdraw.cancel', {
      title: '{level} 출금 취소',
      contents: '{amount}원 출금이 취소되었습니다.',
      translations: {
        en: { title: 'Cancelled', contents: 'KRW {amonut} back' },
        ja: blank,
        zh: blank,
        vi: blank,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'invalid',
      errors: [
        { field: 'title', reason: 'unknown_placeholder' },
        { field: 'translations.en.contents', reason: 'unknown_placeholder' },
      ],
    });
    const after = await callEndpoint(t, 'note-templates.get', {
      token: operator.token,
      params: { id: 'withdraw.cancel' },
    });
    expect(after.json()).toEqual(before);
  });

  it('answers invalid for a key that is not a template', async () => {
    const res = await callEndpoint(t, 'note-templates.get', {
      token: operator.token,
      params: { id: 'payday' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'invalid' });
  });
});
