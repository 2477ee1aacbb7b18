import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  helpReplies,
  helpTickets,
  memberId as toMemberId,
  notes,
  transferToGameWallet,
  verifySecret,
  won,
  type Db,
} from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  fundTestMember,
  TEST_ENGINES,
  type TestMember,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { burst, tally } from '../../lib/failure-throttle.test-helper.ts';
import { memberRowById } from './user.test-helper.ts';

let transfers = 0;
/** Moves cash into the member's transfer-wallet game account at a provider, as transfer n of the file. */
async function transferToGame(db: Db, memberId: number, amount: number, provider: string): Promise<void> {
  transfers += 1;
  await transferToGameWallet(db, {
    memberId: toMemberId(memberId),
    providerCode: provider,
    transferId: transfers,
    amount: won(amount),
  });
}

/** A ticket with replies; `unread` replies have no read_at. */
async function ticket(db: Db, memberId: number, options: { unread: number; read: number; hidden?: boolean }) {
  const [row] = await db
    .insert(helpTickets)
    .values({ memberId, title: 'q', contents: 'q', hiddenAt: options.hidden ? new Date() : null })
    .returning({ id: helpTickets.id });
  const ticketId = row?.id ?? 0;
  for (let i = 0; i < options.unread; i += 1)
    await db.insert(helpReplies).values({ ticketId, contents: 'a' });
  for (let i = 0; i < options.read; i += 1)
    await db.insert(helpReplies).values({ ticketId, contents: 'a', readAt: new Date() });
}

