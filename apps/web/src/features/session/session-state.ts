import type { TUserFields } from '@haneul/contract';

/** The brief's three session states; `loading` is treated as "not known yet". */
export type SessionState =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | {
      status: 'authenticated';
      user: TUserFields;
      noteCount: number;
      helpCount: number;
      /** Signed in with a temporary password: the site shows nothing but the form to change it. */
      mustChangePassword: boolean;
      /** Signed in from the login answer, which carries no counts: the next check brings them. */
      countsPending?: true;
    };

export type AuthenticatedSession = Extract<SessionState, { status: 'authenticated' }>;

/** How often the health check runs while signed in (the brief: 30 s). */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

export const SESSION_QUERY_KEY = ['session'] as const;

/** Which counts grew between two health checks: each one earns its own message. */
export function grownCounts(
  before: SessionState | undefined,
  after: SessionState,
): { notes: boolean; helps: boolean } {
  if (before?.status !== 'authenticated' || before.countsPending || after.status !== 'authenticated') {
    return { notes: false, helps: false };
  }
  return { notes: after.noteCount > before.noteCount, helps: after.helpCount > before.helpCount };
}

/** The session a login answer opens, before the first health check brings the counts. */
export function sessionFromLogin(user: TUserFields, mustChangePassword: boolean): SessionState {
  return {
    status: 'authenticated',
    user,
    noteCount: 0,
    helpCount: 0,
    mustChangePassword,
    countsPending: true,
  };
}
