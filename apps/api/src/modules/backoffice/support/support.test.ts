import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { levels, members } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('customer service and notes on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    await t.database.db.insert(levels).values({ level: 7, name: '테스트' }).onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  async function signedIn(overrides = {}) {
    const member = await createTestMember(db(), overrides);
    return { ...member, token: await createTestSession(db(), member.id, t.clock()) };
  }

  it('answers a ticket: the member’s help count rises (msg2004), and reading it lowers the count', async () => {
    const member = await signedIn();
    const { id } = (
      await t.call('user-write-help', { title: '출금 문의', contents: '언제 되나요?' }, member.token)
    ).json();
    const list = await callEndpoint(t, 'tickets.list', {
      token: operator.token,
      query: { memberId: member.id, state: 'open' },
    });
    expect(list.json()).toMatchObject({
      total: 1,
      data: [{ id, title: '출금 문의', replyCount: 0, userId: member.userId }],
    });
    expect((await t.call('user-health-check', {}, member.token)).json().helpCount).toBe(0);

    const reply = await callEndpoint(t, 'tickets.reply', {
      params: { id },
      token: operator.token,
      body: { contents: '곧 처리됩니다.' },
    });
    expect(reply.json()).toMatchObject({
      data: {
        state: 'answered',
        replyCount: 1,
        replies: [{ contents: '곧 처리됩니다.', staffLogin: operator.login, readAt: null }],
      },
    });
    expect((await t.call('user-health-check', {}, member.token)).json().helpCount).toBe(1);
    await t.call('read-help-message', { id }, member.token);
    expect((await t.call('user-health-check', {}, member.token)).json().helpCount).toBe(0);
    const [audit] = await auditOf(db(), 'help_ticket', id);
    expect(audit).toMatchObject({ action: 'ticket.reply', staffId: operator.id });
  });

  it('closes a ticket once; a closed ticket takes no reply', async () => {
    const member = await signedIn();
    const { id } = (
      await t.call('user-write-help', { title: '문의', contents: '내용' }, member.token)
    ).json();
    expect(
      (await callEndpoint(t, 'tickets.close', { params: { id }, token: operator.token })).json(),
    ).toMatchObject({ data: { state: 'closed' } });
    expect(
      (await callEndpoint(t, 'tickets.close', { params: { id }, token: operator.token })).statusCode,
    ).toBe(409);
    const reply = await callEndpoint(t, 'tickets.reply', {
      params: { id },
      token: operator.token,
      body: { contents: '늦은 답변' },
    });
    expect(reply.statusCode).toBe(409);
    expect((await auditOf(db(), 'help_ticket', id)).map((row) => row.action)).toEqual(['ticket.close']);
  });

  it('sends a note to one member, who sees it on the member site', async () => {
    const member = await signedIn();
    const res = await callEndpoint(t, 'notes.send', {
      token: operator.token,
      body: { target: { kind: 'member', memberId: member.id }, title: '안내', contents: '점검 예정입니다.' },
    });
    expect(res.json()).toEqual({ data: { count: 1 } });
    expect((await t.call('get-user-note', { page: 1 }, member.token)).json().notes).toMatchObject([
      { title: '안내', read: false },
    ]);
    const listed = await callEndpoint(t, 'notes.list', {
      token: operator.token,
      query: { memberId: member.id },
    });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ title: '안내', readAt: null }] });
    const unknown = await callEndpoint(t, 'notes.send', {
      token: operator.token,
      body: { target: { kind: 'member', memberId: 987_654 }, title: '안내', contents: '내용' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends a note to every active member of a level, and to everyone', async () => {
    const inLevel = await signedIn({ level: 7 });
    const suspended = await signedIn({ level: 7, state: 'suspended' });
    const other = await signedIn();
    const toLevel = await callEndpoint(t, 'notes.send', {
      token: operator.token,
      body: { target: { kind: 'level', level: 7 }, title: '등급 혜택', contents: '내용' },
    });
    expect(toLevel.json()).toEqual({ data: { count: 1 } });
    const titles = async (token: string) =>
      (await t.call('get-user-note', { page: 1 }, token))
        .json()
        .notes.map((note: { title: string }) => note.title);
    expect(await titles(inLevel.token)).toEqual(['등급 혜택']);
    expect(await titles(other.token)).toEqual([]);
    const toAll = await callEndpoint(t, 'notes.send', {
      token: operator.token,
      body: { target: { kind: 'all' }, title: '전체 공지', contents: '내용' },
    });
    const activeMembers = toAll.json().data.count;
    expect(activeMembers).toBeGreaterThanOrEqual(2);
    expect(await titles(other.token)).toEqual(['전체 공지']);
    const suspendedNotes = await callEndpoint(t, 'notes.list', {
      token: operator.token,
      query: { memberId: suspended.id },
    });
    expect(suspendedNotes.json().total).toBe(0);
  });

  it('gives each member the note in the language they signed in with, Korean where none is written', async () => {
    const english = await signedIn({ level: 7 });
    const japanese = await signedIn({ level: 7 });
    const korean = await signedIn({ level: 7 });
    await db().update(members).set({ language: 'en' }).where(eq(members.id, english.id));
    await db().update(members).set({ language: 'ja' }).where(eq(members.id, japanese.id));
    const sent = await callEndpoint(t, 'notes.send', {
      token: operator.token,
      body: {
        target: { kind: 'level', level: 7 },
        title: '주말 이벤트',
        contents: '토요일부터',
        translations: { en: { title: 'Weekend event', contents: 'From Saturday' } },
      },
    });
    expect(sent.statusCode).toBe(200);
    const newest = async (token: string) => {
      const [summary] = (await t.call('get-user-note', { page: 1 }, token)).json().notes;
      return (await t.call('read-note-message', { id: summary.id }, token)).json().note;
    };
    expect(await newest(english.token)).toMatchObject({ title: 'Weekend event', contents: 'From Saturday' });
    expect(await newest(japanese.token)).toMatchObject({ title: '주말 이벤트', contents: '토요일부터' });
    expect(await newest(korean.token)).toMatchObject({ title: '주말 이벤트', contents: '토요일부터' });

    const half = await callEndpoint(t, 'notes.send', {
      token: operator.token,
      body: {
        target: { kind: 'member', memberId: english.id },
        title: '안내',
        contents: '내용',
        translations: { vi: { title: 'Thông báo' } },
      },
    });
    expect(half.json().errors).toEqual([
      { field: 'translations.vi.contents', reason: 'translation_incomplete' },
    ]);
  });
});
