/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750's token68 characters, at most
 * 200 of them), or null for no header or anything else. Both servers read their sessions this way,
 * so a header one accepts the other does too.
 */
export function readBearerToken(authorization: string | string[] | undefined): string | null {
  if (typeof authorization !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,200})$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}
