import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TTextVersions } from '@haneul/contract';
import { members, notes, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

export async function pageNotes(
  db: Db,
  filters: { memberId?: number | undefined; q?: string | undefined },
  list: ListParams<'id' | 'createdAt'>,
) {
  const where: SQL | undefined = and(
    filters.memberId === undefined ? undefined : eq(notes.memberId, filters.memberId),
    filters.q === undefined ? undefined : ilike(notes.title, `%${filters.q}%`),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: notes.id,
      memberId: notes.memberId,
      userId: members.userId,
      title: notes.title,
      contents: notes.contents,
      createdAt: notes.createdAt,
      readAt: notes.readAt,
      deletedAt: notes.deletedAt,
    })
    .from(notes)
    .innerJoin(members, eq(members.id, notes.memberId))
    .where(where)
    .orderBy(...orderFor(notes, list, notes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(notes).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type NoteAudience =
  { kind: 'member'; memberId: number } | { kind: 'level'; level: number } | { kind: 'all' };

/**
 * One note per member of the audience, in one INSERT ... SELECT however many members there are,
 * each in the member's language where `translations` has it (a version with an empty title is not
 * written), else the Korean one. A level or everyone means active members; a named member gets it
 * whatever their state.
 */
export async function insertNotes(
  db: Db,
  {
    audience,
    title,
    contents,
    translations = {},
    now,
  }: { audience: NoteAudience; title: string; contents: string; translations?: TTextVersions; now: Date },
): Promise<number> {
  const who =
    audience.kind === 'member'
      ? sql`id = ${audience.memberId}`
      : audience.kind === 'level'
        ? sql`state = 'active' and level = ${audience.level}`
        : sql`state = 'active'`;
  const version = sql`(${JSON.stringify(translations)}::jsonb -> language)`;
  const written = sql`coalesce(${version} ->> 'title', '') <> ''`;
  const { rows } = await db.execute<{ id: string | number }>(sql`
    insert into ${notes} (member_id, title, contents, created_at)
    select id,
      case when ${written} then ${version} ->> 'title' else ${title}::text end,
      case when ${written} then ${version} ->> 'contents' else ${contents}::text end,
      ${now.toISOString()}::timestamptz
    from ${members} where ${who}
    returning id`);
  return rows.length;
}
