import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-11-22T03:00:00Z')) {
  let now = start;
  const clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => void (now += ms) });
}

describe('createRateLimiter', () => {
  it('lets `limit` attempts per key through a window, then answers time with the seconds left', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, clock });
    expect(limiter.take('a').status).toBe('ok');
    clock.advance(2_500);
    expect(limiter.take('a').status).toBe('ok');
    expect(limiter.take('a')).toEqual({ status: 'time', retryAfter: 8 });
    expect(limiter.take('b').status).toBe('ok');
    clock.advance(7_500);
    expect(limiter.take('a').status).toBe('ok');
  });

  it('takes back a released attempt once, and none from a window that has ended', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, clock });
    const first = limiter.take('a');
    if (first.status !== 'ok') throw new Error('the first attempt passes');
    first.release();
    first.release();
    const second = limiter.take('a');
    expect(second.status).toBe('ok');
    expect(limiter.take('a').status).toBe('time');
    clock.advance(10_000);
    const third = limiter.take('a');
    if (second.status === 'ok') second.release();
    expect(third.status).toBe('ok');
    expect(limiter.take('a').status).toBe('time');
  });

  it('forgets the oldest key beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, clock: manualClock(), maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    expect(limiter.take('a').status).toBe('ok');
    expect(limiter.take('c').status).toBe('time');
  });
});
