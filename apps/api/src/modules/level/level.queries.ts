import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { compRates, depositRequests, levels, members, type Db, type TGameType } from '@haneul/db';

/** What the member has deposited and been credited, in won: the measure levels rise by. */
export async function completedDeposits(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositRequests.amount}), 0)` })
    .from(depositRequests)
    .where(and(eq(depositRequests.memberId, memberId), eq(depositRequests.state, 'completed')));
  return Number(row?.total ?? 0);
}

/**
 * Raises the member to the highest level whose threshold their completed deposits reach, in one
 * statement (two completions at once cannot pass each other). A threshold of 0 is never reached
 * by deposits: such a level is given by staff only. Never lowers a level. Answers the new level,
 * or null when it stayed.
 */
export async function raiseLevelByDeposits(db: Db, memberId: number): Promise<number | null> {
  const { rows } = await db.execute<{ level: number }>(sql`
    update ${members} set level = reached.level
    from (
      select max(${levels.level}) as level from ${levels}
      where ${levels.upgradeDeposits} > 0
        and ${levels.upgradeDeposits} <= (
          select coalesce(sum(${depositRequests.amount}), 0) from ${depositRequests}
          where ${depositRequests.memberId} = ${memberId} and ${depositRequests.state} = 'completed'
        )
    ) as reached
    where ${members.id} = ${memberId} and reached.level > ${members.level}
    returning ${members.level} as level`);
  const [row] = rows;
  return row ? Number(row.level) : null;
}

export async function findMemberLevel(db: Db, memberId: number) {
  const [row] = await db
    .select({ level: members.level, language: members.language })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** A level with its names and its comp rates by game type (0 where none is set). */
export async function findLevel(db: Db, level: number) {
  const [row] = await db.select().from(levels).where(eq(levels.level, level));
  return row ? withRates(db, row) : undefined;
}

/** The first level above `level` that deposits can reach, or undefined at the top. */
export async function findNextLevel(db: Db, level: number) {
  const [row] = await db
    .select()
    .from(levels)
    .where(and(gt(levels.level, level), gt(levels.upgradeDeposits, 0)))
    .orderBy(asc(levels.level))
    .limit(1);
  return row ? withRates(db, row) : undefined;
}

async function withRates(db: Db, row: typeof levels.$inferSelect) {
  const own = await db.select().from(compRates).where(eq(compRates.level, row.level));
  const rate = (type: TGameType) => own.find((entry) => entry.gameType === type)?.rateBp ?? 0;
  return { ...row, rates: { slot: rate('slot'), casino: rate('casino'), sport: rate('sport') } };
}
