/**
 * The member's session token lives in an httpOnly cookie so page scripts never see it; API
 * clients that hold a token themselves may send it as `Authorization: Bearer` instead.
 */
export const SESSION_COOKIE = 'haneul_session';

/** Eight hours, the session lifetime the API grants (docs/roles.md#sessions). */
const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

function cookieAttributes(maxAge: number): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

function bearerToken(authorization: string | null): string | undefined {
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1];
}

function cookieToken(cookieHeader: string | null): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The request's session token: an explicit Bearer header wins over the cookie. */
export function readSessionToken(headers: Headers): string | undefined {
  return bearerToken(headers.get('authorization')) ?? cookieToken(headers.get('cookie'));
}

/** `Set-Cookie` value that stores a fresh session token. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes(SESSION_MAX_AGE_SECONDS)}`;
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}
