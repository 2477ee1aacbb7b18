import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { sportEvents, sportPriceHistory } from '@haneul/db';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint } from '../testing/backoffice.test-helper.ts';
import { sportDesk, type SportDesk } from './sport-admin.test-helper.ts';

describe.each(TEST_ENGINES)('sport markets in the back office on %s', (engine) => {
  let t: TestApp;
  let desk: SportDesk;
  beforeAll(async () => {
    t = await createTestApp(engine);
    desk = await sportDesk(t);
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t?.destroy();
  });

  const addMarket = (eventId: number, body: object) =>
    callEndpoint(t, 'sportMarkets.create', { token: desk.operator.token, params: { id: eventId }, body });
  const prices = (marketId: number, selections: object[]) =>
    callEndpoint(t, 'sportMarkets.prices', {
      token: desk.operator.token,
      params: { id: marketId },
      body: { selections },
    });
  const setState = (marketId: number, state: string) =>
    callEndpoint(t, 'sportMarkets.state', {
      token: desk.operator.token,
      params: { id: marketId },
      body: { state },
    });
  const historyOf = (selectionId: number) =>
    t.database.db
      .select({ price: sportPriceHistory.price })
      .from(sportPriceHistory)
      .where(eq(sportPriceHistory.selectionId, selectionId))
      .orderBy(asc(sportPriceHistory.id))
      .then((rows) => rows.map((row) => row.price));

  it('adds markets with lines in goals on a quarter, each price the first of its history, audited', async () => {
    const { id } = await desk.event();
    const total = await addMarket(id, {
      type: 'over_under',
      line: 2.5,
      minStake: 5_000,
      maxStake: 500_000,
      selections: [
        { key: 'under', price: 1.95 },
        { key: 'over', price: 1.85 },
      ],
    });
    const market = total.json().data;
    expect(market).toMatchObject({
      type: 'over_under',
      line: 2.5,
      state: 'open',
      minStake: 5_000,
      sort: 0,
      selections: [
        { key: 'over', price: 1.85, liability: 0, history: [{ price: 1.85 }] },
        { key: 'under', price: 1.95, history: [{ price: 1.95 }] },
      ],
    });
    const asian = await addMarket(id, {
      type: 'asian_handicap',
      line: -0.25,
      minStake: 1_000,
      maxStake: 100_000,
      selections: [
        { key: 'home', price: 1.9 },
        { key: 'away', price: 1.9 },
      ],
    });
    expect(asian.json().data).toMatchObject({ line: -0.25, sort: 1 });
    expect(await auditOf(t.database.db, 'sport_market', market.id)).toMatchObject([
      { action: 'sport_market.create', staffId: desk.operator.id, after: { line: 2.5 } },
    ]);
    const event = await callEndpoint(t, 'sportEvents.get', { token: desk.operator.token, params: { id } });
    expect(event.json().data.markets.map((m: { type: string }) => m.type)).toEqual([
      'over_under',
      'asian_handicap',
    ]);
  });

  it('refuses a line the type does not take, prices for the wrong selections, and a market twice', async () => {
    const { id } = await desk.event();
    const market = (type: string, line: number | null, selections: object[], extra = {}) =>
      addMarket(id, { type, line, minStake: 1_000, maxStake: 10_000, selections, ...extra });
    const threeWay = [
      { key: 'home', price: 2 },
      { key: 'draw', price: 3 },
      { key: 'away', price: 4 },
    ];
    const lineReason = { status: 'invalid', errors: [{ field: 'line', reason: 'line_for_type' }] };
    expect((await market('1x2', 0.5, threeWay)).json()).toEqual(lineReason);
    expect((await market('handicap', 0.5, threeWay)).json()).toEqual(lineReason);
    expect(
      (
        await market('over_under', -1, [
          { key: 'over', price: 2 },
          { key: 'under', price: 2 },
        ])
      ).json(),
    ).toEqual(lineReason);
    expect((await market('asian_handicap', null, threeWay)).json()).toEqual(lineReason);
    expect((await market('over_under', 0.3, threeWay)).json().errors).toContainEqual({
      field: 'line',
      reason: 'line_quarters',
    });
    expect((await market('1x2', null, threeWay.slice(0, 2))).json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'selections', reason: 'selection_for_type' }],
    });
    expect(
      (await market('1x2', null, [...threeWay.slice(0, 2), { key: 'over', price: 2 }])).json().errors,
    ).toEqual([{ field: 'selections.2.key', reason: 'selection_for_type' }]);
    expect((await market('1x2', null, threeWay, { minStake: 20_000 })).json().errors).toEqual([
      { field: 'maxStake', reason: 'below_minimum' },
    ]);
    expect(
      (await market('1x2', null, [{ key: 'home', price: 1.001 }, ...threeWay.slice(1)])).statusCode,
    ).toBe(400);
    expect((await market('1x2', null, threeWay)).statusCode).toBe(200);
    const twice = await market('1x2', null, threeWay);
    expect([twice.statusCode, twice.json()]).toEqual([409, { status: 'conflict', reason: 'market_exists' }]);
    expect(
      (await addMarket(999_999, { type: '1x2', line: null, minStake: 1, maxStake: 1, selections: threeWay }))
        .statusCode,
    ).toBe(404);
  });

  it('appends each price change to the history, and nothing for a price that did not move', async () => {
    const match = await desk.match1x2();
    const res = await prices(match.marketId, [
      { key: 'home', price: 2.05 },
      { key: 'draw', price: 3.4 },
    ]);
    expect(res.json().data.selections.map((s: { price: number }) => s.price)).toEqual([2.05, 3.4, 3.8]);
    await prices(match.marketId, [{ key: 'home', price: 1.9 }]);
    expect(await historyOf(match.home)).toEqual([1_950, 2_050, 1_900]);
    expect(await historyOf(match.draw)).toEqual([3_400]);
    const event = await callEndpoint(t, 'sportEvents.get', {
      token: desk.operator.token,
      params: { id: match.eventId },
    });
    expect(event.json().data.markets[0].selections[0].history.map((h: { price: number }) => h.price)).toEqual(
      [1.95, 2.05, 1.9],
    );
    expect(await auditOf(t.database.db, 'sport_market', match.marketId)).toMatchObject([
      { action: 'sport_market.prices', before: { home: 2.05 }, after: { home: 1.9 } },
      { action: 'sport_market.prices', before: { home: 1.95, draw: 3.4 }, after: { home: 2.05, draw: 3.4 } },
      { action: 'sport_market.create' },
    ]);
    const wrongKey = await prices(match.marketId, [{ key: 'over', price: 2 }]);
    expect(wrongKey.json().errors).toEqual([{ field: 'selections.0.key', reason: 'selection_for_type' }]);
    const bets = await desk.member(50_000);
    // The member saw 1.95, the price is 1.90 now: refused under the "none" policy, at the new price.
    expect(await desk.place(bets.token, 10_000, [{ selectionId: match.home, price: 1.95 }])).toEqual({
      status: 'odds',
      legs: [{ selectionId: match.home, price: 1.9 }],
    });
  });

  it('sets stake limits that placement holds a bet to', async () => {
    const match = await desk.match1x2();
    const limits = (body: object) =>
      callEndpoint(t, 'sportMarkets.limits', {
        token: desk.operator.token,
        params: { id: match.marketId },
        body,
      });
    expect((await limits({ minStake: 5_000, maxStake: 20_000 })).json().data).toMatchObject({
      minStake: 5_000,
      maxStake: 20_000,
    });
    expect((await limits({ minStake: 30_000, maxStake: 20_000 })).json().errors).toEqual([
      { field: 'maxStake', reason: 'below_minimum' },
    ]);
    const bettor = await desk.member(100_000);
    expect(await desk.place(bettor.token, 25_000, [{ selectionId: match.home, price: 1.95 }])).toEqual({
      status: 'limit',
      reason: 'max_stake',
      max: 20_000,
    });
    expect(await auditOf(t.database.db, 'sport_market', match.marketId)).toMatchObject([
      {
        action: 'sport_market.limits',
        before: { minStake: 1_000, maxStake: 1_000_000 },
        after: { maxStake: 20_000 },
      },
      { action: 'sport_market.create' },
    ]);
  });

  it('suspends, reopens and closes a market; a closed one takes no further change', async () => {
    const match = await desk.match1x2();
    const bettor = await desk.member(100_000);
    expect((await setState(match.marketId, 'suspended')).json().data.state).toBe('suspended');
    expect(await desk.place(bettor.token, 10_000, [{ selectionId: match.home, price: 1.95 }])).toEqual({
      status: 'suspended',
    });
    const again = await setState(match.marketId, 'suspended');
    expect([again.statusCode, again.json().status, again.json().data.state]).toEqual([
      409,
      'already',
      'suspended',
    ]);
    expect((await setState(match.marketId, 'open')).json().data.state).toBe('open');
    expect((await desk.place(bettor.token, 10_000, [{ selectionId: match.home, price: 1.95 }])).status).toBe(
      'success',
    );
    expect((await setState(match.marketId, 'closed')).json().data.state).toBe('closed');
    expect((await setState(match.marketId, 'open')).statusCode).toBe(409);
    expect((await prices(match.marketId, [{ key: 'home', price: 2 }])).json().status).toBe('already');
    expect((await auditOf(t.database.db, 'sport_market', match.marketId)).map((row) => row.after)).toEqual([
      { state: 'closed' },
      { state: 'open' },
      { state: 'suspended' },
      expect.anything(),
    ]);
  });

  it('refuses any change to a settled market with 409 already, and markets on a feed’s event', async () => {
    const match = await desk.match1x2();
    expect(await desk.settle(match.eventId, { home: 1, away: 0 })).toMatchObject({
      data: { state: 'approved' },
    });
    const audited = (await auditOf(t.database.db, 'sport_market', match.marketId)).length;
    for (const res of [
      await prices(match.marketId, [{ key: 'home', price: 2 }]),
      await setState(match.marketId, 'suspended'),
      await callEndpoint(t, 'sportMarkets.limits', {
        token: desk.operator.token,
        params: { id: match.marketId },
        body: { minStake: 1_000, maxStake: 2_000 },
      }),
    ]) {
      expect([res.statusCode, res.json().status, res.json().data.state]).toEqual([409, 'already', 'settled']);
    }
    expect(await auditOf(t.database.db, 'sport_market', match.marketId)).toHaveLength(audited);
    const over = await addMarket(match.eventId, {
      type: 'over_under',
      line: 2.5,
      minStake: 1_000,
      maxStake: 2_000,
      selections: [
        { key: 'over', price: 2 },
        { key: 'under', price: 2 },
      ],
    });
    expect([over.statusCode, over.json().status]).toEqual([409, 'already']);
    const { id } = await desk.event();
    await t.database.db.update(sportEvents).set({ feed: 'demo' }).where(eq(sportEvents.id, id));
    const fed = await addMarket(id, {
      type: '1x2',
      line: null,
      minStake: 1_000,
      maxStake: 2_000,
      selections: [
        { key: 'home', price: 2 },
        { key: 'draw', price: 3 },
        { key: 'away', price: 4 },
      ],
    });
    expect(fed.json()).toEqual({ status: 'conflict', reason: 'feed_event' });
  });
});
