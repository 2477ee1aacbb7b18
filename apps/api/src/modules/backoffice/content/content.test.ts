import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';
import { sanitizePopupHtml } from './sanitize-popup.ts';

describe('popup HTML sanitizing', () => {
  it('removes script tags with their contents, on* handlers and javascript: links', () => {
    const dirty = [
      '<p onclick="steal()" style="color:#ff0000">첫 충전 <b>10%</b></p>',
      '<script>alert(1)</script>',
      '<img src="https://cdn.haneul.bet/e.png" onerror="alert(2)" alt="이벤트">',
      '<a href="javascript:alert(3)">링크</a>',
      '<a href="https://haneul.bet/event" target="_blank" onmouseover="x()">이벤트</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<div style="position:fixed; color: red">고정</div>',
    ].join('');
    const clean = sanitizePopupHtml(dirty);
    expect(clean).not.toMatch(/script|alert|onerror|onclick|onmouseover|javascript:|iframe|<style|position/i);
    expect(clean).toContain('<p style="color:#ff0000">첫 충전 <b>10%</b></p>');
    expect(clean).toContain('<img src="https://cdn.haneul.bet/e.png" alt="이벤트" />');
    expect(clean).toContain('<a rel="noopener noreferrer">링크</a>');
    expect(clean).toContain(
      '<a href="https://haneul.bet/event" target="_blank" rel="noopener noreferrer">이벤트</a>',
    );
    expect(clean).toContain('<div style="color:red">고정</div>');
  });
});

