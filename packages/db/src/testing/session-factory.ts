import type { Db } from '../client.ts';
import { agentSessions, sessions, staffSessions } from '../schema/index.ts';
import { hashToken, newToken } from '../session-token.ts';

const HOUR_MS = 3_600_000;

/** A member session made directly, so tests of other areas need not sign in through login. */
export async function createTestSession(db: Db, memberId: number, now: Date, hours = 8): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
  });
  return token;
}

/** A staff session made directly, so tests need not sign in with a code each time. */
export async function createTestStaffSession(db: Db, staffId: number, now: Date, hours = 8): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
  });
  return token;
}

/**
 * An agent-page session made directly, as the handoff makes one: with a member session of the agent
 * as its origin, since an agent session ends with the member session it came from.
 */
export async function createTestAgentSession(db: Db, agentId: number, now: Date, hours = 1): Promise<string> {
  const expiresAt = new Date(now.getTime() + hours * HOUR_MS);
  const [origin] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(newToken()), memberId: agentId, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  if (!origin) throw new Error('session insert returned nothing');
  const token = newToken();
  await db
    .insert(agentSessions)
    .values({ tokenHash: hashToken(token), agentId, memberSessionId: origin.id, createdAt: now, expiresAt });
  return token;
}
