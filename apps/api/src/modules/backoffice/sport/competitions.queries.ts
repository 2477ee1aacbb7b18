import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { sportCompetitions, sportSettings, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

const columns = {
  id: sportCompetitions.id,
  code: sportCompetitions.code,
  sport: sportCompetitions.sportCode,
  nameKo: sportCompetitions.nameKo,
  nameEn: sportCompetitions.nameEn,
  country: sportCompetitions.country,
  sort: sportCompetitions.sort,
  eventCount:
    sql<number>`(select count(*) from sport_events e where e.competition_id = sport_competitions.id)`.mapWith(
      Number,
    ),
};

export async function pageCompetitions(
  db: Db,
  filters: { sport?: string | undefined; q?: string | undefined },
  list: ListParams<'sort' | 'code' | 'nameKo'>,
) {
  const where: SQL | undefined = and(
    filters.sport === undefined ? undefined : eq(sportCompetitions.sportCode, filters.sport),
    filters.q === undefined
      ? undefined
      : or(
          ilike(sportCompetitions.code, `%${filters.q}%`),
          ilike(sportCompetitions.nameKo, `%${filters.q}%`),
          ilike(sportCompetitions.nameEn, `%${filters.q}%`),
        ),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select(columns)
    .from(sportCompetitions)
    .where(where)
    .orderBy(...orderFor(sportCompetitions, list, sportCompetitions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(sportCompetitions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCompetition(db: Db, id: number) {
  const [row] = await db.select(columns).from(sportCompetitions).where(eq(sportCompetitions.id, id));
  return row;
}

export async function sportExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: sportSettings.code })
    .from(sportSettings)
    .where(eq(sportSettings.code, code));
  return row !== undefined;
}

/** A new competition; undefined when its code is taken (by staff or a feed). */
export async function insertCompetition(tx: Db, values: typeof sportCompetitions.$inferInsert) {
  const [row] = await tx
    .insert(sportCompetitions)
    .values(values)
    .onConflictDoNothing({ target: sportCompetitions.code })
    .returning({ id: sportCompetitions.id });
  return row?.id;
}
