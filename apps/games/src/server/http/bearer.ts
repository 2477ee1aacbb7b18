import type { FastifyRequest } from 'fastify';
import { readBearerToken } from '@haneul/server-kit';
import { GameError } from './game-error.ts';

/** The game session token of `Authorization: Bearer <token>`; none (or junk) is 401 invalid_token. */
export function bearerToken(request: FastifyRequest): string {
  const token = readBearerToken(request.headers.authorization);
  if (!token) throw new GameError('invalid_token');
  return token;
}
