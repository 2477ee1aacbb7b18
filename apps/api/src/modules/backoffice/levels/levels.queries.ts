import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TOtherContentLanguage } from '@haneul/contract';
import { compRates, GAME_TYPES, levels, members, type Db, type TGameType } from '@haneul/db';

export type CompRates = Record<TGameType, number>;
export type OtherNames = Partial<Record<TOtherContentLanguage, string>>;

/** What a level is beside its number and rates. */
export interface LevelFields {
  name: string;
  otherNames: OtherNames;
  upgradeDeposits: number;
}

export interface LevelRow extends LevelFields {
  level: number;
  rates: CompRates;
  memberCount: number;
}

/** Levels with their comp rates (0 where none is set) and how many members hold each. */
export async function findLevels(
  db: Db,
  { level, order = 'ASC' }: { level?: number; order?: 'ASC' | 'DESC' } = {},
) {
  const memberCount =
    sql<number>`(${db.select({ n: count() }).from(members).where(eq(members.level, levels.level))})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      level: levels.level,
      name: levels.name,
      otherNames: levels.otherNames,
      upgradeDeposits: levels.upgradeDeposits,
      memberCount,
    })
    .from(levels)
    .where(level === undefined ? undefined : eq(levels.level, level))
    .orderBy(order === 'ASC' ? asc(levels.level) : desc(levels.level));
  const rates = await db.select().from(compRates);
  return rows.map((row): LevelRow => {
    const own = rates.filter((rate) => rate.level === row.level);
    const byType = Object.fromEntries(
      GAME_TYPES.map((type) => [type, own.find((rate) => rate.gameType === type)?.rateBp ?? 0]),
    ) as CompRates;
    return { ...row, rates: byType };
  });
}

export async function lockLevel(db: Db, level: number) {
  const [row] = await db
    .select({ level: levels.level })
    .from(levels)
    .where(eq(levels.level, level))
    .for('update');
  return row;
}

/** Inserts the level; false when it exists (the primary key settles a race). */
export async function insertLevel(db: Db, values: LevelFields & { level: number }): Promise<boolean> {
  const rows = await db
    .insert(levels)
    .values(values)
    .onConflictDoNothing()
    .returning({ level: levels.level });
  return rows.length > 0;
}

export async function updateLevelFields(db: Db, level: number, fields: LevelFields): Promise<void> {
  await db.update(levels).set(fields).where(eq(levels.level, level));
}

/** Writes all three rates of a level, replacing what was there (the unique index per level and type). */
export async function upsertCompRates(db: Db, level: number, rates: CompRates): Promise<void> {
  await db
    .insert(compRates)
    .values(GAME_TYPES.map((gameType) => ({ level, gameType, rateBp: rates[gameType] })))
    .onConflictDoUpdate({
      target: [compRates.level, compRates.gameType],
      set: { rateBp: sql`excluded.rate_bp` },
    });
}
