import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, setSetting } from '../testing/backoffice.test-helper.ts';
import { sportDesk, type SportDesk } from './sport-admin.test-helper.ts';

describe.each(TEST_ENGINES)('open bets, liability and same-event pairs on %s', (engine) => {
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

  it('lists bets by event, member and state, with their legs, stake and potential payout', async () => {
    const a = await desk.match1x2();
    const b = await desk.match1x2();
    const bettor = await desk.member(100_000);
    const single = await desk.place(bettor.token, 10_000, [{ selectionId: a.home, price: 1.95 }]);
    const cross = await desk.place(bettor.token, 5_000, [
      { selectionId: a.draw, price: 3.4 },
      { selectionId: b.draw, price: 3.4 },
    ]);
    const list = (query: Record<string, string | number>) =>
      callEndpoint(t, 'sportBets.list', { token: desk.operator.token, query }).then((res) => res.json());
    const byEvent = await list({ eventId: b.eventId, state: 'open' });
    expect(byEvent).toMatchObject({
      total: 1,
      data: [
        {
          id: cross.bet.id,
          memberId: bettor.id,
          state: 'open',
          stake: 5_000,
          potentialPayout: 57_800,
          payout: 0,
          legs: [
            {
              eventId: a.eventId,
              marketType: '1x2',
              line: null,
              key: 'draw',
              price: 3.4,
              outcome: null,
              homeKo: '울산',
            },
            { eventId: b.eventId, key: 'draw', price: 3.4 },
          ],
        },
      ],
    });
    const onA = await list({ eventId: a.eventId, sort: 'id', order: 'ASC' });
    expect([onA.total, onA.data.map((bet: { id: number }) => bet.id)]).toEqual([
      2,
      [single.bet.id, cross.bet.id],
    ]);
    const mine = await list({ memberId: bettor.id, sort: 'stake', order: 'DESC' });
    expect(mine.data.map((bet: { id: number }) => bet.id)).toEqual([single.bet.id, cross.bet.id]);
    expect((await list({ memberId: bettor.id, state: 'settled' })).total).toBe(0);
    const bad = await callEndpoint(t, 'sportBets.list', {
      token: desk.operator.token,
      query: { state: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the liability of each event and selection, read against the caps', async () => {
    const match = await desk.match1x2();
    const [one, two] = [await desk.member(100_000), await desk.member(100_000)];
    // Liability is what a bet pays less its stake: 10,000 at 1.95 is 9,500; 20,000 at 3.80 is 56,000.
    await desk.place(one.token, 10_000, [{ selectionId: match.home, price: 1.95 }]);
    await desk.place(two.token, 20_000, [{ selectionId: match.away, price: 3.8 }]);
    await desk.place(two.token, 10_000, [{ selectionId: match.home, price: 1.95 }]);
    const res = await callEndpoint(t, 'sportLiability.list', {
      token: desk.operator.token,
      query: { eventId: match.eventId },
    });
    expect(res.json()).toEqual({
      total: 1,
      data: [
        expect.objectContaining({
          id: match.eventId,
          liability: 9_500 + 56_000 + 9_500,
          openBets: 3,
          selections: [
            expect.objectContaining({ id: match.away, key: 'away', liability: 56_000, price: 3.8 }),
            expect.objectContaining({ id: match.home, key: 'home', liability: 19_000, marketType: '1x2' }),
          ],
        }),
      ],
    });
    const detail = await callEndpoint(t, 'sportEvents.get', {
      token: desk.operator.token,
      params: { id: match.eventId },
    });
    expect(detail.json().data.liability).toBe(75_000);
    expect(detail.json().data.markets[0].selections.map((s: { liability: number }) => s.liability)).toEqual([
      19_000, 0, 56_000,
    ]);
    await setSetting(t.database.db, 'sportEventLiability', 80_000);
    try {
      const caps = await callEndpoint(t, 'sportLiability.caps', { token: desk.operator.token });
      expect(caps.json().data).toEqual({
        id: 'caps',
        maxPayout: 50_000_000,
        selectionLiability: 100_000_000,
        eventLiability: 80_000,
        memberLiability: 50_000_000,
      });
    } finally {
      await setSetting(t.database.db, 'sportEventLiability', null);
    }
    // Settled, the event stands to lose nothing and leaves the list.
    await desk.settle(match.eventId, { home: 0, away: 0 });
    const after = await callEndpoint(t, 'sportLiability.list', {
      token: desk.operator.token,
      query: { eventId: match.eventId },
    });
    expect(after.json()).toEqual({ data: [], total: 0 });
  });

  it('lets admins alone allow a pair of market types in one multi on the same event', async () => {
    const { id } = await desk.event();
    const oneX2 = await desk.market(id, { type: '1x2', prices: { home: 1.95, draw: 3.4, away: 3.8 } });
    const total = await desk.market(id, { type: 'over_under', line: 2.5, prices: { over: 1.9, under: 1.9 } });
    const bettor = await desk.member(50_000);
    const slip = [
      { selectionId: oneX2.selection.home!, price: 1.95 },
      { selectionId: total.selection.over!, price: 1.9 },
    ];
    expect(await desk.place(bettor.token, 10_000, slip)).toEqual({ status: 'limit', reason: 'same_event' });
    const operatorTry = await callEndpoint(t, 'sportPairs.update', {
      token: desk.operator.token,
      params: { id: '1x2:over_under' },
      body: { allowed: true },
    });
    expect(operatorTry.statusCode).toBe(403);
    const list = await callEndpoint(t, 'sportPairs.list', {
      token: desk.admin.token,
      query: { order: 'ASC' },
    });
    expect(list.json().total).toBe(10);
    expect(list.json().data[0]).toEqual({ id: '1x2:1x2', first: '1x2', second: '1x2', allowed: false });
    const allow = (allowed: boolean, pair = '1x2:over_under') =>
      callEndpoint(t, 'sportPairs.update', {
        token: desk.admin.token,
        params: { id: pair },
        body: { allowed },
      });
    expect((await allow(true)).json().data).toEqual({
      id: '1x2:over_under',
      first: '1x2',
      second: 'over_under',
      allowed: true,
    });
    expect((await allow(true)).json().data.allowed).toBe(true);
    expect((await desk.place(bettor.token, 10_000, slip)).status).toBe('success');
    expect((await allow(false)).json().data.allowed).toBe(false);
    expect(await auditOf(t.database.db, 'sport_pair', '1x2:over_under')).toMatchObject([
      { action: 'sport_pair.update', after: { allowed: false } },
      { action: 'sport_pair.update', after: { allowed: true }, staffId: desk.admin.id },
    ]);
    for (const pair of ['over_under:1x2', '1x2:moneyline', '1x2']) {
      const res = await allow(true, pair);
      expect([res.statusCode, res.json().errors]).toEqual([400, [{ field: 'id', reason: 'pair_format' }]]);
    }
  });
});
