import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertNote, notesOf, signedInMember } from './community.test-helper.ts';

describe.each(TEST_ENGINES)('notes (messages from the operator) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const member = () => signedInMember(t);
  const at = (minutesAgo: number) => new Date(t.clock().getTime() - minutesAgo * 60_000);
  const now = () => t.clock().toISOString();

  /** Member A with two notes (one read) and member B with one unread note. */
  async function twoMembers() {
    const db = t.database.db;
    const a = await member();
    const b = await member();
    const aUnread = await insertNote(db, {
      memberId: a.id,
      title: 'A1',
      contents: 'A1 내용',
      createdAt: at(10),
    });
    const aRead = await insertNote(db, { memberId: a.id, title: 'A2', createdAt: at(5), readAt: at(4) });
    const bNote = await insertNote(db, { memberId: b.id, title: 'B1' });
    return { a, b, aUnread, aRead, bNote };
  }
  const untouched = async (memberId: number) => {
    for (const note of await notesOf(t.database.db, memberId))
      expect(note).toMatchObject({ readAt: null, deletedAt: null });
  };

  describe('get-user-note', () => {
    it('lists the member’s undeleted notes newest first, paged, with read flags', async () => {
      const db = t.database.db;
      const a = await member();
      const b = await member();
      for (let i = 0; i < 12; i += 1) {
        await insertNote(db, {
          memberId: a.id,
          title: `n${String(i).padStart(2, '0')}`,
          createdAt: at(i),
          readAt: i === 1 ? at(0) : null,
        });
      }
      await insertNote(db, { memberId: a.id, title: 'deleted', createdAt: at(0), deletedAt: at(0) });
      await insertNote(db, { memberId: b.id, title: 'B', createdAt: at(0) });

      const first = (await t.call('get-user-note', {}, a.token)).json();
      expect(first).toMatchObject({ status: 'success', maxCount: 10, totalCount: 12 });
      expect(first.notes.map((n: { title: string }) => n.title)).toEqual([
        'n00',
        'n01',
        'n02',
        'n03',
        'n04',
        'n05',
        'n06',
        'n07',
        'n08',
        'n09',
      ]);
      expect(first.notes[0]).toEqual({
        id: expect.any(Number),
        title: 'n00',
        createdAt: at(0).toISOString(),
        read: false,
      });
      expect(first.notes[1].read).toBe(true);
      const second = (await t.call('get-user-note', { page: 2 }, a.token)).json();
      expect(second).toMatchObject({ maxCount: 10, totalCount: 12 });
      expect(second.notes.map((n: { title: string }) => n.title)).toEqual(['n10', 'n11']);
    });

    it('refuses a bad page and answers auth without a session', async () => {
      const a = await member();
      const bad = await t.call('get-user-note', { page: 'two' }, a.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('page');
      const visitor = await t.call('get-user-note', {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ status: 'auth' });
    });
  });

  describe('read-note-message', () => {
    it('answers the note with its contents and marks it read once', async () => {
      const { a, aUnread, aRead } = await twoMembers();
      const res = await t.call('read-note-message', { id: aUnread.id }, a.token);
      expect(res.json()).toEqual({
        status: 'success',
        note: {
          id: aUnread.id,
          title: 'A1',
          contents: 'A1 내용',
          createdAt: at(10).toISOString(),
          read: true,
        },
      });
      await t.call('read-note-message', { id: aRead.id }, a.token);
      const [first, second] = await notesOf(t.database.db, a.id);
      expect(first?.readAt?.toISOString()).toBe(now());
      expect(second?.readAt?.toISOString()).toBe(at(4).toISOString());
    });

    it('answers not_found for another member’s or a deleted note and marks nothing', async () => {
      const { a, b, bNote } = await twoMembers();
      const deleted = await insertNote(t.database.db, { memberId: a.id, deletedAt: at(1) });
      for (const id of [bNote.id, deleted.id]) {
        expect((await t.call('read-note-message', { id }, a.token)).json()).toEqual({ status: 'not_found' });
      }
      await untouched(b.id);
      expect((await notesOf(t.database.db, a.id)).find((n) => n.id === deleted.id)?.readAt).toBeNull();
    });

    it('refuses a bad id and answers auth without a session, marking nothing', async () => {
      const { a, aUnread } = await twoMembers();
      const bad = await t.call('read-note-message', { id: -3 }, a.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('id');
      expect((await t.call('read-note-message', { id: aUnread.id })).statusCode).toBe(401);
      expect((await notesOf(t.database.db, a.id))[0]?.readAt).toBeNull();
    });
  });

  describe('read-all-note', () => {
    it('marks all the member’s notes read and no one else’s', async () => {
      const { a, b } = await twoMembers();
      expect((await t.call('read-all-note', {}, a.token)).json()).toEqual({ status: 'success' });
      const [first, second] = await notesOf(t.database.db, a.id);
      expect(first?.readAt?.toISOString()).toBe(now());
      expect(second?.readAt?.toISOString()).toBe(at(4).toISOString());
      expect(
        (await t.call('get-user-note', {}, a.token)).json().notes.every((n: { read: boolean }) => n.read),
      ).toBe(true);
      await untouched(b.id);
    });

    it('refuses a body with fields and answers auth without a session, marking nothing', async () => {
      const { a } = await twoMembers();
      const bad = await t.call('read-all-note', { ids: [1] }, a.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].reason).toContain('ids');
      expect((await t.call('read-all-note', {})).statusCode).toBe(401);
      expect((await notesOf(t.database.db, a.id))[0]?.readAt).toBeNull();
    });
  });

  describe('del-note-message', () => {
    it('soft-deletes the member’s note so the list no longer shows it', async () => {
      const { a, aUnread } = await twoMembers();
      expect((await t.call('del-note-message', { id: aUnread.id }, a.token)).json()).toEqual({
        status: 'success',
      });
      const [deleted, kept] = await notesOf(t.database.db, a.id);
      expect(deleted?.deletedAt?.toISOString()).toBe(now());
      expect(kept?.deletedAt).toBeNull();
      expect((await t.call('get-user-note', {}, a.token)).json()).toMatchObject({
        totalCount: 1,
        notes: [{ title: 'A2' }],
      });
      expect((await t.call('del-note-message', { id: aUnread.id }, a.token)).json()).toEqual({
        status: 'not_found',
      });
    });

    it('answers not_found for another member’s note and leaves it', async () => {
      const { a, b, bNote } = await twoMembers();
      expect((await t.call('del-note-message', { id: bNote.id }, a.token)).json()).toEqual({
        status: 'not_found',
      });
      await untouched(b.id);
    });

    it('refuses a bad id and answers auth without a session, deleting nothing', async () => {
      const { a, aUnread } = await twoMembers();
      const bad = await t.call('del-note-message', { id: aUnread.id, all: true }, a.token);
      expect(bad.statusCode).toBe(400);
      expect((await t.call('del-note-message', {}, a.token)).json().errors[0].field).toBe('id');
      expect((await t.call('del-note-message', { id: aUnread.id })).statusCode).toBe(401);
      expect((await notesOf(t.database.db, a.id))[0]?.deletedAt).toBeNull();
    });
  });

  describe('user-del-note', () => {
    it('soft-deletes all the member’s notes, ignoring any params, and no one else’s', async () => {
      const { a, b } = await twoMembers();
      const res = await t.call('user-del-note', { ids: [1, 2], whatever: true }, a.token);
      expect(res.json()).toEqual({ status: 'success' });
      for (const note of await notesOf(t.database.db, a.id))
        expect(note.deletedAt?.toISOString()).toBe(now());
      expect((await t.call('get-user-note', {}, a.token)).json()).toMatchObject({ notes: [], totalCount: 0 });
      await untouched(b.id);
    });

    it('refuses a body that is not an object and answers auth without a session, deleting nothing', async () => {
      const { a } = await twoMembers();
      const bad = await t.call('user-del-note', [1, 2], a.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('body');
      expect((await t.call('user-del-note', {})).statusCode).toBe(401);
      for (const note of await notesOf(t.database.db, a.id)) expect(note.deletedAt).toBeNull();
    });
  });
});
