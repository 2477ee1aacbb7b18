import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpTickets } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertReply, insertTicket, setSetting, signedInMember, ticketsOf } from './community.test-helper.ts';

describe.each(TEST_ENGINES)('help (customer service) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const member = () => signedInMember(t);
  const allTickets = async () => (await t.database.db.select({ n: count() }).from(helpTickets))[0]?.n;
  const minutesAgo = (minutes: number) => new Date(t.clock().getTime() - minutes * 60_000);

  describe('user-write-help', () => {
    it('opens a ticket for the session member with last activity now', async () => {
      const a = await member();
      const res = await t.call(
        'user-write-help',
        { title: '  출금 문의  ', contents: '출금이 안 돼요' },
        a.token,
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toEqual({ status: 'success', id: expect.any(Number) });
      const [ticket] = await ticketsOf(t.database.db, a.id);
      expect(ticket).toMatchObject({
        id: answer.id,
        kind: 'general',
        title: '출금 문의',
        contents: '출금이 안 돼요',
        state: 'open',
        hiddenAt: null,
      });
      expect(ticket?.lastAt.toISOString()).toBe(t.clock().toISOString());
    });

    it('refuses a missing title, a blank contents or an unknown field and writes nothing', async () => {
      const a = await member();
      const before = await allTickets();
      for (const [body, field] of [
        [{ contents: 'x' }, 'title'],
        [{ title: 'x', contents: '   ' }, 'contents'],
        [{ title: 'x'.repeat(101), contents: 'x' }, 'title'],
      ] as const) {
        const res = await t.call('user-write-help', body, a.token);
        expect(res.statusCode).toBe(400);
        expect(res.json().status).toBe('invalid');
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      const unknown = await t.call('user-write-help', { title: 'x', contents: 'y', memberId: 1 }, a.token);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].reason).toContain('memberId');
      expect(await allTickets()).toBe(before);
    });

    it('answers auth without a session and writes nothing', async () => {
      const before = await allTickets();
      const res = await t.call('user-write-help', { title: 'x', contents: 'y' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'auth' });
      expect(await allTickets()).toBe(before);
    });
  });

  describe('get-help-list', () => {
    it('lists the member’s visible tickets newest activity first, paged, with unread flags', async () => {
      const a = await member();
      const b = await member();
      const db = t.database.db;
      // Twelve visible tickets whose activity order differs from their id order.
      const ids: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const ticket = await insertTicket(db, {
          memberId: a.id,
          title: `문의 ${i}`,
          lastAt: minutesAgo((i * 7) % 12),
        });
        ids.push(ticket.id);
      }
      await insertTicket(db, { memberId: a.id, title: 'hidden', hiddenAt: minutesAgo(1) });
      await insertTicket(db, { memberId: b.id, title: 'B의 문의' });
      const unreadId = ids[3] ?? 0;
      const readId = ids[5] ?? 0;
      await insertReply(db, { ticketId: unreadId });
      await insertReply(db, { ticketId: readId, readAt: minutesAgo(1) });

      const first = (await t.call('get-help-list', {}, a.token)).json();
      expect(first).toMatchObject({ status: 'success', maxCount: 10, totalCount: 12 });
      expect(first.helps).toHaveLength(10);
      const second = (await t.call('get-help-list', { page: 2 }, a.token)).json();
      expect(second).toMatchObject({ status: 'success', maxCount: 10, totalCount: 12 });
      expect(second.helps).toHaveLength(2);

      const listed = [...first.helps, ...second.helps];
      const lastDates = listed.map((h: { lastDate: string }) => h.lastDate);
      expect(lastDates).toEqual([...lastDates].sort().reverse());
      expect(new Set(listed.map((h: { id: number }) => h.id))).toEqual(new Set(ids));
      for (const help of listed) {
        expect(help).toEqual({
          id: expect.any(Number),
          title: expect.stringMatching(/^문의 \d+$/),
          lastDate: expect.any(String),
          state: 'open',
          unread: help.id === unreadId,
        });
      }
    });

    it('follows the operator page size setting', async () => {
      const a = await member();
      for (let i = 0; i < 3; i += 1) await insertTicket(t.database.db, { memberId: a.id });
      await setSetting(t.database.db, 'helpPageSize', 2);
      try {
        const page2 = (await t.call('get-help-list', { page: 2 }, a.token)).json();
        expect(page2).toMatchObject({ maxCount: 2, totalCount: 3 });
        expect(page2.helps).toHaveLength(1);
      } finally {
        await setSetting(t.database.db, 'helpPageSize', null);
      }
    });

    it('gives visitors an empty list', async () => {
      const res = await t.call('get-help-list', {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', helps: [], maxCount: 10, totalCount: 0 });
    });

    it('refuses a bad page', async () => {
      const a = await member();
      for (const page of [0, 1.5, 'x']) {
        const res = await t.call('get-help-list', { page }, a.token);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].field).toBe('page');
      }
    });
  });
});
