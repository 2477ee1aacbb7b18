import type { FastifyRequest } from 'fastify';
import { GameError } from './game-error.ts';

/** The game session token of `Authorization: Bearer <token>`; none (or junk) is 401 invalid_token. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,200})$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new GameError('invalid_token');
  return match[1];
}
