import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { popups } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callFromSite, insertPopup, setSetting } from './community.test-helper.ts';

const HANEUL = 'https://www.haneul.bet';
const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('get-notice-popup on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(popups);
  });

  const inHours = (hours: number) => new Date(t.clock().getTime() + hours * HOUR);
  const titlesFrom = async (origin: string) =>
    (await callFromSite(t, 'get-notice-popup', { origin }))
      .json()
      .popups.map((p: { title: string }) => p.title);

  it('answers the site’s active popups with the brief’s fields and the hide duration', async () => {
    const popup = await insertPopup(t.database.db, {
      title: '첫 충전 이벤트',
      titleColor: '#ff0000',
      contentsHtml: '<p><b>10%</b> 보너스</p>',
      domains: 'haneul.bet, haneul.kr',
      posX: 120,
      posY: 80,
    });
    const res = await callFromSite(t, 'get-notice-popup', { origin: HANEUL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      hideHours: 24,
      popups: [
        {
          id: popup.id,
          domain: 'haneul.bet, haneul.kr',
          posX: 120,
          posY: 80,
          title: '첫 충전 이벤트',
          titleColor: '#ff0000',
          contents: '<p><b>10%</b> 보너스</p>',
        },
      ],
    });
  });

  it('answers each popup in the asked language, in Korean where none is written', async () => {
    await insertPopup(t.database.db, {
      title: '첫 충전 이벤트',
      contentsHtml: '<p>보너스</p>',
      translations: { zh: { title: '首充活动', contents: '<p>奖金</p>' } },
    });
    const popupIn = async (lang: string) =>
      (await callFromSite(t, 'get-notice-popup', { origin: HANEUL, body: { lang } })).json().popups[0];
    expect(await popupIn('zh')).toMatchObject({ title: '首充活动', contents: '<p>奖金</p>' });
    expect(await popupIn('en')).toMatchObject({ title: '첫 충전 이벤트', contents: '<p>보너스</p>' });
    expect(await popupIn('ko')).toMatchObject({ title: '첫 충전 이벤트', contents: '<p>보너스</p>' });
  });

  it('filters by domain: listed sites and empty fields only', async () => {
    const db = t.database.db;
    await insertPopup(db, { title: 'haneul', domains: 'haneul.bet' });
    await insertPopup(db, { title: 'all', domains: '' });
    await insertPopup(db, { title: 'other', domains: 'other.com' });
    await insertPopup(db, { title: 'listed', domains: 'a.com|www.haneul.bet b.com' });
    expect(await titlesFrom(HANEUL)).toEqual(['haneul', 'all', 'listed']);
    expect(await titlesFrom('https://other.com')).toEqual(['all', 'other']);
  });

  it('shows a popup only inside its schedule and while active', async () => {
    const db = t.database.db;
    await insertPopup(db, { title: 'open-ended' });
    await insertPopup(db, { title: 'started', startsAt: inHours(-1) });
    await insertPopup(db, { title: 'until later', endsAt: inHours(1) });
    await insertPopup(db, { title: 'window', startsAt: inHours(-1), endsAt: inHours(3) });
    await insertPopup(db, { title: 'future', startsAt: inHours(2) });
    await insertPopup(db, { title: 'ended', endsAt: inHours(0) });
    await insertPopup(db, { title: 'inactive', active: false });
    expect(await titlesFrom(HANEUL)).toEqual(['open-ended', 'started', 'until later', 'window']);

    t.clock.advance(2.5 * HOUR);
    try {
      expect(await titlesFrom(HANEUL)).toEqual(['open-ended', 'started', 'window', 'future']);
    } finally {
      t.clock.advance(-2.5 * HOUR);
    }
  });

  it('answers the operator’s hide duration', async () => {
    await setSetting(t.database.db, 'popupHideHours', 6);
    try {
      expect((await callFromSite(t, 'get-notice-popup', { origin: HANEUL })).json().hideHours).toBe(6);
    } finally {
      await setSetting(t.database.db, 'popupHideHours', null);
    }
  });

  it('refuses a body with fields', async () => {
    const res = await callFromSite(t, 'get-notice-popup', { origin: HANEUL, body: { domain: 'x.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].reason).toContain('domain');
  });
});
