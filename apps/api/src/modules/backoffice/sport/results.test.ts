import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint } from '../testing/backoffice.test-helper.ts';
import { sportDesk, type SportDesk } from './sport-admin.test-helper.ts';

describe.each(TEST_ENGINES)('sport results with four eyes on %s', (engine) => {
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

  const enter = (eventId: number, body: object, token = desk.operator.token) =>
    callEndpoint(t, 'sportEvents.result', { token, params: { id: eventId }, body });
  const decide = (verb: 'approve' | 'reject', id: number, token: string) =>
    callEndpoint(t, `sportResults.${verb}`, { token, params: { id } });
  const event = (id: number) =>
    callEndpoint(t, 'sportEvents.get', { token: desk.operator.token, params: { id } }).then(
      (res) => res.json().data,
    );

  it('waits for another staff member: the author is refused, an approval settles the bets and pays', async () => {
    const match = await desk.match1x2();
    const winner = await desk.member(50_000);
    const loser = await desk.member(50_000);
    await desk.place(winner.token, 10_000, [{ selectionId: match.away, price: 3.8 }]);
    await desk.place(loser.token, 20_000, [{ selectionId: match.home, price: 1.95 }]);

    const entered = await enter(match.eventId, { home: 0, away: 1, note: '공식 기록' });
    const result = entered.json().data;
    expect(result).toMatchObject({
      state: 'pending',
      source: 'staff',
      home: 0,
      away: 1,
      cancelled: false,
      enteredBy: desk.operator.id,
      enteredByLogin: desk.operator.login,
      decidedBy: null,
      note: '공식 기록',
    });
    // Nobody bets on a known score while it waits: the event's markets are suspended.
    expect((await event(match.eventId)).markets[0].state).toBe('suspended');
    expect((await event(match.eventId)).pendingResult).toBe(true);
    const reopen = await callEndpoint(t, 'sportMarkets.state', {
      token: desk.operator.token,
      params: { id: match.marketId },
      body: { state: 'open' },
    });
    expect(reopen.json()).toEqual({ status: 'conflict', reason: 'result_pending' });
    const second = await enter(match.eventId, { home: 1, away: 1 });
    expect(second.json()).toEqual({ status: 'conflict', reason: 'result_pending' });

    const own = await decide('approve', result.id, desk.operator.token);
    expect([own.statusCode, own.json()]).toEqual([409, { status: 'approval', reason: 'own_result' }]);
    expect(await desk.cashOf(winner.id)).toBe(40_000);

    const approved = await decide('approve', result.id, desk.admin.token);
    expect(approved.json()).toMatchObject({
      settled: 2,
      data: { state: 'approved', decidedBy: desk.admin.id, decidedByLogin: desk.admin.login },
    });
    expect(await desk.cashOf(winner.id)).toBe(40_000 + 38_000);
    expect(await desk.cashOf(loser.id)).toBe(30_000);
    expect(await event(match.eventId)).toMatchObject({
      state: 'finished',
      scoreHome: 0,
      scoreAway: 1,
      liability: 0,
    });
    const again = await decide('approve', result.id, desk.second.token);
    expect([again.statusCode, again.json().status, again.json().data.state]).toEqual([
      409,
      'already',
      'approved',
    ]);
    expect(
      (await auditOf(t.database.db, 'sport_result', result.id)).map((row) => [row.action, row.staffId]),
    ).toEqual([
      ['sport_result.approve', desk.admin.id],
      ['sport_result.enter', desk.operator.id],
    ]);
  });

  it('re-settles a corrected result by the difference, logged as the bet’s second settlement', async () => {
    const match = await desk.match1x2();
    const bettor = await desk.member(10_000);
    const placed = await desk.place(bettor.token, 10_000, [{ selectionId: match.home, price: 1.95 }]);
    await desk.settle(match.eventId, { home: 2, away: 0 });
    expect(await desk.cashOf(bettor.id)).toBe(19_500);
    // The score was 2-2 after all: entered by the admin, approved by an operator this time.
    const corrected = await desk.settle(match.eventId, { home: 2, away: 2 }, desk.admin, desk.operator);
    expect(corrected).toMatchObject({ settled: 1, data: { state: 'approved', home: 2, away: 2 } });
    expect(await desk.cashOf(bettor.id)).toBe(0);
    const log = await callEndpoint(t, 'sportSettlements.list', {
      token: desk.operator.token,
      query: { betId: placed.bet.id, sort: 'id', order: 'ASC' },
    });
    expect(log.json()).toMatchObject({
      total: 2,
      data: [
        {
          betId: placed.bet.id,
          memberId: bettor.id,
          seq: 1,
          payout: 19_500,
          previousPayout: 0,
          writtenOff: 0,
        },
        { seq: 2, payout: 0, previousPayout: 19_500, writtenOff: 0 },
      ],
    });
    const results = await callEndpoint(t, 'sportResults.list', {
      token: desk.operator.token,
      query: { eventId: match.eventId },
    });
    expect(
      results
        .json()
        .data.map((r: { state: string; home: number; away: number }) => [r.state, r.home, r.away]),
    ).toEqual([
      ['approved', 2, 2],
      ['superseded', 2, 0],
    ]);
  });

  it('writes off a clawback the member’s cash no longer covers', async () => {
    const match = await desk.match1x2();
    const bettor = await desk.member(10_000);
    await desk.place(bettor.token, 10_000, [{ selectionId: match.home, price: 1.95 }]);
    await desk.settle(match.eventId, { home: 1, away: 0 });
    const spender = await desk.match1x2();
    await desk.place(bettor.token, 15_000, [{ selectionId: spender.draw, price: 3.4 }]);
    await desk.settle(match.eventId, { home: 0, away: 0 });
    expect(await desk.cashOf(bettor.id)).toBe(0);
    const log = await callEndpoint(t, 'sportSettlements.list', {
      token: desk.operator.token,
      query: { memberId: bettor.id },
    });
    expect(log.json().data[0]).toMatchObject({
      seq: 2,
      payout: 0,
      previousPayout: 19_500,
      writtenOff: 15_000,
    });
  });

  it('rejects a result: nothing settles, and a new one can be entered', async () => {
    const match = await desk.match1x2();
    const bettor = await desk.member(10_000);
    await desk.place(bettor.token, 10_000, [{ selectionId: match.home, price: 1.95 }]);
    const wrong = (await enter(match.eventId, { home: 9, away: 0 })).json().data;
    const rejected = await decide('reject', wrong.id, desk.second.token);
    expect(rejected.json()).toMatchObject({
      settled: 0,
      data: { state: 'rejected', decidedBy: desk.second.id },
    });
    expect(await desk.cashOf(bettor.id)).toBe(0);
    expect((await event(match.eventId)).state).toBe('scheduled');
    expect((await enter(match.eventId, { home: 1, away: 0 })).statusCode).toBe(200);
    const pending = await callEndpoint(t, 'sportResults.list', {
      token: desk.operator.token,
      query: { state: 'pending', eventId: match.eventId },
    });
    expect(pending.json()).toMatchObject({ total: 1, data: [{ home: 1, state: 'pending' }] });
  });

  it('cancels an event with four eyes: every leg on it void, the stake back', async () => {
    const match = await desk.match1x2();
    const bettor = await desk.member(10_000);
    await desk.place(bettor.token, 10_000, [{ selectionId: match.draw, price: 3.4 }]);
    const cancel = await callEndpoint(t, 'sportEvents.cancel', {
      token: desk.operator.token,
      params: { id: match.eventId },
      body: { note: '우천 취소' },
    });
    const result = cancel.json().data;
    expect(result).toMatchObject({
      state: 'pending',
      cancelled: true,
      home: null,
      away: null,
      note: '우천 취소',
    });
    expect(await auditOf(t.database.db, 'sport_result', result.id)).toMatchObject([
      { action: 'sport_event.cancel', after: { marketsSuspended: 1 } },
    ]);
    expect((await decide('approve', result.id, desk.operator.token)).statusCode).toBe(409);
    expect((await decide('approve', result.id, desk.second.token)).json().settled).toBe(1);
    expect(await desk.cashOf(bettor.id)).toBe(10_000);
    expect((await event(match.eventId)).state).toBe('cancelled');
  });

  it('answers 404 for a result or event that does not exist, and invalid for a bad score', async () => {
    expect((await decide('approve', 999_999, desk.second.token)).statusCode).toBe(404);
    expect((await enter(999_999, { home: 1, away: 0 })).statusCode).toBe(404);
    const match = await desk.match1x2();
    const bad = await enter(match.eventId, { home: -1, away: 1.5 });
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['home', 'away']);
    expect((await event(match.eventId)).pendingResult).toBe(false);
  });
});
