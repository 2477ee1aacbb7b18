import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances, providers, sportSettings } from '@haneul/db';
import { createTestMember, createTestSession, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { startSportJobs } from '../sport-jobs.ts';
import { applyFeedMessage } from './apply-feed.service.ts';
import { createDemoFeed, demoFixture, demoFixtures, demoView } from './demo-feed.ts';
import { DEMO_MATCH_MS, DEMO_STEP_MS } from './demo-match.ts';
import type { FeedAdapter, TFeedMessage } from './feed-message.ts';

const NOON = Date.parse('2026-11-27T03:00:00Z');
const SPORTS = ['soccer', 'baseball', 'basketball', 'volleyball', 'ice-hockey', 'esports'] as const;

describe('the demo feed', () => {
  it('publishes the same schedule on every server, with matches in play at any hour', () => {
    expect(demoFixture(123_456, 1)).toEqual(demoFixture(123_456, 1));
    for (let hour = 0; hour < 24; hour++) {
      const now = NOON + hour * 3_600_000 + 5 * 60_000;
      const fixtures = demoFixtures(now);
      expect(fixtures.length).toBeGreaterThan(100);
      const live = fixtures.filter((f) => f.startsAt <= now && demoView(f, now).result === null);
      expect(live.length).toBeGreaterThan(0);
    }
    const sports = new Set(demoFixtures(NOON).map((f) => f.competition.sport));
    expect([...sports].sort()).toEqual([...SPORTS].sort());
    for (const fixture of demoFixtures(NOON)) expect(fixture.home).not.toBe(fixture.away);
  });

  it('plays each match to the end: versions only grow, scores never fall, and the result is the final score', () => {
    for (const sport of SPORTS) {
      const fixture = demoFixtures(NOON).find((f) => f.competition.sport === sport && !f.cancelled)!;
      let version = 0;
      let last = { home: 0, away: 0 };
      let result = null;
      for (
        let at = fixture.startsAt - 3_600_000;
        at <= fixture.startsAt + DEMO_MATCH_MS;
        at += DEMO_STEP_MS
      ) {
        const view = demoView(fixture, at);
        expect(view.version, sport).toBeGreaterThan(version);
        version = view.version;
        if (view.score) {
          expect(view.score.home).toBeGreaterThanOrEqual(last.home);
          expect(view.score.away).toBeGreaterThanOrEqual(last.away);
          last = view.score;
        }
        if (!view.result)
          expect(view.markets.length, `${sport} at ${at - fixture.startsAt}`).toBeGreaterThan(0);
        result = view.result;
      }
      expect(result, sport).toEqual({ cancelled: false, ...last });
    }
  });
});

describe.each(TEST_ENGINES)('the demo feed applied on %s', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await db()
      .insert(providers)
      .values({ code: 'haneul', nameKo: '하늘', nameEn: 'Haneul', launchUrl: 'http://localhost/play' });
    await db()
      .insert(sportSettings)
      .values(
        SPORTS.map((code) => ({
          code,
          providerCode: 'haneul',
          nameKo: code,
          nameEn: code,
          imgUrl: '',
          used: true,
          inPlayDelayMs: 1_000,
        })),
      );
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  it('takes a match from its listing to its result, and settles a bet placed on it', async () => {
    const fixture = demoFixtures(NOON).find(
      (f) => f.competition.sport === 'soccer' && !f.cancelled && f.startsAt > NOON,
    )!;
    t.clock.set(new Date(fixture.startsAt - 600_000));
    const feed = createDemoFeed();
    const pass = async () => {
      for (const message of (await feed.poll(t.clock())) as TFeedMessage[]) {
        if (message.eventId === fixture.id)
          expect(await applyFeedMessage(db(), message, t.clock())).not.toBe('invalid');
      }
    };
    await pass();
    const listed = (await t.call('get-sport-events', { sport: 'soccer' })).json().events;
    expect(listed).toHaveLength(1);
    const [event] = listed;
    expect(event).toMatchObject({
      home: { ko: fixture.home.ko },
      away: { ko: fixture.away.ko },
      inPlay: false,
    });
    const [main] = event.markets;
    expect(main.type).toBe('1x2');

    const member = await createTestMember(db(), {}, { cash: 10_000, secretHash: 'x' });
    const token = await createTestSession(db(), member.id, t.clock());
    const home = main.selections[0];
    const placed = await t.call(
      'place-sport-bet',
      {
        requestId: `demo-${engine}`,
        stake: 10_000,
        legs: [{ selectionId: home.id, price: home.price }],
        oddsChange: 'none',
      },
      token,
    );
    expect(placed.json().status).toBe('success');

    // Through the match, a pass every few demo steps, to the final whistle.
    for (let at = fixture.startsAt; at <= fixture.startsAt + DEMO_MATCH_MS; at += 4 * DEMO_STEP_MS) {
      t.clock.set(new Date(at));
      await pass();
    }
    const final = demoView(fixture, fixture.startsAt + DEMO_MATCH_MS).result!;
    if (final.cancelled) throw new Error('the chosen fixture plays');
    const after = (await t.call('get-sport-event', { eventId: event.id })).json().event;
    expect(after).toMatchObject({ state: 'finished', score: { home: final.home, away: final.away } });
    const won = final.home > final.away;
    expect((await memberBalances(db(), member.id)).cash).toBe(
      won ? (10_000 * Math.round(home.price * 1000)) / 1000 : 0,
    );
  });

  it('runs in the API process: the jobs poll the feed and decide in-play bets when their delay is over', async () => {
    const fixture = demoFixtures(NOON).find((f) => f.competition.sport === 'baseball' && !f.cancelled)!;
    t.clock.set(new Date(fixture.startsAt + 5 * DEMO_STEP_MS));
    const demo = createDemoFeed();
    const feed: FeedAdapter = {
      code: demo.code,
      poll: async (now) => ((await demo.poll(now)) as TFeedMessage[]).filter((m) => m.eventId === fixture.id),
    };
    const jobs = startSportJobs(t.app, { feed, decideEveryMs: 50, pollEveryMs: 50 });
    try {
      const live = async () =>
        (await t.call('get-sport-events', { sport: 'baseball', inPlay: true })).json().events;
      await expect.poll(live, { timeout: 10_000 }).toHaveLength(1);
      const [event] = await live();
      const member = await createTestMember(db(), {}, { cash: 5_000, secretHash: 'x' });
      const token = await createTestSession(db(), member.id, t.clock());
      const selection = event.markets[0].selections[0];
      const placed = (
        await t.call(
          'place-sport-bet',
          {
            requestId: `jobs-${engine}`,
            stake: 5_000,
            legs: [{ selectionId: selection.id, price: selection.price }],
            oddsChange: 'any',
          },
          token,
        )
      ).json();
      expect(placed.bet.state).toBe('waiting');
      t.clock.advance(1_000);
      const state = async () =>
        (await t.call('get-sport-bets', { state: 'open' }, token)).json().bets[0]?.state;
      await expect.poll(state, { timeout: 10_000 }).toBe('open');
      expect((await memberBalances(db(), member.id)).cash).toBe(0);
    } finally {
      await jobs.stop();
    }
  });
});
