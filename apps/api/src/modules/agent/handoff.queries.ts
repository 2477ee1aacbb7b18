import { and, eq, gt, isNull } from 'drizzle-orm';
import { agentHandoffs, agentSessions, members, sessions, type Db } from '@haneul/db';

/** The member as the handoff needs them: an agent page exists only for active agents. */
export async function findAgentIdentity(db: Db, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      userId: members.userId,
      nick: members.nick,
      agentCode: members.agentCode,
      playType: members.playType,
      state: members.state,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function insertHandoff(
  db: Db,
  values: { codeHash: string; agentId: number; sessionId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(agentHandoffs).values(values);
}

/**
 * Uses a code up: one guarded UPDATE, so of two exchanges racing with the same code exactly one
 * matches. An unknown, used or expired code matches nothing. Answers the agent and the member
 * session that asked for the code.
 */
export async function consumeHandoff(db: Db, { codeHash, now }: { codeHash: string; now: Date }) {
  const [row] = await db
    .update(agentHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(agentHandoffs.codeHash, codeHash),
        isNull(agentHandoffs.usedAt),
        gt(agentHandoffs.expiresAt, now),
      ),
    )
    .returning({ agentId: agentHandoffs.agentId, sessionId: agentHandoffs.sessionId });
  return row;
}

/** When a member session ends, if it is still signed in (not signed out, revoked or expired). */
export async function liveMemberSessionEnd(db: Db, sessionId: number, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.expiresAt;
}

export async function insertAgentSession(
  db: Db,
  values: {
    tokenHash: string;
    agentId: number;
    memberSessionId: number;
    createdAt: Date;
    expiresAt: Date;
    ip: string;
  },
): Promise<void> {
  await db.insert(agentSessions).values(values);
}

export async function revokeAgentSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(agentSessions)
    .set({ revokedAt: now })
    .where(and(eq(agentSessions.id, sessionId), isNull(agentSessions.revokedAt)));
}
