import type { Db } from '@haneul/db';
import { reserveAttempt, type FailureRule } from '../../lib/failure-throttle.queries.ts';

const TEN_MINUTES = 10 * 60_000;

/**
 * Public calls an address may make only so often (the database's counters, shared by every API
 * instance). Every call counts, found or not, and past the limit the address waits ten minutes:
 * - `lookup`: check-user-id and check-user-nick together, 30 per 10 minutes. A sign-up asks a
 *   handful (the form asks once typing pauses); more is someone listing who is a member.
 * - `register`: user-register, 10 per 10 minutes: a household or a PC room behind one address,
 *   not a script filling the member table or probing ids through "already taken".
 * - `passHelp`: user-write-pass-help, 5 per 10 minutes: a member who forgot the password asks once
 *   or twice; more is someone filling the operators' queue.
 */
const LIMITS = { lookup: 30, register: 10, passHelp: 5 } as const;

function addressRule(kind: keyof typeof LIMITS, ip: string): FailureRule {
  // Nothing is ever released: `onSuccess` only matters to checks of a secret.
  return {
    key: `${kind}-ip:${ip}`,
    limit: LIMITS[kind],
    windowMs: TEN_MINUTES,
    lockMs: TEN_MINUTES,
    onSuccess: 'refund',
  };
}

/** Counts the call against its address: `time` with the seconds to wait once over the limit, else null. */
export async function throttleAddress(
  db: Db,
  { kind, ip, now }: { kind: keyof typeof LIMITS; ip: string; now: Date },
): Promise<{ status: 'time'; retryAfter: number } | null> {
  const reservation = await reserveAttempt(db, [addressRule(kind, ip)], now);
  return reservation.status === 'time' ? reservation : null;
}
