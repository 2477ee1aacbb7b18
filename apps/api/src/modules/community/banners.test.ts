import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TBannerLink } from '@haneul/contract';
import { banners, type Db } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createCasinoGame,
  createProvider,
  createSlotGame,
  createSlotProvider,
} from '../catalog/catalog-test-data.ts';

const HOUR = 3_600_000;
const HOME: TBannerLink = { kind: 'page', path: '/game' };

async function insertBanner(db: Db, values: Partial<typeof banners.$inferInsert> & { ko: string }) {
  const { ko, ...rest } = values;
  const [row] = await db
    .insert(banners)
    .values({
      image: '/images/banners/live.svg',
      headlines: { ko, en: '', ja: '', zh: '', vi: '' },
      link: HOME,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

describe.each(TEST_ENGINES)('get-advertisement on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(banners);
  });

  const inHours = (hours: number) => new Date(t.clock().getTime() + hours * HOUR);
  const headlines = async (lang?: string) =>
    (await t.call('get-advertisement', lang ? { lang } : {}))
      .json()
      .banners.map((banner: { headline: string }) => banner.headline);

  it('answers the live banners in the operator’s order, inside their schedule and while on', async () => {
    const db = t.database.db;
    await insertBanner(db, { ko: '셋째', sort: 30 });
    await insertBanner(db, { ko: '첫째', sort: 10 });
    await insertBanner(db, { ko: '둘째', sort: 20, startsAt: inHours(-1), endsAt: inHours(1) });
    await insertBanner(db, { ko: '예정', sort: 1, startsAt: inHours(1) });
    await insertBanner(db, { ko: '종료', sort: 1, endsAt: inHours(-1) });
    await insertBanner(db, { ko: '꺼짐', sort: 1, active: false });
    expect(await headlines()).toEqual(['첫째', '둘째', '셋째']);

    t.clock.advance(2 * HOUR);
    expect(await headlines()).toEqual(['예정', '첫째', '셋째']);
  });

  it('answers the asked language and Korean where that language is not written', async () => {
    const db = t.database.db;
    const both = await insertBanner(db, {
      ko: '바카라',
      headlines: { ko: '바카라', en: 'Baccarat', ja: 'バカラ', zh: '', vi: '' },
      sort: 1,
    });
    await insertBanner(db, { ko: '한국어만', sort: 2 });
    expect(await headlines('en')).toEqual(['Baccarat', '한국어만']);
    expect(await headlines('ja')).toEqual(['バカラ', '한국어만']);
    expect(await headlines('zh')).toEqual(['바카라', '한국어만']);
    expect(await headlines()).toEqual(['바카라', '한국어만']);
    const answer = (await t.call('get-advertisement', { lang: 'en' })).json();
    expect(answer.banners[0]).toEqual({
      id: both.id,
      image: '/images/banners/live.svg',
      headline: 'Baccarat',
      link: HOME,
    });
  });

  it('leaves out a banner whose game is off, under a closed studio, in maintenance or gone', async () => {
    const db = t.database.db;
    const provider = await createProvider(db);
    const table = await createCasinoGame(db, provider.code);
    const closedTable = await createCasinoGame(db, provider.code, { used: false });
    const studio = await createSlotProvider(db, provider.code, { used: false });
    const slot = await createSlotGame(db, studio);
    const resting = await createProvider(db, { maintenance: true });
    const restingTable = await createCasinoGame(db, resting.code);
    const game = (company: string, code: string): TBannerLink => ({ kind: 'game', company, code });
    await insertBanner(db, { ko: '열린 테이블', sort: 1, link: game(provider.code, table.code) });
    await insertBanner(db, { ko: '닫힌 테이블', sort: 2, link: game(provider.code, closedTable.code) });
    await insertBanner(db, { ko: '닫힌 스튜디오', sort: 3, link: game(studio.code, slot.code) });
    await insertBanner(db, { ko: '점검', sort: 4, link: game(resting.code, restingTable.code) });
    await insertBanner(db, { ko: '없는 게임', sort: 5, link: game(provider.code, 'no-such-game') });
    await insertBanner(db, { ko: '페이지', sort: 6 });
    expect(await headlines()).toEqual(['열린 테이블', '페이지']);
  });

  it('answers invalid for a language the site does not have', async () => {
    const res = await t.call('get-advertisement', { lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'lang' }] });
  });
});
