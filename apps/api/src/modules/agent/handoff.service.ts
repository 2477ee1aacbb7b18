import type { Db } from '@haneul/db';
import { AppError } from '@haneul/server-kit';
import { hashToken, newToken } from '@haneul/db';
import { authRequired } from '../../lib/api-errors.ts';
import {
  consumeHandoff,
  findAgentIdentity,
  insertAgentSession,
  insertHandoff,
  liveMemberSessionEnd,
} from './handoff.queries.ts';

/** docs/roles.md#agent-handoff: the agent button's code lives 60 seconds and works once. */
export const HANDOFF_MS = 60_000;
/** Agent-page sessions last as long as member sessions, 8 hours, and never past their own member session. */
export const AGENT_SESSION_MS = 8 * 3_600_000;

/**
 * The member call behind the agent button: a one-time code for the link to the agent page, so
 * the long-lived member token never appears in a URL, a history entry or a referrer. Only the
 * code's hash is stored. Members who are not agents answer `blocked`.
 */
export async function createHandoff(
  db: Db,
  { memberId, sessionId, now }: { memberId: number; sessionId: number; now: Date },
) {
  const member = await findAgentIdentity(db, memberId);
  if (!member || member.playType !== 'agent' || member.state !== 'active') throw new AppError('blocked');
  const code = newToken();
  const expiresAt = new Date(now.getTime() + HANDOFF_MS);
  await insertHandoff(db, {
    codeHash: hashToken(code),
    agentId: memberId,
    sessionId,
    createdAt: now,
    expiresAt,
  });
  return { status: 'success' as const, code, expiresAt: expiresAt.toISOString() };
}

/**
 * Trades a handoff code for an agent-page session (its own table: neither a member nor a staff
 * token). The code is used up in the same transaction that opens the session; a code that is
 * unknown, used, expired, whose member stopped being an active agent, or whose member session has
 * ended since (signed out, revoked) answers 401 `auth`. The agent session remembers that member
 * session and ends with it (plugins/agent-session.ts).
 */
export async function exchangeHandoff(db: Db, { code, ip, now }: { code: string; ip: string; now: Date }) {
  const token = newToken();
  const opened = await db.transaction(async (tx) => {
    const handoff = await consumeHandoff(tx, { codeHash: hashToken(code), now });
    if (!handoff?.sessionId) return undefined;
    const memberSessionEnd = await liveMemberSessionEnd(tx, handoff.sessionId, now);
    if (!memberSessionEnd) return undefined;
    const member = await findAgentIdentity(tx, handoff.agentId);
    if (!member || member.playType !== 'agent' || member.state !== 'active') return undefined;
    const expiresAt = new Date(Math.min(now.getTime() + AGENT_SESSION_MS, memberSessionEnd.getTime()));
    await insertAgentSession(tx, {
      tokenHash: hashToken(token),
      agentId: handoff.agentId,
      memberSessionId: handoff.sessionId,
      createdAt: now,
      expiresAt,
      ip,
    });
    return { agent: member, expiresAt };
  });
  if (!opened) throw authRequired();
  const { agent, expiresAt } = opened;
  return {
    status: 'success' as const,
    token,
    expiresAt: expiresAt.toISOString(),
    agent: { id: agent.id, userId: agent.userId, nick: agent.nick, agentCode: agent.agentCode },
  };
}
