import { asc, eq } from 'drizzle-orm';
import { agentDomains, type Db } from '@haneul/db';

/** An agent's domain as the agent page and the back office's agent detail show it. */
export const agentDomainColumns = {
  id: agentDomains.id,
  domain: agentDomains.domain,
  code: agentDomains.code,
  state: agentDomains.state,
  createdAt: agentDomains.createdAt,
  decidedAt: agentDomains.decidedAt,
};

export function findAgentDomains(db: Db, agentId: number) {
  return db
    .select(agentDomainColumns)
    .from(agentDomains)
    .where(eq(agentDomains.agentId, agentId))
    .orderBy(asc(agentDomains.domain), asc(agentDomains.id));
}

/**
 * Records a domain request as `pending`; nothing when the domain has a live (pending or approved)
 * request already: the partial unique index decides, so two agents racing for it cannot both ask.
 */
export async function insertAgentDomain(
  db: Db,
  values: { domain: string; agentId: number; code: string | null; createdAt: Date },
) {
  const [row] = await db
    .insert(agentDomains)
    .values(values)
    .onConflictDoNothing()
    .returning(agentDomainColumns);
  return row;
}
