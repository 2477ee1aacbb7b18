import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notices } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callFromSite, insertNotice, setSetting, signedInMember } from './community.test-helper.ts';

const HANEUL = 'https://www.haneul.bet';
const OTHER = 'https://other.com';

describe.each(TEST_ENGINES)('notices on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  // Notices are site-wide, so each test starts from none.
  beforeEach(async () => {
    await t.database.db.delete(notices);
  });

  const at = (minutesAgo: number) => new Date(t.clock().getTime() - minutesAgo * 60_000);
  const titlesFrom = async (origin: string, page = 1) =>
    (await callFromSite(t, 'get-user-notices', { origin, body: { page } }))
      .json()
      .notices.map((n: { title: string }) => n.title);

  describe('get-user-notices', () => {
    it('lists published notices for the requesting site, newest update first', async () => {
      const db = t.database.db;
      const mine = await insertNotice(db, { title: 'haneul only', domains: 'haneul.bet', updatedAt: at(3) });
      await insertNotice(db, { title: 'everywhere', domains: '', updatedAt: at(1) });
      await insertNotice(db, { title: 'other only', domains: 'other.com', updatedAt: at(2) });
      await insertNotice(db, {
        title: 'mixed list',
        domains: 'foo.com, https://WWW.HANEUL.BET/x |bar.net  baz.org',
        updatedAt: at(4),
      });
      await insertNotice(db, { title: 'draft', domains: '', published: false, updatedAt: at(0) });

      const res = await callFromSite(t, 'get-user-notices', { origin: HANEUL });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ status: 'success', maxCount: 10, totalCount: 3 });
      expect(answer.notices.map((n: { title: string }) => n.title)).toEqual([
        'everywhere',
        'haneul only',
        'mixed list',
      ]);
      expect(answer.notices[1]).toEqual({
        id: mine.id,
        title: 'haneul only',
        lastDate: at(3).toISOString(),
        domain: 'haneul.bet',
      });

      expect(await titlesFrom(OTHER)).toEqual(['everywhere', 'other only']);
      expect(await titlesFrom('http://bar.net:3000')).toEqual(['everywhere', 'mixed list']);
      expect(await titlesFrom('https://baz.org')).toEqual(['everywhere', 'mixed list']);
    });

    it('takes the site from the forwarded host when the browser sent no Origin', async () => {
      await insertNotice(t.database.db, { title: 'haneul only', domains: 'haneul.bet' });
      const viaProxy = await callFromSite(t, 'get-user-notices', {
        headers: { 'x-forwarded-host': 'm.haneul.bet' },
      });
      expect(viaProxy.json().notices).toHaveLength(1);
      const bare = await callFromSite(t, 'get-user-notices', {});
      expect(bare.json()).toMatchObject({ notices: [], totalCount: 0 });
    });

    it('pages after filtering: page 2 and totalCount count only the site’s notices', async () => {
      const db = t.database.db;
      for (let i = 0; i < 13; i += 1) {
        await insertNotice(db, {
          title: `n${String(i).padStart(2, '0')}`,
          domains: 'haneul.bet',
          updatedAt: at(i * 2),
        });
        await insertNotice(db, { title: `other ${i}`, domains: 'other.com', updatedAt: at(i * 2 + 1) });
      }
      const page2 = (await callFromSite(t, 'get-user-notices', { origin: HANEUL, body: { page: 2 } })).json();
      expect(page2).toMatchObject({ maxCount: 10, totalCount: 13 });
      expect(page2.notices.map((n: { title: string }) => n.title)).toEqual(['n10', 'n11', 'n12']);
      expect(await titlesFrom(HANEUL, 3)).toEqual([]);
      await setSetting(db, 'helpPageSize', 5);
      try {
        const small = (
          await callFromSite(t, 'get-user-notices', { origin: HANEUL, body: { page: 3 } })
        ).json();
        expect(small).toMatchObject({ maxCount: 5, totalCount: 13 });
        expect(small.notices.map((n: { title: string }) => n.title)).toEqual(['n10', 'n11', 'n12']);
      } finally {
        await setSetting(db, 'helpPageSize', null);
      }
    });

    it('refuses a bad page', async () => {
      const res = await callFromSite(t, 'get-user-notices', { origin: HANEUL, body: { page: -1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('page');
    });

    it('answers members and visitors alike', async () => {
      await insertNotice(t.database.db, { title: 'everywhere' });
      const a = await signedInMember(t);
      const signedIn = await callFromSite(t, 'get-user-notices', {
        origin: HANEUL,
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect(signedIn.json().notices).toHaveLength(1);
    });
  });

  describe('in the visitor’s language', () => {
    const translations = {
      en: { title: 'Maintenance', contents: 'Thursday 06:00' },
      ja: { title: '', contents: '' },
    };

    it('lists and reads a notice in the asked language, and in Korean where none is written', async () => {
      const notice = await insertNotice(t.database.db, {
        title: '점검 안내',
        contents: '목요일 06:00',
        translations,
      });
      const list = async (lang?: string) =>
        (await callFromSite(t, 'get-user-notices', { origin: HANEUL, body: lang ? { lang } : {} }))
          .json()
          .notices.map((n: { title: string }) => n.title);
      expect(await list('en')).toEqual(['Maintenance']);
      expect(await list('ja')).toEqual(['점검 안내']);
      expect(await list('vi')).toEqual(['점검 안내']);
      expect(await list()).toEqual(['점검 안내']);

      const read = async (lang: string) =>
        (await callFromSite(t, 'read-notice', { origin: HANEUL, body: { id: notice.id, lang } })).json()
          .notice;
      expect(await read('en')).toMatchObject({ title: 'Maintenance', contents: 'Thursday 06:00' });
      expect(await read('ja')).toMatchObject({ title: '점검 안내', contents: '목요일 06:00' });
    });

    it('refuses a language the site does not have', async () => {
      const res = await callFromSite(t, 'get-user-notices', { origin: HANEUL, body: { lang: 'jp' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('lang');
    });
  });

  describe('read-notice', () => {
    it('answers a published notice for this site with its contents', async () => {
      const notice = await insertNotice(t.database.db, {
        title: '점검 안내',
        contents: '<p>03:00</p>',
        domains: 'haneul.bet|other.com',
        updatedAt: at(9),
      });
      const res = await callFromSite(t, 'read-notice', { origin: HANEUL, body: { id: notice.id } });
      expect(res.json()).toEqual({
        status: 'success',
        notice: {
          id: notice.id,
          title: '점검 안내',
          contents: '<p>03:00</p>',
          domain: 'haneul.bet|other.com',
          lastDate: at(9).toISOString(),
        },
      });
    });

    it('answers not_found for another site’s, an unpublished or an unknown notice', async () => {
      const db = t.database.db;
      const elsewhere = await insertNotice(db, { domains: 'other.com' });
      const draft = await insertNotice(db, { published: false });
      for (const id of [elsewhere.id, draft.id, 9_999_999]) {
        const res = await callFromSite(t, 'read-notice', { origin: HANEUL, body: { id } });
        expect(res.json()).toEqual({ status: 'not_found' });
      }
    });

    it('refuses a bad id', async () => {
      const res = await callFromSite(t, 'read-notice', { origin: HANEUL, body: { id: 'one' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('id');
    });
  });
});
