import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sportCompetitions, sportEvents, sportResults, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';
import { teamColumns } from './events.queries.ts';

export type ResultState = (typeof sportResults.$inferSelect)['state'];

const enteredBy = alias(staff, 'entered_by');
const decidedBy = alias(staff, 'decided_by');

const columns = {
  id: sportResults.id,
  eventId: sportResults.eventId,
  sport: sportCompetitions.sportCode,
  ...teamColumns,
  startsAt: sportEvents.startsAt,
  cancelled: sportResults.cancelled,
  home: sportResults.home,
  away: sportResults.away,
  state: sportResults.state,
  source: sportResults.source,
  enteredBy: sportResults.enteredBy,
  enteredByLogin: enteredBy.login,
  decidedBy: sportResults.decidedBy,
  decidedByLogin: decidedBy.login,
  note: sportResults.note,
  createdAt: sportResults.createdAt,
  decidedAt: sportResults.decidedAt,
};

function selectResults(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(sportResults)
    .innerJoin(sportEvents, eq(sportEvents.id, sportResults.eventId))
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .leftJoin(enteredBy, eq(enteredBy.id, sportResults.enteredBy))
    .leftJoin(decidedBy, eq(decidedBy.id, sportResults.decidedBy))
    .where(where)
    .$dynamic();
}

export type ResultRecordRow = NonNullable<Awaited<ReturnType<typeof findResult>>>;

export async function pageResults(
  db: Db,
  filters: { state?: ResultState | undefined; eventId?: number | undefined },
  list: ListParams<'id'>,
) {
  const where = and(
    filters.state === undefined ? undefined : eq(sportResults.state, filters.state),
    filters.eventId === undefined ? undefined : eq(sportResults.eventId, filters.eventId),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await selectResults(db, where)
    .orderBy(...orderFor({ id: sportResults.id }, list, sportResults.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(sportResults).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findResult(db: Db, id: number) {
  const [row] = await selectResults(db, eq(sportResults.id, id));
  return row;
}

/** Every result of an event, the newest first: the event page's history of facts. */
export function resultsOfEvent(db: Db, eventId: number) {
  return selectResults(db, eq(sportResults.eventId, eventId)).orderBy(desc(sportResults.id));
}

export async function hasPendingResult(tx: Db, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: sportResults.id })
    .from(sportResults)
    .where(and(eq(sportResults.eventId, eventId), eq(sportResults.state, 'pending')));
  return row !== undefined;
}
