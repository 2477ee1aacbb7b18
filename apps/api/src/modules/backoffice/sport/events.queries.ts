import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { sportCompetitions, sportEvents, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

export type EventState = (typeof sportEvents.$inferSelect)['state'];

/** The two sides' names, as every sport record carries them. */
export const teamColumns = {
  homeKo: sportEvents.homeKo,
  homeEn: sportEvents.homeEn,
  awayKo: sportEvents.awayKo,
  awayEn: sportEvents.awayEn,
};

const columns = {
  id: sportEvents.id,
  sport: sportCompetitions.sportCode,
  competitionId: sportCompetitions.id,
  competitionCode: sportCompetitions.code,
  competitionKo: sportCompetitions.nameKo,
  competitionEn: sportCompetitions.nameEn,
  ...teamColumns,
  startsAt: sportEvents.startsAt,
  state: sportEvents.state,
  scoreHome: sportEvents.scoreHome,
  scoreAway: sportEvents.scoreAway,
  clock: sportEvents.clock,
  feed: sportEvents.feed,
  feedEventId: sportEvents.feedEventId,
  updatedAt: sportEvents.updatedAt,
  marketCount: sql<number>`(select count(*) from sport_markets m where m.event_id = sport_events.id)`.mapWith(
    Number,
  ),
  pendingResult: sql<boolean>`exists (select 1 from sport_results r where r.event_id = sport_events.id and r.state = 'pending')`,
};

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export interface EventFilters {
  sport?: string | undefined;
  competitionId?: number | undefined;
  state?: EventState | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  q?: string | undefined;
}

export async function pageEvents(db: Db, filters: EventFilters, list: ListParams<'startsAt' | 'id'>) {
  const team = filters.q === undefined ? undefined : `%${filters.q}%`;
  const where: SQL | undefined = and(
    filters.sport === undefined ? undefined : eq(sportCompetitions.sportCode, filters.sport),
    filters.competitionId === undefined ? undefined : eq(sportEvents.competitionId, filters.competitionId),
    filters.state === undefined ? undefined : eq(sportEvents.state, filters.state),
    filters.start === undefined ? undefined : gte(sportEvents.startsAt, filters.start),
    filters.end === undefined ? undefined : lt(sportEvents.startsAt, filters.end),
    team === undefined
      ? undefined
      : or(
          ilike(sportEvents.homeKo, team),
          ilike(sportEvents.homeEn, team),
          ilike(sportEvents.awayKo, team),
          ilike(sportEvents.awayEn, team),
        ),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select(columns)
    .from(sportEvents)
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(where)
    .orderBy(...orderFor({ startsAt: sportEvents.startsAt, id: sportEvents.id }, list, sportEvents.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(sportEvents)
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findEvent(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(sportEvents)
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(eq(sportEvents.id, id));
  return row;
}

/** The event's own row under a row lock: changes to it, its markets and its results take turns. */
export async function lockEvent(tx: Db, id: number) {
  const [row] = await tx.select().from(sportEvents).where(eq(sportEvents.id, id)).for('update');
  return row;
}

export async function insertEvent(tx: Db, values: typeof sportEvents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sportEvents).values(values).returning({ id: sportEvents.id });
  return row!.id;
}

export async function updateEvent(
  tx: Db,
  id: number,
  change: Partial<typeof sportEvents.$inferInsert>,
): Promise<void> {
  await tx.update(sportEvents).set(change).where(eq(sportEvents.id, id));
}
