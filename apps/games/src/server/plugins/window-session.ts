import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { readBearerToken, tooManyAttempts } from '@haneul/server-kit';
import { invalidToken } from '../lib/games-errors.ts';
import { sessionGame, type GameQuery } from '../modules/games/game-registry.ts';
import { hashWindowToken } from '../modules/launch/window-token.ts';
import type { PlayerSession } from '../modules/session/session-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireWindowSession` for the calls a window makes with its session. */
    windowSession: PlayerSession | null;
  }
}

export function registerWindowSession(app: FastifyInstance): void {
  app.decorateRequest('windowSession', null);
}

/**
 * The `onRequest` hook of a call made with the window's session (`Authorization: Bearer <window
 * session>`), run before the body is read: no token (or junk) is 401 `invalid_token`; past the
 * session's call limit, 429 `time`; then the session is resolved (`fresh` asks the wallet again)
 * and, with `kind`, must be a session of that kind of game (else `not_found`).
 */
export function requireWindowSession(
  app: FastifyInstance,
  { fresh = false, kind }: { fresh?: boolean; kind?: GameQuery } = {},
): onRequestHookHandler {
  return async (request) => {
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw invalidToken();
    const attempt = app.games.limits.windowCalls.take(hashWindowToken(token));
    if (attempt.status === 'time') throw tooManyAttempts(attempt.retryAfter);
    const session = await app.games.auth.verify(token, { fresh });
    if (kind) sessionGame(session, kind);
    request.windowSession = session;
  };
}

/** The window session `requireWindowSession` resolved: only routes that run it may ask. */
export function windowSessionOf(request: { windowSession: PlayerSession | null }): PlayerSession {
  if (!request.windowSession) throw new Error('the route does not require a window session');
  return request.windowSession;
}