describe.each(TEST_ENGINES)('account calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.destroy());

  const signIn = (member: TestMember) => createTestSession(t.database.db, member.id, t.clock());

  describe('user-health-check', () => {
    it('answers the user fields, balances and the unread counts of this member only', async () => {
      const db = t.database.db;
      const member = await createTestMember(db, { nick: '건강' });
      const stranger = await createTestMember(db);
      await fundTestMember(db, member.id, 10_000, 'cash');
      await fundTestMember(db, member.id, 250, 'comp');
      await transferToGame(db, member.id, 2000, 'evo');
      await transferToGame(db, member.id, 1000, 'pragmatic');
      await db.insert(notes).values([
        { memberId: member.id, title: 'unread', contents: 'x' },
        { memberId: member.id, title: 'unread', contents: 'x' },
        { memberId: member.id, title: 'read', contents: 'x', readAt: new Date() },
        { memberId: member.id, title: 'deleted', contents: 'x', deletedAt: new Date() },
        { memberId: stranger.id, title: 'not mine', contents: 'x' },
      ]);
      await ticket(db, member.id, { unread: 2, read: 1 });
      await ticket(db, member.id, { unread: 1, read: 0 });
      await ticket(db, member.id, { unread: 0, read: 2 });
      await ticket(db, member.id, { unread: 0, read: 0 });
      await ticket(db, member.id, { unread: 1, read: 0, hidden: true });
      await ticket(db, stranger.id, { unread: 1, read: 0 });

      const res = await t.call('user-health-check', {}, await signIn(member));

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        noteCount: 2,
        helpCount: 2,
        user: expect.objectContaining({
          userId: member.userId,
          nick: '건강',
          balance: 7000,
          rolling: 250,
          in_balance: 3000,
        }),
        mustChangePassword: false,
      });
    });

    it('refuses a bad body and answers 401 without a session', async () => {
      const member = await createTestMember(t.database.db);
      const bad = await t.call('user-health-check', { since: 1 }, await signIn(member));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ field: 'body' });
      const anonymous = await t.call('user-health-check', {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: 'auth' });
    });
  });

  describe('get-member', () => {
    it("answers the profile with the referring agent's code", async () => {
      const agent = await createTestMember(t.database.db, { playType: 'agent', agentCode: 'STAR9' });
      const member = await createTestMember(t.database.db, {
        agentId: agent.id,
        birthDate: '1988-03-04',
        createdAt: t.clock(),
      });
      await fundTestMember(t.database.db, member.id, 1234, 'cash');
      const res = await t.call('get-member', {}, await signIn(member));
      expect(res.json()).toEqual({
        status: 'success',
        member: {
          userId: member.userId,
          nick: expect.any(String),
          phone: '010-1234-5678',
          rolling: 0,
          balance: 1234,
          in_balance: 0,
          point: 0,
          bankname: '국민은행',
          bankOwner: '홍길동',
          banknum: '123-456-789012',
          level: 1,
          playType: 'user',
          birthDate: '1988-03-04',
          createdAt: t.clock().toISOString(),
          agentCode: 'STAR9',
        },
      });
      const agentProfile = await t.call('get-member', {}, await signIn(agent));
      expect(agentProfile.json().member).toMatchObject({ playType: 'agent', agentCode: '' });
    });

    it('refuses a bad body and answers 401 without a session', async () => {
      const member = await createTestMember(t.database.db);
      const bad = await t.call('get-member', { memberId: 1 }, await signIn(member));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].reason).toContain('memberId');
      expect((await t.call('get-member', {})).statusCode).toBe(401);
    });
  });

  describe('user-change-password', () => {
    it('stores the new password and signs out every other session, keeping this one', async () => {
      const member = await createTestMember(t.database.db);
      const current = await signIn(member);
      const other = await signIn(member);
      const res = await t.call(
        'user-change-password',
        { password: member.password, newPassword: 'Harbor-lantern-42' },
        current,
      );
      expect(res.json()).toEqual({ status: 'success' });
      expect((await t.call('user-health-check', {}, current)).json().status).toBe('success');
      expect((await t.call('user-health-check', {}, other)).json().status).toBe('auth');
      const row = await memberRowById(t.database.db, member.id);
      expect(await verifySecret(row?.passwordHash ?? '', 'Harbor-lantern-42')).toBe(true);
      expect(await verifySecret(row?.passwordHash ?? '', member.password)).toBe(false);
    });

    it('answers `pass` to a wrong current password and changes nothing', async () => {
      const member = await createTestMember(t.database.db);
      const before = await memberRowById(t.database.db, member.id);
      const current = await signIn(member);
      const other = await signIn(member);
      const res = await t.call(
        'user-change-password',
        { password: 'not-my-password', newPassword: 'Harbor-lantern-42' },
        current,
      );
      expect(res.json()).toEqual({ status: 'pass' });
      expect((await memberRowById(t.database.db, member.id))?.passwordHash).toBe(before?.passwordHash);
      expect((await t.call('user-health-check', {}, other)).json().status).toBe('success');
    });

    it('locks the current-password check after 5 wrong guesses, without locking sign-in', async () => {
      const member = await createTestMember(t.database.db);
      const token = await signIn(member);
      const change = (password: string) =>
        t.call('user-change-password', { password, newPassword: 'Harbor-lantern-42' }, token);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await change('not-my-password')).json()).toEqual({ status: 'pass' });
      }
      expect((await change(member.password)).json()).toMatchObject({ status: 'time' });
      const login = await t.call('user-do-login', { userId: member.userId, password: member.password });
      expect(login.json().status).toBe('authenticated');
    });

    it('checks at most 5 current passwords of a burst of 40', async () => {
      const member = await createTestMember(t.database.db);
      const token = await signIn(member);
      const change = (password: string) =>
        t.call('user-change-password', { password, newPassword: 'Harbor-lantern-42' }, token);
      expect(tally(await burst(40, (i) => change(`not-my-password-${i}`)))).toEqual({ pass: 5, time: 35 });
      expect((await change(member.password)).json()).toMatchObject({ status: 'time' });
    });

    it('refuses a guessable new password, also one built on the id, and keeps the old one', async () => {
      const member = await createTestMember(t.database.db);
      const before = await memberRowById(t.database.db, member.id);
      const token = await signIn(member);
      for (const newPassword of ['password-123', 'qwerty1234!', `${member.userId}!1`]) {
        const res = await t.call('user-change-password', { password: member.password, newPassword }, token);
        expect(res.statusCode, newPassword).toBe(400);
        expect(res.json()).toEqual({
          status: 'invalid',
          errors: [{ field: 'newPassword', reason: 'password_weak' }],
        });
      }
      expect((await memberRowById(t.database.db, member.id))?.passwordHash).toBe(before?.passwordHash);
    });

    it('refuses a short new password and answers 401 without a session', async () => {
      const member = await createTestMember(t.database.db);
      const before = await memberRowById(t.database.db, member.id);
      const bad = await t.call(
        'user-change-password',
        { password: member.password, newPassword: 'short' },
        await signIn(member),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'newPassword', reason: 'password_length' }],
      });
      expect((await memberRowById(t.database.db, member.id))?.passwordHash).toBe(before?.passwordHash);
      const anonymous = await t.call('user-change-password', {
        password: member.password,
        newPassword: 'Harbor-lantern-42',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('user-change-exchange-password', () => {
    it('stores the new exchange password on proof of the login password', async () => {
      const member = await createTestMember(t.database.db);
      const token = await signIn(member);
      const wrong = await t.call(
        'user-change-exchange-password',
        { password: 'nope-nope', newExchangePassword: '294817' },
        token,
      );
      expect(wrong.json()).toEqual({ status: 'pass' });
      let row = await memberRowById(t.database.db, member.id);
      expect(await verifySecret(row?.exchangePasswordHash ?? '', member.exchangePassword)).toBe(true);

      const res = await t.call(
        'user-change-exchange-password',
        { password: member.password, newExchangePassword: '294817' },
        token,
      );
      expect(res.json()).toEqual({ status: 'success' });
      row = await memberRowById(t.database.db, member.id);
      expect(await verifySecret(row?.exchangePasswordHash ?? '', '294817')).toBe(true);
    });

    it('refuses repeated digits, runs and keypad lines as a new exchange password', async () => {
      const member = await createTestMember(t.database.db);
      const token = await signIn(member);
      for (const newExchangePassword of ['000000', '123456', '4321', '2580', '7890']) {
        const res = await t.call(
          'user-change-exchange-password',
          { password: member.password, newExchangePassword },
          token,
        );
        expect(res.statusCode, newExchangePassword).toBe(400);
        expect(res.json()).toEqual({
          status: 'invalid',
          errors: [{ field: 'newExchangePassword', reason: 'exchange_password_weak' }],
        });
      }
      const row = await memberRowById(t.database.db, member.id);
      expect(await verifySecret(row?.exchangePasswordHash ?? '', member.exchangePassword)).toBe(true);
    });

    it('refuses a non-numeric exchange password and answers 401 without a session', async () => {
      const member = await createTestMember(t.database.db);
      const before = await memberRowById(t.database.db, member.id);
      const body = { password: member.password, newExchangePassword: '12ab' };
      const bad = await t.call('user-change-exchange-password', body, await signIn(member));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toEqual({
        field: 'newExchangePassword',
        reason: 'exchange_password_format',
      });
      expect((await memberRowById(t.database.db, member.id))?.exchangePasswordHash).toBe(
        before?.exchangePasswordHash,
      );
      expect(
        (await t.call('user-change-exchange-password', { ...body, newExchangePassword: '1234' })).statusCode,
      ).toBe(401);
    });
  });
});
