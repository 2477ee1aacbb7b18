import type { TPlayLimit, TStreamEvents } from '@haneul/contract';

type LimitReminder = Extract<TStreamEvents['reminder'], { kind: 'limit' }>;

/** The share of a limit at which the member is first told: 80 %. */
const NEAR_SHARE = 0.8;

/**
 * The limit reminders these limits call for that were not given yet: one at 80 % of a limit and
 * one when it is reached, once each per period. `given` holds the keys of those already given
 * (and takes the new ones).
 */
export function limitWarnings(limits: readonly TPlayLimit[], given: Set<string>): LimitReminder[] {
  const out: LimitReminder[] = [];
  for (const limit of limits) {
    const reached = limit.used >= limit.amount;
    if (!reached && limit.used < limit.amount * NEAR_SHARE) continue;
    const key = `${limit.kind}:${limit.period}:${limit.periodStart}:${reached ? 'reached' : 'near'}`;
    if (given.has(key)) continue;
    given.add(key);
    out.push({
      kind: 'limit',
      limit: limit.kind,
      period: limit.period,
      periodStart: limit.periodStart,
      used: limit.used,
      amount: limit.amount,
      reached,
    });
  }
  return out;
}
