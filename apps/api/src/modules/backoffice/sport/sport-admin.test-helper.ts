import { memberBalances } from '@haneul/db';
import { createTestMember, createTestSession } from '@haneul/db/testing';
import type { TestApp } from '../../../testing/test-app.ts';
import { createTestSport } from '../../sport/sport.test-helper.ts';
import { callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

const HOUR = 3_600_000;

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

let made = 0;

/**
 * The sportsbook as the back office makes it: a switched-on sport, a competition, staff of both
 * roles, and helpers that create events and markets through the endpoints an operator uses.
 */
export async function sportDesk(t: TestApp) {
  const db = t.database.db;
  const operator = await signedInStaff(t, 'operator');
  const second = await signedInStaff(t, 'operator');
  const admin = await signedInStaff(t, 'admin');
  const sport = await createTestSport(db);
  const competitionOf = async (sportCode: string) => {
    const created = await callEndpoint(t, 'sportCompetitions.create', {
      token: operator.token,
      body: {
        code: `k-league-${(made += 1)}`,
        sport: sportCode,
        nameKo: 'K리그1',
        nameEn: 'K League 1',
        country: 'kr',
      },
    });
    return created.json().data.id as number;
  };
  const competitionId = await competitionOf(sport);

  /** A manual event starting in two hours (or `startsAt`), answered as the endpoint gives it. */
  async function event(options: { competition?: number; startsAt?: Date } = {}) {
    const res = await callEndpoint(t, 'sportEvents.create', {
      token: operator.token,
      body: {
        competitionId: options.competition ?? competitionId,
        homeKo: '울산',
        homeEn: 'Ulsan',
        awayKo: '전북',
        awayEn: 'Jeonbuk',
        startsAt: (options.startsAt ?? new Date(t.clock().getTime() + 2 * HOUR)).toISOString(),
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { id: number };
  }

  /** A market on the event; answers its id and its selections' ids in the type's order. */
  async function market(
    eventId: number,
    spec: {
      type: string;
      line?: number | null;
      prices: Record<string, number>;
      minStake?: number;
      maxStake?: number;
    },
  ) {
    const res = await callEndpoint(t, 'sportMarkets.create', {
      token: operator.token,
      params: { id: eventId },
      body: {
        type: spec.type,
        line: spec.line ?? null,
        minStake: spec.minStake ?? 1_000,
        maxStake: spec.maxStake ?? 1_000_000,
        selections: Object.entries(spec.prices).map(([key, price]) => ({ key, price })),
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    const data = res.json().data as { id: number; selections: { id: number; key: string }[] };
    return { id: data.id, selection: Object.fromEntries(data.selections.map((s) => [s.key, s.id])) };
  }

  /** An event with a 1x2 market at 1.95 / 3.40 / 3.80. */
  async function match1x2(options: { competition?: number; startsAt?: Date } = {}) {
    const { id } = await event(options);
    const m = await market(id, { type: '1x2', prices: { home: 1.95, draw: 3.4, away: 3.8 } });
    return { eventId: id, marketId: m.id, ...m.selection } as {
      eventId: number;
      marketId: number;
      home: number;
      draw: number;
      away: number;
    };
  }

  async function member(cash: number) {
    const created = await createTestMember(db, {}, { cash, secretHash: 'x' });
    return { id: created.id, token: await createTestSession(db, created.id, t.clock()) };
  }

  let slips = 0;
  /** A pre-match bet, decided at once; answers the member call's answer. */
  async function place(token: string, stake: number, legs: { selectionId: number; price: number }[]) {
    const res = await t.call(
      'place-sport-bet',
      { requestId: `desk-slip-${(slips += 1)}`, stake, legs, oddsChange: 'none' },
      token,
    );
    return res.json();
  }

  const cashOf = async (id: number) => (await memberBalances(db, id)).cash;

  /** A result entered by `by` and approved by `approver`; answers the approval's answer. */
  async function settle(
    eventId: number,
    score: { home: number; away: number },
    by: Staff = operator,
    approver: Staff = second,
  ) {
    const entered = await callEndpoint(t, 'sportEvents.result', {
      token: by.token,
      params: { id: eventId },
      body: { ...score, note: 'official' },
    });
    const approved = await callEndpoint(t, 'sportResults.approve', {
      token: approver.token,
      params: { id: entered.json().data.id },
    });
    return approved.json();
  }

  return {
    operator,
    second,
    admin,
    sport,
    competitionId,
    competitionOf,
    event,
    market,
    match1x2,
    member,
    place,
    cashOf,
    settle,
  };
}

export type SportDesk = Awaited<ReturnType<typeof sportDesk>>;
