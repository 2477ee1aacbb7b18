import { count, eq } from 'drizzle-orm';
import { memberExclusions, playLimitEvents, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

interface MemberFilter {
  memberId?: number | undefined;
}

/** Every change of limits, the member's own and the cooling-off's, newest first by default. */
export async function pageLimitEvents(db: Db, { memberId }: MemberFilter, list: ListParams<'id'>) {
  const where = memberId === undefined ? undefined : eq(playLimitEvents.memberId, memberId);
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select()
    .from(playLimitEvents)
    .where(where)
    .orderBy(...orderFor({ id: playLimitEvents.id }, list, playLimitEvents.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(playLimitEvents).where(where);
  return { rows, total: total?.n ?? 0 };
}

const exclusionColumns = { exclusion: memberExclusions, correctedByLogin: staff.login };

const selectExclusions = (db: Db) =>
  db
    .select(exclusionColumns)
    .from(memberExclusions)
    .leftJoin(staff, eq(staff.id, memberExclusions.correctedBy));

export type ExclusionWithCorrector = Awaited<
  ReturnType<ReturnType<typeof selectExclusions>['where']>
>[number];

export async function pageExclusions(db: Db, { memberId }: MemberFilter, list: ListParams<'id'>) {
  const where = memberId === undefined ? undefined : eq(memberExclusions.memberId, memberId);
  const { limit, offset } = pageWindow(list);
  const rows = await selectExclusions(db)
    .where(where)
    .orderBy(...orderFor({ id: memberExclusions.id }, list, memberExclusions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(memberExclusions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findExclusion(db: Db, id: number): Promise<ExclusionWithCorrector | undefined> {
  const [row] = await selectExclusions(db).where(eq(memberExclusions.id, id));
  return row;
}
