import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  memberBalances,
  settings,
  sportExposure,
  sportSameEventPairs,
  sportSelections,
  sportMarkets,
} from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  createTestStaff,
  expectReconciled,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { decideWaitingBets } from './decide-waiting.service.ts';
import { decideResult, enterResult, recordFeedResult } from './results.service.ts';
import { createTestEvent, createTestSport } from './sport.test-helper.ts';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_ENGINES)('the sportsbook on %s', (engine) => {
  let t: TestApp;
  let sport = '';
  const db = () => t.database.db;
  let requests = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    sport = await createTestSport(db(), { inPlayDelayMs: 5_000 });
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  const later = () => new Date(t.clock().getTime() + 2 * HOUR);
  const event1x2 = (prices = [1_950, 3_400, 3_800], state: 'scheduled' | 'in_play' = 'scheduled') =>
    createTestEvent(db(), {
      sport,
      startsAt: state === 'in_play' ? t.clock() : later(),
      state,
      markets: [
        { type: '1x2', prices },
        { type: 'asian_handicap', line: -1, prices: [1_900, 1_900] },
        { type: 'over_under', line: 10, prices: [1_850, 1_950] },
      ],
    });
  async function member(cash: number) {
    const created = await createTestMember(db(), {}, { cash, secretHash: 'x' });
    return { id: created.id, token: await createTestSession(db(), created.id, t.clock()) };
  }
  const cashOf = async (id: number) => (await memberBalances(db(), id)).cash;
  const place = (
    token: string,
    stake: number,
    legs: { selectionId: number; price: number }[],
    oddsChange: 'none' | 'higher' | 'any' = 'none',
    requestId = `slip-${(requests += 1)}-${engine}`,
  ) => t.call('place-sport-bet', { requestId, stake, legs, oddsChange }, token).then((res) => res.json());
  const setPrice = (selectionId: number, price: number) =>
    db().update(sportSelections).set({ price }).where(eq(sportSelections.id, selectionId));

  it('lists events with their main markets, decimal prices and lines in goals', async () => {
    const { eventId, selections } = await event1x2();
    const answer = (await t.call('get-sport-events', { sport })).json();
    const listed = answer.events.find((event: { id: number }) => event.id === eventId);
    expect(listed).toMatchObject({ sport, home: { ko: '울산', en: 'Ulsan' }, inPlay: false, score: null });
    expect(listed.markets.map((m: { type: string; line: number | null }) => [m.type, m.line])).toEqual([
      ['1x2', null],
      ['asian_handicap', -0.25],
      ['over_under', 2.5],
    ]);
    expect(listed.markets[0].selections).toEqual([
      { id: selections[0]![0], key: 'home', price: 1.95 },
      { id: selections[0]![1], key: 'draw', price: 3.4 },
      { id: selections[0]![2], key: 'away', price: 3.8 },
    ]);
    expect((await t.call('get-sport-event', { eventId })).json().event.markets).toHaveLength(3);
    expect((await t.call('get-sport-event', { eventId: 999_999 })).json()).toEqual({ status: 'not_found' });
  });

  it('takes a single once: the stake leaves the balance, a replay answers the same and moves nothing', async () => {
    const { selections } = await event1x2();
    const { id, token } = await member(100_000);
    const slip = {
      requestId: `replay-${engine}`,
      stake: 10_000,
      legs: [{ selectionId: selections[0]![0]!, price: 1.95 }],
      oddsChange: 'none',
    };
    const first = (await t.call('place-sport-bet', slip, token)).json();
    expect(first).toMatchObject({
      status: 'success',
      bet: { state: 'open', stake: 10_000, potentialPayout: 19_500 },
    });
    expect(await cashOf(id)).toBe(90_000);
    const again = (await t.call('place-sport-bet', slip, token)).json();
    expect(again).toEqual(first);
    expect(await cashOf(id)).toBe(90_000);
  });

  it('follows the odds-change policy: none refuses a moved price, higher takes a better one', async () => {
    const { selections } = await event1x2();
    const [home] = selections[0]!;
    const { id, token } = await member(100_000);
    await setPrice(home!, 2_050);
    expect(await place(token, 10_000, [{ selectionId: home!, price: 1.95 }], 'none')).toEqual({
      status: 'odds',
      legs: [{ selectionId: home, price: 2.05 }],
    });
    expect(await cashOf(id)).toBe(100_000);
    const better = await place(token, 10_000, [{ selectionId: home!, price: 1.95 }], 'higher');
    expect(better).toMatchObject({
      status: 'success',
      bet: { potentialPayout: 20_500, legs: [{ price: 2.05 }] },
    });
    await setPrice(home!, 1_800);
    expect((await place(token, 10_000, [{ selectionId: home!, price: 2.05 }], 'higher')).status).toBe('odds');
    expect((await place(token, 10_000, [{ selectionId: home!, price: 2.05 }], 'any')).status).toBe('success');
  });

  it('refuses suspended markets, started events, stakes outside the limits, payouts over the cap, an empty balance', async () => {
    const { selections, markets } = await event1x2();
    const home = selections[0]![0]!;
    const { id, token } = await member(30_000);
    await db().update(sportMarkets).set({ state: 'suspended' }).where(eq(sportMarkets.id, markets[0]!));
    expect(await place(token, 10_000, [{ selectionId: home, price: 1.95 }])).toEqual({ status: 'suspended' });
    await db()
      .update(sportMarkets)
      .set({ state: 'open', minStake: 5_000, maxStake: 20_000 })
      .where(eq(sportMarkets.id, markets[0]!));
    expect(await place(token, 4_000, [{ selectionId: home, price: 1.95 }])).toEqual({
      status: 'limit',
      reason: 'min_stake',
    });
    expect(await place(token, 25_000, [{ selectionId: home, price: 1.95 }])).toEqual({
      status: 'limit',
      reason: 'max_stake',
      max: 20_000,
    });
    await db().insert(settings).values({ key: 'sportMaxPayout', value: 30_000 });
    try {
      expect(await place(token, 20_000, [{ selectionId: home, price: 1.95 }])).toEqual({
        status: 'limit',
        reason: 'max_payout',
        max: 15_384,
      });
    } finally {
      await db().delete(settings).where(eq(settings.key, 'sportMaxPayout'));
    }
    const poor = await member(5_000);
    expect(await place(poor.token, 10_000, [{ selectionId: home, price: 1.95 }])).toEqual({
      status: 'balance',
    });
    expect(await cashOf(poor.id)).toBe(5_000);
    const started = await createTestEvent(db(), {
      sport,
      startsAt: new Date(t.clock().getTime() - 60_000),
      markets: [{ type: '1x2', prices: [1_950, 3_400, 3_800] }],
    });
    expect(await place(token, 10_000, [{ selectionId: started.selections[0]![0]!, price: 1.95 }])).toEqual({
      status: 'suspended',
    });
    expect(await cashOf(id)).toBe(30_000);
  });

  it('pays a multi the product of its legs, and keeps two legs of one event apart unless the pair is allowed', async () => {
    const a = await event1x2();
    const b = await event1x2([2_100, 3_200, 3_300]);
    const { id, token } = await member(100_000);
    const sameEvent = [
      { selectionId: a.selections[0]![0]!, price: 1.95 },
      { selectionId: a.selections[2]![0]!, price: 1.85 },
    ];
    expect(await place(token, 10_000, sameEvent)).toEqual({ status: 'limit', reason: 'same_event' });
    await db().insert(sportSameEventPairs).values({ first: '1x2', second: 'over_under' });
    try {
      expect((await place(token, 10_000, sameEvent)).status).toBe('success');
    } finally {
      await db().delete(sportSameEventPairs);
    }
    const multi = await place(token, 10_000, [
      { selectionId: a.selections[0]![0]!, price: 1.95 },
      { selectionId: b.selections[0]![0]!, price: 2.1 },
    ]);
    expect(multi).toMatchObject({ status: 'success', bet: { potentialPayout: 40_950, legs: [{}, {}] } });
    expect(await cashOf(id)).toBe(80_000);
  });

  it('holds an in-play bet for its delay, then takes it at the price, or refuses what moved against it', async () => {
    const live = await event1x2([1_950, 3_400, 3_800], 'in_play');
    const home = live.selections[0]![0]!;
    const draw = live.selections[0]![1]!;
    const { id, token } = await member(100_000);
    const waiting = await place(token, 10_000, [{ selectionId: home, price: 1.95 }]);
    expect(waiting).toMatchObject({ status: 'success', bet: { state: 'waiting' } });
    expect(await cashOf(id)).toBe(100_000);
    expect(await decideWaitingBets(db(), t.clock())).toBe(0);
    const refused = await place(token, 10_000, [{ selectionId: draw, price: 3.4 }]);
    await setPrice(draw, 3_000);
    t.clock.advance(5_000);
    expect(await decideWaitingBets(db(), t.clock())).toBe(2);
    const open = (await t.call('get-sport-bets', { state: 'open' }, token)).json();
    expect(open.bets.map((bet: { id: number; state: string }) => [bet.id, bet.state])).toEqual([
      [waiting.bet.id, 'open'],
    ]);
    const settled = (await t.call('get-sport-bets', { state: 'settled' }, token)).json();
    expect(settled.bets).toMatchObject([{ id: refused.bet.id, state: 'refused', refusal: 'odds' }]);
    expect(await cashOf(id)).toBe(90_000);
  });

  it('settles by the result, re-settles a correction by the difference, voids a cancelled event', async () => {
    const a = await event1x2();
    const b = await event1x2([2_100, 3_200, 3_300]);
    const { id, token } = await member(100_000);
    // A single on the Asian −0.25 home line and a multi with the over 2.5.
    await place(token, 10_000, [{ selectionId: a.selections[1]![0]!, price: 1.9 }]);
    await place(token, 10_000, [
      { selectionId: a.selections[2]![0]!, price: 1.85 },
      { selectionId: b.selections[0]![0]!, price: 2.1 },
    ]);
    expect(await cashOf(id)).toBe(80_000);
    // 1-1: the −0.25 line is half lost (5,000 back); the over 2.5 is lost, so the multi is too
    // (once its other event has a result).
    await recordFeedResult(db(), {
      eventId: a.eventId,
      result: { cancelled: false, home: 1, away: 1 },
      now: t.clock(),
    });
    expect(await cashOf(id)).toBe(85_000);
    await recordFeedResult(db(), {
      eventId: b.eventId,
      result: { cancelled: false, home: 2, away: 0 },
      now: t.clock(),
    });
    expect(await cashOf(id)).toBe(85_000);
    // The score of the first match is corrected to 2-1: the −0.25 line wins (19,000) and the
    // over 2.5 too, so the multi pays 1.85 × 2.10 = 38,850.
    await recordFeedResult(db(), {
      eventId: a.eventId,
      result: { cancelled: false, home: 2, away: 1 },
      now: t.clock(),
    });
    expect(await cashOf(id)).toBe(80_000 + 19_000 + 38_850);
    // Cancelled after all: every leg on it void, the single's stake back, the multi paying leg b alone.
    await recordFeedResult(db(), { eventId: a.eventId, result: { cancelled: true }, now: t.clock() });
    expect(await cashOf(id)).toBe(80_000 + 10_000 + 21_000);
    const bets = (await t.call('get-sport-bets', { state: 'settled' }, token)).json().bets;
    expect(bets.map((bet: { payout: number }) => bet.payout)).toEqual([21_000, 10_000]);
  });

  it('settles a bet once when two settlements race', async () => {
    const a = await event1x2();
    const { id, token } = await member(10_000);
    await place(token, 10_000, [{ selectionId: a.selections[0]![0]!, price: 1.95 }]);
    const result = { cancelled: false as const, home: 1, away: 0 };
    await Promise.all([
      recordFeedResult(db(), { eventId: a.eventId, result, now: t.clock() }),
      recordFeedResult(db(), { eventId: a.eventId, result, now: t.clock() }),
    ]);
    expect(await cashOf(id)).toBe(19_500);
  });

  it('needs a second staff member to approve a result entered by hand', async () => {
    const a = await event1x2();
    const { id, token } = await member(10_000);
    await place(token, 10_000, [{ selectionId: a.selections[0]![2]!, price: 3.8 }]);
    const [first, second] = [await createTestStaff(db()), await createTestStaff(db())];
    const entered = await enterResult(db(), {
      eventId: a.eventId,
      result: { cancelled: false, home: 0, away: 1 },
      staffId: first.id,
      note: 'official site',
      now: t.clock(),
    });
    await expect(
      decideResult(db(), { resultId: entered.id, staffId: first.id, approve: true, now: t.clock() }),
    ).rejects.toMatchObject({ status: 'approval' });
    expect(await cashOf(id)).toBe(0);
    const { settled } = await decideResult(db(), {
      resultId: entered.id,
      staffId: second.id,
      approve: true,
      now: t.clock(),
    });
    expect(settled).toBe(1);
    expect(await cashOf(id)).toBe(38_000);
    await expect(
      decideResult(db(), { resultId: entered.id, staffId: second.id, approve: true, now: t.clock() }),
    ).rejects.toMatchObject({ status: 'already' });
  });

  it('never passes a liability cap, however many bets race for it', async () => {
    const a = await event1x2();
    const home = a.selections[0]![0]!;
    // Each bet of 10,000 at 1.95 adds 9,500; the cap lets five in.
    await db().insert(settings).values({ key: 'sportSelectionLiability', value: 47_500 });
    try {
      const players = await Promise.all(Array.from({ length: 12 }, () => member(10_000)));
      const answers = await Promise.all(
        players.map((p) => place(p.token, 10_000, [{ selectionId: home, price: 1.95 }])),
      );
      expect(answers.filter((a) => a.status === 'success')).toHaveLength(5);
      expect(answers.filter((a) => a.status === 'limit')).toHaveLength(7);
      const [exposure] = await db()
        .select({ liability: sportExposure.liability })
        .from(sportExposure)
        .where(sql`${sportExposure.scope} = 'selection' and ${sportExposure.scopeId} = ${home}`);
      expect(exposure?.liability).toBe(47_500);
    } finally {
      await db().delete(settings).where(eq(settings.key, 'sportSelectionLiability'));
    }
  });
});
