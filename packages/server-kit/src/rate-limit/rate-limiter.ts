import type { Clock } from '../clock.ts';

/** An attempt let through (`release` takes it back), or refused with the seconds to wait. */
export type Attempt = { status: 'ok'; release(): void } | { status: 'time'; retryAfter: number };

export interface RateLimiter {
  /** Counts one attempt under `key`: `ok` while the key has attempts left in its window. */
  take(key: string): Attempt;
}

export interface RateLimitRule {
  /** Attempts a key may make within one window. */
  limit: number;
  windowMs: number;
  clock: Clock;
  /**
   * Keys kept at most; past that the oldest window is forgotten first, so a flood of new keys
   * costs bounded memory (at worst it lets a forgotten key start over).
   */
  maxKeys?: number;
}

/**
 * Attempt counters in this process's memory: `limit` per key per window, the window starting at a
 * key's first attempt. For limits that protect one server instance from a flood (the game server's
 * launches and rounds); limits that must hold across instances, such as the API's sign-in
 * lockouts, count in the database instead. `release` takes an attempt back (a launch that
 * succeeded), within the window it was counted in.
 */
export function createRateLimiter({ limit, windowMs, clock, maxKeys = 100_000 }: RateLimitRule): RateLimiter {
  const windows = new Map<string, { start: number; attempts: number }>();
  return {
    take(key) {
      const now = clock().getTime();
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value ?? '');
        window = { start: now, attempts: 0 };
        windows.set(key, window);
      }
      if (window.attempts >= limit) {
        return { status: 'time', retryAfter: Math.ceil((window.start + windowMs - now) / 1000) };
      }
      window.attempts += 1;
      const counted = window;
      let released = false;
      return {
        status: 'ok',
        release: () => {
          if (released || windows.get(key) !== counted) return;
          released = true;
          counted.attempts -= 1;
        },
      };
    },
  };
}
