import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { agentSessions, members, preparedFor, type Db } from '@haneul/db';
import { hashToken } from '../lib/tokens.ts';

/** The agent an agent-page request acts for: everything it reads is scoped to this id's subtree. */
export interface AgentPrincipal {
  agentId: number;
  sessionId: number;
  expiresAt: Date;
}

/**
 * An agent-page session that is live and whose member is still an active agent: a suspension or a
 * change of play type ends the agent page at once, as it ends member sessions.
 */
export async function findAgentSession(db: Db, token: string, now: Date): Promise<AgentPrincipal | null> {
  const [row] = await preparedFor(db, 'find_agent_session', (handle) =>
    handle
      .select({
        agentId: agentSessions.agentId,
        sessionId: agentSessions.id,
        expiresAt: agentSessions.expiresAt,
      })
      .from(agentSessions)
      .innerJoin(members, eq(members.id, agentSessions.agentId))
      .where(
        and(
          eq(agentSessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(agentSessions.revokedAt),
          gt(agentSessions.expiresAt, sql.placeholder('now')),
          eq(members.state, 'active'),
          eq(members.playType, 'agent'),
        ),
      )
      .limit(1)
      .prepare('find_agent_session'),
  ).execute({ tokenHash: hashToken(token), now });
  return row ?? null;
}