describe.each(TEST_ENGINES)('notices and popups on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const popup = {
    title: '첫 충전 이벤트',
    titleColor: '#ff0000',
    contents: '<p onclick="x()">10% 보너스</p><script>document.cookie</script>',
    domains: 'haneul.bet',
    posX: 120,
    posY: 80,
  };

  it('stores popup HTML sanitized on write, and the member site serves the clean HTML on schedule', async () => {
    const created = await callEndpoint(t, 'popups.create', { token: operator.token, body: popup });
    expect(created.statusCode).toBe(200);
    const { data } = created.json();
    expect(data).toMatchObject({
      title: '첫 충전 이벤트',
      contents: '<p>10% 보너스</p>',
      active: true,
      startsAt: null,
    });
    const live = await t.call('get-notice-popup', {}, { headers: { origin: 'https://www.haneul.bet' } });
    expect(live.json().popups).toMatchObject([{ id: data.id, contents: '<p>10% 보너스</p>', posX: 120 }]);
    const [audit] = await auditOf(t.database.db, 'popup', data.id);
    expect(audit).toMatchObject({ action: 'popup.create', after: { contents: '<p>10% 보너스</p>' } });

    const later = new Date(t.clock().getTime() + 3_600_000).toISOString();
    const update = await callEndpoint(t, 'popups.update', {
      params: { id: data.id },
      token: operator.token,
      body: { ...popup, contents: '<b>변경</b><img src=x onerror=alert(1)>', startsAt: later },
    });
    expect(update.json()).toMatchObject({
      data: { contents: '<b>변경</b><img src="x" />', startsAt: later },
    });
    expect(
      (await t.call('get-notice-popup', {}, { headers: { origin: 'https://haneul.bet' } })).json().popups,
    ).toEqual([]);
    expect(
      (await callEndpoint(t, 'popups.delete', { params: { id: data.id }, token: operator.token })).json().data
        .id,
    ).toBe(data.id);
    expect(
      (await callEndpoint(t, 'popups.get', { params: { id: data.id }, token: operator.token })).statusCode,
    ).toBe(404);
  });

  it('refuses popups that sanitize to nothing, bad colours and schedules that end before they start', async () => {
    const empty = await callEndpoint(t, 'popups.create', {
      token: operator.token,
      body: { ...popup, contents: '<script>x()</script>' },
    });
    expect(empty.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'contents', reason: 'empty_after_sanitizing' }],
    });
    const colour = await callEndpoint(t, 'popups.create', {
      token: operator.token,
      body: { ...popup, titleColor: 'red;x' },
    });
    expect(colour.json().errors).toEqual([{ field: 'titleColor', reason: 'color_format' }]);
    const backwards = await callEndpoint(t, 'popups.create', {
      token: operator.token,
      body: { ...popup, startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' },
    });
    expect(backwards.json().errors).toEqual([{ field: 'endsAt', reason: 'ends_before_start' }]);
  });

  it('keeps each language’s popup, sanitized like the Korean one, and serves it in that language', async () => {
    const created = await callEndpoint(t, 'popups.create', {
      token: operator.token,
      body: {
        ...popup,
        translations: {
          en: {
            title: 'First top-up',
            contents: '<p onmouseover="x()">10% bonus</p><iframe src="x"></iframe>',
          },
        },
      },
    });
    const { data } = created.json();
    expect(data.translations).toEqual({
      en: { title: 'First top-up', contents: '<p>10% bonus</p>' },
      ja: { title: '', contents: '' },
      zh: { title: '', contents: '' },
      vi: { title: '', contents: '' },
    });
    const live = async (lang: string) =>
      (await t.call('get-notice-popup', { lang }, { headers: { origin: 'https://www.haneul.bet' } })).json()
        .popups;
    expect(await live('en')).toMatchObject([
      { id: data.id, title: 'First top-up', contents: '<p>10% bonus</p>' },
    ]);
    expect(await live('vi')).toMatchObject([
      { id: data.id, title: '첫 충전 이벤트', contents: '<p>10% 보너스</p>' },
    ]);

    const emptied = await callEndpoint(t, 'popups.update', {
      params: { id: data.id },
      token: operator.token,
      body: { ...popup, translations: { ja: { title: 'ボーナス', contents: '<script>x()</script>' } } },
    });
    expect(emptied.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'translations.ja.contents', reason: 'empty_after_sanitizing' }],
    });
    await callEndpoint(t, 'popups.delete', { params: { id: data.id }, token: operator.token });
  });

  it('refuses a language written halfway: a title without its text, or a text without its title', async () => {
    const titleOnly = await callEndpoint(t, 'notices.create', {
      token: operator.token,
      body: { title: '점검 안내', contents: '새벽 4시 점검', translations: { en: { title: 'Maintenance' } } },
    });
    expect(titleOnly.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'translations.en.contents', reason: 'translation_incomplete' }],
    });
    const textOnly = await callEndpoint(t, 'notices.create', {
      token: operator.token,
      body: { title: '점검 안내', contents: '새벽 4시 점검', translations: { vi: { contents: 'Bảo trì' } } },
    });
    expect(textOnly.json().errors).toEqual([
      { field: 'translations.vi.contents', reason: 'translation_incomplete' },
    ]);
  });

  it('creates, lists, edits and deletes notices, each audited', async () => {
    const created = await callEndpoint(t, 'notices.create', {
      token: operator.token,
      body: {
        title: '점검 안내',
        contents: '새벽 4시 점검',
        domains: '',
        translations: { en: { title: 'Maintenance', contents: 'At 4 a.m.' } },
      },
    });
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      published: true,
      domains: '',
      translations: { en: { title: 'Maintenance', contents: 'At 4 a.m.' }, ja: { title: '', contents: '' } },
    });
    expect((await t.call('get-user-notices', { page: 1 })).json().notices).toMatchObject([
      { id, title: '점검 안내' },
    ]);
    expect((await t.call('get-user-notices', { page: 1, lang: 'en' })).json().notices).toMatchObject([
      { id, title: 'Maintenance' },
    ]);
    const hidden = await callEndpoint(t, 'notices.update', {
      params: { id },
      token: operator.token,
      body: { title: '점검 안내(수정)', contents: '새벽 5시 점검', domains: '', published: false },
    });
    expect(hidden.json().data).toMatchObject({ title: '점검 안내(수정)', published: false });
    expect((await t.call('get-user-notices', { page: 1 })).json().notices).toEqual([]);
    const listed = await callEndpoint(t, 'notices.list', {
      token: operator.token,
      query: { published: 'false' },
    });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id }] });
    await callEndpoint(t, 'notices.delete', { params: { id }, token: operator.token });
    expect((await auditOf(t.database.db, 'notice', id)).map((row) => row.action)).toEqual([
      'notice.delete',
      'notice.update',
      'notice.create',
    ]);
  });
});
