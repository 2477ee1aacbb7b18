import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TAgentDomainState } from '@haneul/contract';
import { agentDomains, members, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';
import { agentDomainColumns } from '../../agent/index.ts';

const columns = {
  ...agentDomainColumns,
  agentId: agentDomains.agentId,
  agentUserId: members.userId,
  decidedBy: staff.login,
};

const selectFrom = (db: Db) =>
  db
    .select(columns)
    .from(agentDomains)
    .innerJoin(members, eq(members.id, agentDomains.agentId))
    .leftJoin(staff, eq(staff.id, agentDomains.decidedBy));

export interface DomainRequestFilters {
  state?: TAgentDomainState | undefined;
  agentId?: number | undefined;
  /** Part of the domain or of the agent's login id. */
  q?: string | undefined;
}

export async function pageDomainRequests(
  db: Db,
  filters: DomainRequestFilters,
  list: ListParams<'id' | 'domain'>,
) {
  const where: SQL | undefined = and(
    filters.state === undefined ? undefined : eq(agentDomains.state, filters.state),
    filters.agentId === undefined ? undefined : eq(agentDomains.agentId, filters.agentId),
    filters.q === undefined
      ? undefined
      : or(ilike(agentDomains.domain, `%${filters.q}%`), ilike(members.userId, `%${filters.q}%`)),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await selectFrom(db)
    .where(where)
    .orderBy(...orderFor(agentDomains, list, agentDomains.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(agentDomains)
    .innerJoin(members, eq(members.id, agentDomains.agentId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type DomainRequestRow = Awaited<ReturnType<typeof pageDomainRequests>>['rows'][number];

export async function findDomainRequest(db: Db, id: number): Promise<DomainRequestRow | undefined> {
  const [row] = await selectFrom(db).where(eq(agentDomains.id, id));
  return row;
}

/** The request's state under a row lock: of two staff deciding it at once, the second sees the first's decision. */
export async function lockDomainRequest(db: Db, id: number) {
  const [row] = await db
    .select({ state: agentDomains.state, domain: agentDomains.domain, agentId: agentDomains.agentId })
    .from(agentDomains)
    .where(eq(agentDomains.id, id))
    .for('update');
  return row;
}

export async function decideDomainRequest(
  db: Db,
  id: number,
  decision: { state: Exclude<TAgentDomainState, 'pending'>; decidedAt: Date; decidedBy: number },
): Promise<void> {
  await db.update(agentDomains).set(decision).where(eq(agentDomains.id, id));
}
