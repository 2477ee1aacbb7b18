import { createHash, randomBytes } from 'node:crypto';

/** A window's session token: 256 random bits, URL-safe, 43 characters. */
export function newWindowToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex: what the database keeps, so its rows give no usable token. */
export function hashWindowToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
