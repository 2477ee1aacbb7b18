import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('home banners in the back office on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const banner = {
    image: '/images/banners/welcome.svg',
    headlines: { ko: '주말 이벤트', en: 'Weekend event' },
    link: { kind: 'page', path: '/notice' },
    sort: 5,
  };

  it('creates, edits and deletes a banner, each audited, and the carousel follows', async () => {
    const created = await callEndpoint(t, 'banners.create', { token: operator.token, body: banner });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      headlines: { ko: '주말 이벤트', en: 'Weekend event', ja: '', zh: '', vi: '' },
      active: true,
      startsAt: null,
    });
    const shown = async (lang: string) =>
      (await t.call('get-advertisement', { lang }))
        .json()
        .banners.map((b: { headline: string }) => b.headline);
    expect(await shown('en')).toEqual(['Weekend event']);
    expect(await shown('vi')).toEqual(['주말 이벤트']);

    await callEndpoint(t, 'banners.update', {
      params: { id },
      token: operator.token,
      body: { ...banner, active: false },
    });
    expect(await shown('ko')).toEqual([]);
    await callEndpoint(t, 'banners.delete', { params: { id }, token: operator.token });
    expect((await auditOf(t.database.db, 'banner', id)).map((row) => row.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.create',
    ]);
  });

  it('refuses a banner without a Korean headline, with an outside link or an unknown image', async () => {
    const reasons = async (body: object) =>
      (
        await callEndpoint(t, 'banners.create', { token: operator.token, body: { ...banner, ...body } })
      ).json();
    expect(await reasons({ headlines: { en: 'Only English' } })).toMatchObject({
      status: 'invalid',
      errors: [{ field: 'headlines.ko' }],
    });
    expect((await reasons({ link: { kind: 'page', path: '//evil.example/x' } })).errors).toEqual([
      { field: 'link.path', reason: 'page_path' },
    ]);
    expect((await reasons({ image: 'https://evil.example/a.png' })).errors).toMatchObject([
      { field: 'image' },
    ]);
  });
});
