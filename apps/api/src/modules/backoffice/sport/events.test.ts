import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sportEvents } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestEvent } from '../../sport/sport.test-helper.ts';
import { auditOf, callEndpoint } from '../testing/backoffice.test-helper.ts';
import { sportDesk, type SportDesk } from './sport-admin.test-helper.ts';

const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('sport events in the back office on %s', (engine) => {
  let t: TestApp;
  let desk: SportDesk;
  beforeAll(async () => {
    t = await createTestApp(engine);
    desk = await sportDesk(t);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const later = (hours: number) => new Date(t.clock().getTime() + hours * HOUR).toISOString();

  it('creates a competition once per code, for a sport that exists, audited', async () => {
    const body = { code: 'kbo', sport: desk.sport, nameKo: 'KBO 리그', nameEn: 'KBO League', country: 'kr' };
    const created = await callEndpoint(t, 'sportCompetitions.create', { token: desk.operator.token, body });
    expect(created.json().data).toMatchObject({ code: 'kbo', sport: desk.sport, eventCount: 0 });
    expect(await auditOf(t.database.db, 'sport_competition', created.json().data.id)).toMatchObject([
      { action: 'sport_competition.create', staffId: desk.operator.id },
    ]);
    const again = await callEndpoint(t, 'sportCompetitions.create', { token: desk.operator.token, body });
    expect([again.statusCode, again.json()]).toEqual([409, { status: 'conflict', reason: 'code_taken' }]);
    const unknown = await callEndpoint(t, 'sportCompetitions.create', {
      token: desk.operator.token,
      body: { ...body, code: 'npb', sport: 'curling' },
    });
    expect(unknown.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'sport', reason: 'unknown_sport' }],
    });
    const badCode = await callEndpoint(t, 'sportCompetitions.create', {
      token: desk.operator.token,
      body: { ...body, code: 'K League!', country: 'Korea' },
    });
    expect(
      badCode
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['code', 'country']);
    const list = await callEndpoint(t, 'sportCompetitions.list', {
      token: desk.operator.token,
      query: { q: 'KBO' },
    });
    expect(list.json()).toMatchObject({ total: 1, data: [{ code: 'kbo' }] });
  });

  it('creates an event by hand, scheduled and manual, with a generated feed id, audited', async () => {
    const res = await callEndpoint(t, 'sportEvents.create', {
      token: desk.operator.token,
      body: {
        competitionId: desk.competitionId,
        homeKo: 'FC서울',
        homeEn: 'FC Seoul',
        awayKo: '수원',
        awayEn: 'Suwon',
        startsAt: later(3),
      },
    });
    const event = res.json().data;
    expect(event).toMatchObject({
      state: 'scheduled',
      feed: 'manual',
      homeKo: 'FC서울',
      sport: desk.sport,
      markets: [],
      results: [],
      liability: 0,
      pendingResult: false,
    });
    expect(event.feedEventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await auditOf(t.database.db, 'sport_event', event.id)).toMatchObject([
      { action: 'sport_event.create', after: { id: event.id, homeEn: 'FC Seoul' } },
    ]);
    const past = await callEndpoint(t, 'sportEvents.create', {
      token: desk.operator.token,
      body: {
        competitionId: desk.competitionId,
        homeKo: 'a',
        homeEn: 'a',
        awayKo: 'b',
        awayEn: 'b',
        startsAt: later(-1),
      },
    });
    expect(past.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'startsAt', reason: 'starts_in_past' }],
    });
    const nowhere = await callEndpoint(t, 'sportEvents.create', {
      token: desk.operator.token,
      body: {
        competitionId: 999_999,
        homeKo: 'a',
        homeEn: 'a',
        awayKo: 'b',
        awayEn: 'b',
        startsAt: later(1),
      },
    });
    expect(nowhere.json().errors).toEqual([{ field: 'competitionId', reason: 'unknown_competition' }]);
  });

  it('lists events by sport, competition, state, start day and team, in either language', async () => {
    const other = await desk.competitionOf(desk.sport);
    const mine = await desk.event({ competition: other, startsAt: new Date('2026-11-30T10:00:00Z') });
    const list = (query: Record<string, string | number>) =>
      callEndpoint(t, 'sportEvents.list', { token: desk.operator.token, query }).then((res) => res.json());
    expect(await list({ competitionId: other })).toMatchObject({
      total: 1,
      data: [{ id: mine.id, marketCount: 0 }],
    });
    const countOf = async () =>
      (
        await callEndpoint(t, 'sportCompetitions.list', {
          token: desk.operator.token,
          query: { sport: desk.sport, perPage: 100 },
        })
      )
        .json()
        .data.find((competition: { id: number }) => competition.id === other).eventCount;
    expect(await countOf()).toBe(1);
    await desk.event({ competition: other });
    expect(await countOf()).toBe(2);
    expect(
      (await list({ from: '2026-11-30', to: '2026-11-30', q: 'jeon' })).data.map((e: { id: number }) => e.id),
    ).toEqual([mine.id]);
    expect((await list({ from: '2026-12-01', to: '2026-12-01' })).total).toBe(0);
    expect((await list({ q: '전북', state: 'in_play' })).total).toBe(0);
    expect((await list({ sport: desk.sport, sort: 'startsAt', order: 'ASC' })).total).toBeGreaterThan(1);
    const bad = await callEndpoint(t, 'sportEvents.list', {
      token: desk.operator.token,
      query: { state: 'over' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await callEndpoint(t, 'sportEvents.get', {
      token: desk.operator.token,
      params: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('edits the teams and start of a manual event while it is scheduled, not a feed’s event', async () => {
    const { id } = await desk.event();
    const edit = (body: object, eventId = id) =>
      callEndpoint(t, 'sportEvents.update', { token: desk.operator.token, params: { id: eventId }, body });
    const edited = await edit({ awayKo: '포항', awayEn: 'Pohang', startsAt: later(5) });
    expect(edited.json().data).toMatchObject({ awayKo: '포항', homeKo: '울산', startsAt: later(5) });
    expect(await auditOf(t.database.db, 'sport_event', id)).toMatchObject([
      { action: 'sport_event.update', before: { awayKo: '전북' }, after: { awayKo: '포항' } },
      { action: 'sport_event.create' },
    ]);
    expect((await edit({})).json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'body', reason: 'nothing_to_change' }],
    });
    await callEndpoint(t, 'sportEvents.live', {
      token: desk.operator.token,
      params: { id },
      body: { inPlay: true },
    });
    const started = await edit({ homeKo: '대구' });
    expect([started.statusCode, started.json().status]).toEqual([409, 'already']);
    const fed = await createTestEvent(t.database.db, {
      sport: desk.sport,
      startsAt: new Date(later(4)),
      markets: [],
    });
    await t.database.db.update(sportEvents).set({ feed: 'demo' }).where(eq(sportEvents.id, fed.eventId));
    expect((await edit({ homeKo: '대구' }, fed.eventId)).json()).toEqual({
      status: 'conflict',
      reason: 'feed_event',
    });
  });

  it('puts a manual event in play with its score and clock, and back before the start', async () => {
    const { id } = await desk.event();
    const live = (body: object) =>
      callEndpoint(t, 'sportEvents.live', { token: desk.operator.token, params: { id }, body });
    expect((await live({ inPlay: true })).json().data).toMatchObject({
      state: 'in_play',
      scoreHome: 0,
      scoreAway: 0,
    });
    expect((await live({ inPlay: true, home: 2, away: 1, clock: "67'" })).json().data).toMatchObject({
      scoreHome: 2,
      scoreAway: 1,
      clock: "67'",
    });
    const oneSided = await live({ inPlay: true, home: 3 });
    expect(oneSided.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'away', reason: 'score_both_sides' }],
    });
    const beforeStart = await live({ inPlay: false, home: 1, away: 0 });
    expect(beforeStart.json().errors).toEqual([{ field: 'home', reason: 'score_before_start' }]);
    expect((await live({ inPlay: false })).json().data).toMatchObject({
      state: 'scheduled',
      scoreHome: null,
      clock: '',
    });
    expect((await auditOf(t.database.db, 'sport_event', id)).map((row) => row.action)).toEqual([
      'sport_event.live',
      'sport_event.live',
      'sport_event.live',
      'sport_event.create',
    ]);
  });
});
