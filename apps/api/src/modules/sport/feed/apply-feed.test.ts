import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberBalances, sportEvents, sportMarkets, sportPriceHistory, sportSelections } from '@haneul/db';
import { createTestMember, createTestSession, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestSport } from '../sport.test-helper.ts';
import { applyFeedMessage } from './apply-feed.service.ts';
import type { TFeedSnapshot } from './feed-message.ts';

describe.each(TEST_ENGINES)('applying a sports feed on %s', (engine) => {
  let t: TestApp;
  let sport = '';
  let events = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    sport = await createTestSport(db());
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  const snapshot = (version = 1): TFeedSnapshot => ({
    kind: 'snapshot',
    feed: 'test',
    eventId: `m${(events += 1)}`,
    version,
    competition: { code: `kl1-${engine}`, sport, name: { ko: 'K리그1', en: 'K League 1' }, country: 'kr' },
    home: { ko: '서울', en: 'FC Seoul' },
    away: { ko: '포항', en: 'Pohang' },
    startsAt: new Date(t.clock().getTime() + 3_600_000).toISOString(),
    state: 'scheduled',
    score: null,
    clock: '',
    markets: [
      {
        type: '1x2',
        line: null,
        state: 'open',
        selections: [
          { key: 'home', price: 2.1 },
          { key: 'draw', price: 3.2 },
          { key: 'away', price: 3.4 },
        ],
      },
      {
        type: 'over_under',
        line: 2.5,
        state: 'open',
        selections: [
          { key: 'over', price: 1.9 },
          { key: 'under', price: 1.9 },
        ],
      },
    ],
  });
  const apply = (message: unknown) => applyFeedMessage(db(), message, t.clock());
  const eventOf = async (feedEventId: string) =>
    (
      await db()
        .select()
        .from(sportEvents)
        .where(and(eq(sportEvents.feed, 'test'), eq(sportEvents.feedEventId, feedEventId)))
    )[0]!;
  const priceOf = async (eventId: number, type: '1x2' | 'over_under', key: string) => {
    const [row] = await db()
      .select({ price: sportSelections.price })
      .from(sportSelections)
      .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
      .where(
        and(
          eq(sportMarkets.eventId, eventId),
          eq(sportMarkets.type, type),
          eq(sportSelections.key, key as 'home'),
        ),
      );
    return row?.price;
  };
  const change = (eventId: string, version: number, rest: object) => ({
    kind: 'change',
    feed: 'test',
    eventId,
    version,
    ...rest,
  });

  it('makes an event from its snapshot, and a repeated snapshot changes nothing', async () => {
    const message = snapshot();
    expect(await apply(message)).toBe('applied');
    const event = await eventOf(message.eventId);
    expect(event).toMatchObject({ homeKo: '서울', state: 'scheduled', feedVersion: 1 });
    expect(await priceOf(event.id, '1x2', 'home')).toBe(2_100);
    expect(await apply(message)).toBe('stale');
    const listed = (await t.call('get-sport-events', { sport })).json().events;
    expect(listed.find((e: { id: number }) => e.id === event.id).markets).toHaveLength(2);
  });

  it('keeps the newest price whatever order the changes arrive in, each market by its own version', async () => {
    const message = snapshot();
    await apply(message);
    const event = await eventOf(message.eventId);
    const homePrice = (version: number, price: number) =>
      change(message.eventId, version, {
        markets: [{ type: '1x2', line: null, selections: [{ key: 'home', price }] }],
      });
    expect(await apply(homePrice(3, 2.3))).toBe('applied');
    // Version 2 arrives late: it must not undo version 3's home price...
    expect(
      await apply({
        ...homePrice(2, 2.2),
        markets: [
          { type: '1x2', line: null, selections: [{ key: 'home', price: 2.2 }] },
          { type: 'over_under', line: 2.5, state: 'suspended' },
        ],
      }),
    ).toBe('applied');
    expect(await priceOf(event.id, '1x2', 'home')).toBe(2_300);
    // ...but the suspension it carried is news for the total's market, which nothing newer touched.
    const [total] = await db()
      .select()
      .from(sportMarkets)
      .where(and(eq(sportMarkets.eventId, event.id), eq(sportMarkets.type, 'over_under')));
    expect(total?.state).toBe('suspended');
    const history = await db()
      .select({ price: sportPriceHistory.price })
      .from(sportPriceHistory)
      .innerJoin(sportSelections, eq(sportSelections.id, sportPriceHistory.selectionId))
      .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
      .where(and(eq(sportMarkets.eventId, event.id), eq(sportSelections.key, 'home')));
    expect(history.map((row) => row.price)).toEqual([2_100, 2_300]);
  });

  it('goes in play, moves the score, and settles the bets on the final whistle once', async () => {
    const message = snapshot();
    await apply(message);
    const event = await eventOf(message.eventId);
    const created = await createTestMember(db(), {}, { cash: 20_000, secretHash: 'x' });
    const token = await createTestSession(db(), created.id, t.clock());
    const market = (await t.call('get-sport-event', { eventId: event.id })).json().event.markets[0];
    const placed = (
      await t.call(
        'place-sport-bet',
        {
          requestId: `feed-bet-${engine}`,
          stake: 10_000,
          legs: [{ selectionId: market.selections[0].id, price: 2.1 }],
          oddsChange: 'none',
        },
        token,
      )
    ).json();
    expect(placed.status).toBe('success');
    expect(
      await apply(change(message.eventId, 2, { state: 'in_play', score: { home: 0, away: 0 }, clock: "1'" })),
    ).toBe('applied');
    expect(await apply(change(message.eventId, 3, { score: { home: 1, away: 0 }, clock: "55'" }))).toBe(
      'applied',
    );
    expect(await eventOf(message.eventId)).toMatchObject({ state: 'in_play', scoreHome: 1, clock: "55'" });
    const whistle = change(message.eventId, 4, {
      score: { home: 2, away: 0 },
      clock: 'FT',
      result: { cancelled: false, home: 2, away: 0 },
    });
    expect(await apply(whistle)).toBe('applied');
    expect(await apply(whistle)).toBe('stale');
    expect(await eventOf(message.eventId)).toMatchObject({ state: 'finished', scoreHome: 2, scoreAway: 0 });
    expect((await memberBalances(db(), created.id)).cash).toBe(10_000 + 21_000);
  });

  it('refuses what is not a feed message, a change for an event it never saw, and a sport it does not have', async () => {
    expect(await apply({ kind: 'change', feed: 'test' })).toBe('invalid');
    expect(
      await apply({
        ...snapshot(),
        markets: [{ type: 'over_under', line: 2.3, state: 'open', selections: [] }],
      }),
    ).toBe('invalid');
    expect(await apply(change('never-sent', 1, { clock: "3'" }))).toBe('unknown_event');
    const other = snapshot();
    expect(
      await apply({ ...other, competition: { ...other.competition, code: 'x', sport: 'curling' } }),
    ).toBe('unknown_sport');
  });
});
