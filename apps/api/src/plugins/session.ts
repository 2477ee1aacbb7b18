import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, hashToken, members, preparedFor, sessions } from '@haneul/db';
import { readBearerToken } from '@haneul/server-kit';

/** The member a request acts for: resolved from the bearer token, never from the body. */
export interface SessionMember {
  memberId: number;
  sessionId: number;
  excludedUntil: Date | null;
  /** Signed in with a temporary password: every call but changing it (and signing out) is refused. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request with a valid session, null otherwise. */
    member: SessionMember | null;
  }
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | null {
  return readBearerToken(request.headers.authorization);
}

/**
 * A session that exists, is not revoked, has not expired, and belongs to an active member; with
 * the expiry a remembered session is checked against.
 */
async function findSessionByHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<(SessionMember & { expiresAt: Date }) | null> {
  const [row] = await preparedFor(db, 'find_active_session', (handle) =>
    handle
      .select({
        memberId: sessions.memberId,
        sessionId: sessions.id,
        excludedUntil: members.excludedUntil,
        mustChangePassword: sql<boolean>`${members.passwordTemporary} is not null`.mapWith(Boolean),
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          // Suspending an account ends its sessions at once; signing in again answers `blocked`.
          eq(members.state, 'active'),
        ),
      )
      .limit(1)
      .prepare('find_active_session'),
  ).execute({ tokenHash, now });
  return row ?? null;
}

/**
 * The session of a token, remembered between the member's requests (lib/member-cache.ts): every
 * change that could end it or alter it is an event that makes every instance forget it, and its
 * expiry is checked on every hit.
 */
function sessionOfToken(app: FastifyInstance, token: string): Promise<SessionMember | null> {
  const tokenHash = hashToken(token);
  const now = app.clock();
  return app.memberCache
    .read({
      slot: 'session',
      key: tokenHash,
      load: () => findSessionByHash(app.db, tokenHash, now),
      memberOf: (found) => found?.memberId ?? null,
      fresh: (found) => found !== null && found.expiresAt > app.clock(),
    })
    .then((found) => {
      if (!found) return null;
      const { expiresAt: _expiresAt, ...member } = found;
      return member;
    });
}

/** Resolves the session before any handler runs; routes decide whether they need one. */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.addHook('preHandler', async (request) => {
    // Back-office and agent-page routes have their own sessions (plugins/access-guard.ts): a member
    // token is never looked up, let alone accepted, there.
    if (request.routeOptions.config.access) return;
    const token = bearerToken(request);
    request.member = token ? await sessionOfToken(app, token) : null;
  });
}
