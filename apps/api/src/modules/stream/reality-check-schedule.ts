/**
 * When the reality checks of a sign-in fall due: every `minutes` from its start. `due` numbers
 * them (1 for the first), so a browser can tell one it already acknowledged from a new one.
 */
export interface RealityCheckDue {
  due: number;
  at: Date;
}

/** The latest check already due at `now`, or null before the first. */
export function lastRealityCheck(since: Date, minutes: number, now: Date): RealityCheckDue | null {
  const every = minutes * 60_000;
  const due = Math.floor((now.getTime() - since.getTime()) / every);
  return due >= 1 ? { due, at: new Date(since.getTime() + due * every) } : null;
}

/** The next check after `now`, and never one before `least` (a timer may fire a moment early). */
export function nextRealityCheck(since: Date, minutes: number, now: Date, least = 1): RealityCheckDue {
  const every = minutes * 60_000;
  const due = Math.max(least, Math.floor((now.getTime() - since.getTime()) / every) + 1);
  return { due, at: new Date(since.getTime() + due * every) };
}
