import { randomUUID } from 'node:crypto';
import type { Db } from '@haneul/db';
import { invalidFields, notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { dayRange } from '../../../lib/korean-day.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCompetition } from './competitions.queries.ts';
import { eventDetail, eventSummary } from './event-detail.ts';
import {
  insertEvent,
  lockEvent,
  pageEvents,
  updateEvent,
  type EventFilters,
  type EventRow,
} from './events.queries.ts';
import { eventRecord } from './sport-records.ts';

/** The feed name of events staff make by hand: the feed never touches them. */
export const MANUAL_FEED = 'manual';

export async function listEvents(
  db: Db,
  {
    from,
    to,
    now,
    ...options
  }: Omit<EventFilters, 'start' | 'end'> & {
    from?: string | undefined;
    to?: string | undefined;
    now: Date;
  } & ListParams<'startsAt' | 'id'>,
) {
  const range = from || to ? dayRange({ from, to }, now) : undefined;
  const { rows, total } = await pageEvents(db, { ...options, start: range?.start, end: range?.end }, options);
  return listOf(rows.map(eventRecord), total);
}

export async function getEvent(db: Db, { id }: { id: number }) {
  return { data: await eventDetail(db, id) };
}

/** A start in the past would be an event nobody can bet on before it (placement refuses started events). */
function checkStart(startsAt: string | undefined, now: Date): void {
  if (startsAt !== undefined && new Date(startsAt) <= now) {
    throw invalidFields({ field: 'startsAt', reason: 'starts_in_past' });
  }
}

export interface EventInput {
  competitionId: number;
  homeKo: string;
  homeEn: string;
  awayKo: string;
  awayEn: string;
  startsAt: string;
}

/** An event by hand: scheduled, kept by no feed (`manual`, a generated id), markets added next. */
export async function createEvent(db: Db, { actor, input }: { actor: Actor; input: EventInput }) {
  checkStart(input.startsAt, actor.now);
  return db.transaction(async (tx) => {
    if (!(await findCompetition(tx, input.competitionId))) {
      throw invalidFields({ field: 'competitionId', reason: 'unknown_competition' });
    }
    const id = await insertEvent(tx, {
      ...input,
      startsAt: new Date(input.startsAt),
      feed: MANUAL_FEED,
      feedEventId: randomUUID(),
      updatedAt: actor.now,
    });
    const data = await eventDetail(tx, id);
    await recordAudit(tx, actor, {
      action: 'sport_event.create',
      targetType: 'sport_event',
      targetId: id,
      after: eventSummary(data),
    });
    return { data };
  });
}

/**
 * The event's row locked for a change staff make by hand: it must exist, be kept by no feed (a
 * feed's next message would undo the change) and be in one of `states`, else 409.
 */
async function lockManualEvent(tx: Db, id: number, states: readonly EventRow['state'][]) {
  const event = await lockEvent(tx, id);
  if (!event) throw notFound();
  if (event.feed !== MANUAL_FEED) throw conflict('conflict', { reason: 'feed_event' });
  if (!states.includes(event.state)) throw conflict('already', { data: await eventDetail(tx, id) });
  return event;
}

/** Teams and start time of a manual event that has not started. */
export async function editEvent(
  db: Db,
  { actor, id, change }: { actor: Actor; id: number; change: Partial<Omit<EventInput, 'competitionId'>> },
) {
  checkStart(change.startsAt, actor.now);
  return db.transaction(async (tx) => {
    await lockManualEvent(tx, id, ['scheduled']);
    const before = eventSummary(await eventDetail(tx, id));
    const { startsAt, ...names } = change;
    await updateEvent(tx, id, {
      ...names,
      ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
      updatedAt: actor.now,
    });
    const data = await eventDetail(tx, id);
    await recordAudit(tx, actor, {
      action: 'sport_event.update',
      targetType: 'sport_event',
      targetId: id,
      before,
      after: eventSummary(data),
    });
    return { data };
  });
}

/**
 * A manual event goes in play (its score 0:0 unless given) or back before the start (score and
 * clock cleared); in play, its score and clock follow the match.
 */
export async function setEventLive(
  db: Db,
  {
    actor,
    id,
    live,
  }: { actor: Actor; id: number; live: { inPlay: boolean; home?: number; away?: number; clock?: string } },
) {
  return db.transaction(async (tx) => {
    const event = await lockManualEvent(tx, id, ['scheduled', 'in_play']);
    const before = {
      state: event.state,
      scoreHome: event.scoreHome,
      scoreAway: event.scoreAway,
      clock: event.clock,
    };
    const after = live.inPlay
      ? {
          state: 'in_play' as const,
          scoreHome: live.home ?? event.scoreHome ?? 0,
          scoreAway: live.away ?? event.scoreAway ?? 0,
          clock: live.clock ?? event.clock,
        }
      : { state: 'scheduled' as const, scoreHome: null, scoreAway: null, clock: '' };
    await updateEvent(tx, id, { ...after, updatedAt: actor.now });
    await recordAudit(tx, actor, {
      action: 'sport_event.live',
      targetType: 'sport_event',
      targetId: id,
      before,
      after,
    });
    return { data: await eventDetail(tx, id) };
  });
}
