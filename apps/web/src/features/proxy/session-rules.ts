import { clearedSessionCookie, sessionCookie } from './session-cookie';

export interface SessionOutcome {
  /** The answer as the browser gets it. */
  answer: unknown;
  /** `Set-Cookie` values the proxy adds for the session. */
  cookies: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutToken(answer: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, ...rest } = answer;
  return rest;
}

/**
 * The only places where the proxy looks inside an answer: the session cookie follows sign-in,
 * sign-out and an expired session. Everything else passes through untouched.
 */
export function applySessionRules({ call, answer }: { call: string; answer: unknown }): SessionOutcome {
  if (!isRecord(answer)) return { answer, cookies: [] };

  if (call === 'user-do-login') {
    const { status, token, expiresAt } = answer;
    const signedIn = status === 'authenticated' && typeof token === 'string' && token !== '';
    const cookies = signedIn && typeof expiresAt === 'string' ? [sessionCookie(token)] : [];
    // The token never reaches page scripts, whatever else the answer says.
    return { answer: withoutToken(answer), cookies };
  }

  if (call === 'user-do-logout' || answer.status === 'auth') {
    return { answer, cookies: [clearedSessionCookie()] };
  }

  return { answer, cookies: [] };
}
