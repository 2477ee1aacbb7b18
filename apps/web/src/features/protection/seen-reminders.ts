import type { TStreamEvents } from '@haneul/contract';

type Reminder = TStreamEvents['reminder'];

/** Where this tab keeps the reminders it has shown: a reload must not show one again. */
const STORAGE_KEY = 'haneul_seen_reminders';
/** Enough for a long evening's reminders; older ones cannot come back (their `due` or period is past). */
const KEEP = 50;

/**
 * One reminder's identity. A reality check is its session's `due`-th (the session is known by when
 * it began, so signing in again in the same tab starts afresh); a limit warning is its limit's in
 * one period, at 80 % or reached.
 */
export function reminderKey(event: Reminder): string {
  if (event.kind === 'reality_check') return `reality:${event.since}:${event.due}`;
  return `limit:${event.limit}:${event.period}:${event.periodStart}:${event.reached ? 'reached' : 'near'}`;
}

function read(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function wasSeen(storage: Storage, event: Reminder): boolean {
  return read(storage).includes(reminderKey(event));
}

export function markSeen(storage: Storage, event: Reminder): void {
  const key = reminderKey(event);
  const kept = read(storage).filter((seen) => seen !== key);
  storage.setItem(STORAGE_KEY, JSON.stringify([...kept, key].slice(-KEEP)));
}
