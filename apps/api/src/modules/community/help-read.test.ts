import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpReplies } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  insertReply,
  insertTicket,
  signedInMember,
  ticketsOf,
  unreadReplyCount,
} from './community.test-helper.ts';

describe.each(TEST_ENGINES)('reading and hiding help tickets on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const member = () => signedInMember(t);
  const at = (minutesAgo: number) => new Date(t.clock().getTime() - minutesAgo * 60_000);
  const repliesOf = (ticketId: number) =>
    t.database.db
      .select()
      .from(helpReplies)
      .where(eq(helpReplies.ticketId, ticketId))
      .orderBy(helpReplies.id);

  describe('read-help-message', () => {
    it('answers the ticket with its replies oldest first and marks unread replies read', async () => {
      const a = await member();
      const db = t.database.db;
      const ticket = await insertTicket(db, {
        memberId: a.id,
        title: '충전 문의',
        contents: '확인 부탁',
        createdAt: at(60),
        lastAt: at(5),
        state: 'answered',
      });
      const later = await insertReply(db, { ticketId: ticket.id, contents: '두 번째', createdAt: at(5) });
      const earlier = await insertReply(db, {
        ticketId: ticket.id,
        contents: '첫 번째',
        createdAt: at(30),
        readAt: at(20),
      });
      expect(await unreadReplyCount(db, a.id)).toBe(1);
      expect((await t.call('get-help-list', {}, a.token)).json().helps[0].unread).toBe(true);

      const res = await t.call('read-help-message', { id: ticket.id }, a.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        help: {
          id: ticket.id,
          title: '충전 문의',
          contents: '확인 부탁',
          state: 'answered',
          unread: false,
          lastDate: at(5).toISOString(),
          createdAt: at(60).toISOString(),
          replies: [
            { id: earlier.id, contents: '첫 번째', createdAt: at(30).toISOString() },
            { id: later.id, contents: '두 번째', createdAt: at(5).toISOString() },
          ],
        },
      });
      expect(await unreadReplyCount(db, a.id)).toBe(0);
      const replies = await repliesOf(ticket.id);
      expect(replies.find((r) => r.id === later.id)?.readAt?.toISOString()).toBe(t.clock().toISOString());
      // A reply read earlier keeps the time it was first read.
      expect(replies.find((r) => r.id === earlier.id)?.readAt?.toISOString()).toBe(at(20).toISOString());
      expect((await t.call('get-help-list', {}, a.token)).json().helps[0].unread).toBe(false);
    });

    it('never shows or marks another member’s ticket, a hidden one or an unknown id', async () => {
      const a = await member();
      const b = await member();
      const db = t.database.db;
      const theirs = await insertTicket(db, { memberId: b.id });
      await insertReply(db, { ticketId: theirs.id });
      const hidden = await insertTicket(db, { memberId: a.id, hiddenAt: at(1) });
      for (const id of [theirs.id, hidden.id, 9_999_999]) {
        const res = await t.call('read-help-message', { id }, a.token);
        expect(res.json()).toEqual({ status: 'not_found' });
      }
      expect(await unreadReplyCount(db, b.id)).toBe(1);
    });

    it('refuses a bad id and marks nothing', async () => {
      const a = await member();
      const ticket = await insertTicket(t.database.db, { memberId: a.id });
      await insertReply(t.database.db, { ticketId: ticket.id });
      for (const body of [{}, { id: 0 }, { id: String(ticket.id) }]) {
        const res = await t.call('read-help-message', body, a.token);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].field).toBe('id');
      }
      expect(await unreadReplyCount(t.database.db, a.id)).toBe(1);
    });

    it('answers auth without a session and marks nothing', async () => {
      const a = await member();
      const ticket = await insertTicket(t.database.db, { memberId: a.id });
      await insertReply(t.database.db, { ticketId: ticket.id });
      const res = await t.call('read-help-message', { id: ticket.id });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'auth' });
      expect(await unreadReplyCount(t.database.db, a.id)).toBe(1);
    });
  });

  describe('del-all-help', () => {
    it('hides all the member’s tickets from the member only, keeping them for staff', async () => {
      const a = await member();
      const b = await member();
      const db = t.database.db;
      await insertTicket(db, { memberId: a.id });
      await insertTicket(db, { memberId: a.id });
      await insertTicket(db, { memberId: b.id });

      const res = await t.call('del-all-help', {}, a.token);
      expect(res.json()).toEqual({ status: 'success' });
      const mine = await ticketsOf(db, a.id);
      expect(mine).toHaveLength(2);
      for (const ticket of mine) expect(ticket.hiddenAt?.toISOString()).toBe(t.clock().toISOString());
      expect((await t.call('get-help-list', {}, a.token)).json()).toMatchObject({ helps: [], totalCount: 0 });
      expect((await ticketsOf(db, b.id))[0]?.hiddenAt).toBeNull();
      expect((await t.call('get-help-list', {}, b.token)).json().totalCount).toBe(1);
    });

    it('refuses a body with fields and hides nothing', async () => {
      const a = await member();
      await insertTicket(t.database.db, { memberId: a.id });
      const res = await t.call('del-all-help', { all: true }, a.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].reason).toContain('all');
      expect((await ticketsOf(t.database.db, a.id))[0]?.hiddenAt).toBeNull();
    });

    it('answers auth without a session', async () => {
      const a = await member();
      await insertTicket(t.database.db, { memberId: a.id });
      const res = await t.call('del-all-help', {});
      expect(res.statusCode).toBe(401);
      expect((await ticketsOf(t.database.db, a.id))[0]?.hiddenAt).toBeNull();
    });
  });
});
