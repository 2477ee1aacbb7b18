import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { agentSessions, type Db, hashToken, members, preparedFor, sessions } from '@haneul/db';

/** The agent an agent-page request acts for: everything it reads is scoped to this id's subtree. */
export interface AgentPrincipal {
  agentId: number;
  sessionId: number;
  expiresAt: Date;
}

/**
 * An agent-page session that is live, whose member is still an active agent, and whose member
 * session (the one that pressed the agent button) is still signed in: signing out of the member
 * site, a revoked member session, a suspension or a change of play type ends the agent page at once.
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
      // Sessions opened before they recorded their origin have none, and end here too.
      .innerJoin(sessions, eq(sessions.id, agentSessions.memberSessionId))
      .where(
        and(
          eq(agentSessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(agentSessions.revokedAt),
          gt(agentSessions.expiresAt, sql.placeholder('now')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(members.state, 'active'),
          eq(members.playType, 'agent'),
        ),
      )
      .limit(1)
      .prepare('find_agent_session'),
  ).execute({ tokenHash: hashToken(token), now });
  return row ?? null;
}
