import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compRates, levels, members, notes } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('levels by deposits on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    const db = t.database.db;
    await db
      .update(levels)
      .set({ otherNames: { en: 'Bronze' } })
      .where(eq(levels.level, 1));
    await db.insert(levels).values([
      { level: 2, name: '실버', otherNames: { en: 'Silver', ja: '' }, upgradeDeposits: 1_000_000 },
      { level: 3, name: '골드', otherNames: { en: 'Gold' }, upgradeDeposits: 5_000_000 },
      // Staff give this one: no deposits reach it.
      { level: 4, name: 'VIP', upgradeDeposits: 0 },
    ]);
    await db.insert(compRates).values([
      { level: 2, gameType: 'slot', rateBp: 50 },
      { level: 2, gameType: 'casino', rateBp: 35 },
      { level: 2, gameType: 'sport', rateBp: 40 },
    ]);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;

  async function member() {
    const created = await createTestMember(db());
    return { id: created.id, token: await createTestSession(db(), created.id, t.clock()) };
  }
  async function deposited(who: { token: string }, amount: number) {
    const applied = await t.call('apply-user-deposit', { amount, depositorName: '홍길동' }, who.token);
    const id = applied.json().id as number;
    const done = await callEndpoint(t, 'deposits.complete', {
      params: { id },
      token: operator.token,
      body: { memo: '입금 확인' },
    });
    expect(done.statusCode).toBe(200);
  }
  const levelOf = async (id: number) =>
    (await db().select({ level: members.level }).from(members).where(eq(members.id, id)))[0]?.level;
  const notesOf = (id: number) =>
    db()
      .select({ title: notes.title, contents: notes.contents })
      .from(notes)
      .where(eq(notes.memberId, id))
      .orderBy(asc(notes.id));

  it('answers the level, its rates and the way to the next, in the asked language', async () => {
    const who = await member();
    const answer = await t.call('get-user-level', { lang: 'en' }, who.token);
    expect(answer.json()).toEqual({
      status: 'success',
      current: { level: 1, name: 'Bronze', rates: { slot: 0, casino: 0, sport: 0 } },
      next: {
        level: 2,
        name: 'Silver',
        rates: { slot: 50, casino: 35, sport: 40 },
        upgradeDeposits: 1_000_000,
      },
      deposits: 0,
    });
    const japanese = (await t.call('get-user-level', { lang: 'ja' }, who.token)).json();
    expect([japanese.current.name, japanese.next.name]).toEqual(['브론즈', '실버']);
  });

  it('raises a member whose completed deposits reach a threshold, once, with a note in their language', async () => {
    const who = await member();
    await db().update(members).set({ language: 'en' }).where(eq(members.id, who.id));
    await deposited(who, 600_000);
    expect(await levelOf(who.id)).toBe(1);
    await deposited(who, 400_000);
    expect(await levelOf(who.id)).toBe(2);
    const levelNotes = (await notesOf(who.id)).filter((note) => note.title.startsWith('Welcome'));
    expect(levelNotes).toEqual([
      {
        title: 'Welcome to Silver',
        contents: expect.stringContaining(
          'You earn comp of 0.5% on slots, 0.35% on casino tables and 0.4% on sports.',
        ),
      },
    ]);
    const progress = (await t.call('get-user-level', {}, who.token)).json();
    expect(progress).toMatchObject({
      current: { level: 2, name: '실버' },
      next: { level: 3, upgradeDeposits: 5_000_000 },
      deposits: 1_000_000,
    });
    await deposited(who, 100_000);
    expect(await levelOf(who.id)).toBe(2);
    expect((await notesOf(who.id)).filter((note) => note.title.startsWith('Welcome'))).toHaveLength(1);
  });

  it('skips straight to the highest level reached, and never lowers one staff gave', async () => {
    const who = await member();
    await deposited(who, 5_000_000);
    expect(await levelOf(who.id)).toBe(3);
    expect((await t.call('get-user-level', {}, who.token)).json().next).toBeNull();

    const vip = await member();
    await db().update(members).set({ level: 4 }).where(eq(members.id, vip.id));
    await deposited(vip, 5_000_000);
    expect(await levelOf(vip.id)).toBe(4);
  });

  it('refuses a language the site does not have', async () => {
    const who = await member();
    const res = await t.call('get-user-level', { lang: 'kr' }, who.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('lang');
  });
});
