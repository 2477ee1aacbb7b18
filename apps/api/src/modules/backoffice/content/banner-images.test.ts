import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

describe.each(TEST_ENGINES)('uploaded banner images on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const upload = (contentType: string, data: string) =>
    callEndpoint(t, 'banner-images.create', { token: operator.token, body: { contentType, data } });
  const served = (id: string | number) => t.app.inject({ method: 'GET', url: `/public/banner-images/${id}` });

  it('keeps an upload, audited, and serves exactly its bytes with its type, never sniffed', async () => {
    const res = await upload('image/png', PNG.toString('base64'));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      path: `/api/banner-images/${data.id}`,
      contentType: 'image/png',
      size: PNG.length,
    });
    const image = await served(data.id);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const listed = await callEndpoint(t, 'banner-images.list', { token: operator.token });
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id: data.id, path: data.path }));
    expect(await auditOf(t.database.db, 'banner_image', data.id)).toMatchObject([
      { action: 'banner_image.upload', after: { contentType: 'image/png', size: PNG.length } },
    ]);
  });

  it('refuses bytes that are not the type named, SVG, broken base64 and anything over 700 KB, storing nothing', async () => {
    const before = (await callEndpoint(t, 'banner-images.list', { token: operator.token })).json().data
      .length;
    expect((await upload('image/png', GIF.toString('base64'))).json().errors).toEqual([
      { field: 'data', reason: 'not_image' },
    ]);
    expect((await upload('image/jpeg', PNG.toString('base64'))).json().errors).toEqual([
      { field: 'data', reason: 'not_image' },
    ]);
    expect((await upload('image/svg+xml', Buffer.from('<svg/>').toString('base64'))).json().errors).toEqual([
      expect.objectContaining({ field: 'contentType' }),
    ]);
    expect((await upload('image/png', 'not base64!')).json().errors).toEqual([
      { field: 'data', reason: 'base64' },
    ]);
    const big = Buffer.concat([PNG, Buffer.alloc(700_001 - PNG.length)]);
    const tooBig = await upload('image/png', big.toString('base64'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual([{ field: 'data', reason: 'too_large' }]);
    expect((await callEndpoint(t, 'banner-images.list', { token: operator.token })).json().data).toHaveLength(
      before,
    );
  });

  it('lets a banner show an upload, and refuses one naming an image that was never uploaded', async () => {
    const { data } = (await upload('image/png', PNG.toString('base64'))).json();
    const banner = {
      image: data.path,
      headlines: { ko: '새 이미지 배너' },
      link: { kind: 'page', path: '/notice' },
    };
    const created = await callEndpoint(t, 'banners.create', { token: operator.token, body: banner });
    expect(created.statusCode).toBe(200);
    const carousel = (await t.call('get-advertisement', {})).json().banners;
    expect(carousel).toContainEqual(
      expect.objectContaining({ image: data.path, headline: '새 이미지 배너' }),
    );

    const missing = await callEndpoint(t, 'banners.create', {
      token: operator.token,
      body: { ...banner, image: '/api/banner-images/999999' },
    });
    expect(missing.json().errors).toEqual([{ field: 'image', reason: 'unknown_image' }]);
    const elsewhere = await callEndpoint(t, 'banners.create', {
      token: operator.token,
      body: { ...banner, image: 'https://evil.example/x.png' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed image id', async () => {
    expect((await served(999_999)).statusCode).toBe(404);
    expect((await served('abc')).statusCode).toBe(404);
    expect((await served('0')).statusCode).toBe(404);
  });
});
