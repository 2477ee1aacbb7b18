import { createRateLimiter, type Clock } from '@haneul/server-kit';
import type { GamesLimits } from '../lib/games-context.ts';

/**
 * The game server's limits, counted in its memory (each instance its own), answering 429 `time`
 * with `retryAfter`:
 * - refused launches per address, 30 per 10 minutes. Only a code the wallet refused counts: a
 *   member's real launch always succeeds (the API already allows one per member every 3 seconds),
 *   so a PC room behind one address is never held up, while whoever tries codes at random is.
 * - calls per window session, 50 per 10 seconds. The window makes one call at a time and a spin
 *   it hurries still takes ~0.6 s to land (a deal over 2 s): 5 a second is three times the fastest
 *   hand, and a script looping on one session waits.
 */
export function createGamesLimits(clock: Clock): GamesLimits {
  return {
    refusedLaunches: createRateLimiter({ limit: 30, windowMs: 10 * 60_000, clock }),
    windowCalls: createRateLimiter({ limit: 50, windowMs: 10_000, clock }),
  };
}
