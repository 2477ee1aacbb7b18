/**
 * What this instance remembers of a member between their requests: a session token's lookup and
 * the health check's row, so that the 30-second poll of every signed-in member costs no database
 * query while nothing of theirs changed.
 *
 * Exact, not timed: every change to what the two hold is told on the live events (`app.live`:
 * balance, counts, request, protection, session, profile; docs/live.md), and the cache forgets the
 * member's entries the moment it hears one, whichever instance made the change. The instance that
 * made it forgets at once (the event goes through `forget` before it is published); the others
 * when the event arrives, within milliseconds. A lookup that began before a change and returns
 * after it is not kept (each member has a generation, bumped by every change, checked before a
 * value is stored). While the bus's listening connection is down nothing is kept, and everything
 * is forgotten when it is back: what was missed is unknown. A session's expiry is checked on
 * every hit.
 */
export interface MemberCache {
  /**
   * A value from memory, or from `load`. `memberOf` names the member a loaded value belongs to
   * (null: keep nothing, e.g. no session); `fresh` says whether a remembered value may still be
   * answered (a session's expiry).
   */
  read<T>(request: CacheRead<T>): Promise<T>;
  /** Forgets the member's entries (null: every member's). */
  forget(memberId: number | null): void;
  /** Stops keeping anything (`false`) until told again (`true`); both forget everything. */
  setListening(listening: boolean): void;
}

export interface CacheRead<T> {
  /** The kind of entry (`session`, `health`): keys are unique within one. */
  slot: string;
  key: string | number;
  load: () => Promise<T>;
  memberOf: (value: T) => number | null;
  fresh?: (value: T) => boolean;
}

/** Entries kept per slot before the oldest go: far above the members signed in on one instance. */
const MAX_ENTRIES = 200_000;

export function createMemberCache(): MemberCache {
  const slots = new Map<string, Map<string | number, unknown>>();
  const keysOf = new Map<number, [slot: string, key: string | number][]>();
  // Every forget takes the next tick; a load keeps its value only if its member has not changed
  // since the load began (the member of a session is known only once it is loaded).
  let tick = 0;
  const changedAt = new Map<number, number>();
  let epoch = 0;
  let listening = true;

  const slotMap = (name: string) => {
    let map = slots.get(name);
    if (!map) {
      map = new Map();
      slots.set(name, map);
    }
    return map;
  };
  const forgetAll = () => {
    epoch += 1;
    slots.clear();
    keysOf.clear();
    changedAt.clear();
  };

  return {
    async read<T>({ slot, key, load, memberOf, fresh }: CacheRead<T>) {
      const map = slotMap(slot);
      if (map.has(key)) {
        const value = map.get(key) as T;
        if (!fresh || fresh(value)) return value;
      }
      const began = { tick, epoch };
      const value = await load();
      const memberId = memberOf(value);
      const unchanged = memberId !== null && (changedAt.get(memberId) ?? 0) <= began.tick;
      if (listening && began.epoch === epoch && unchanged) {
        if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string | number);
        map.set(key, value);
        const keys = keysOf.get(memberId) ?? [];
        keys.push([slot, key]);
        keysOf.set(memberId, keys);
      }
      return value;
    },
    forget(memberId) {
      if (memberId === null) {
        forgetAll();
        return;
      }
      tick += 1;
      changedAt.set(memberId, tick);
      for (const [name, key] of keysOf.get(memberId) ?? []) slots.get(name)?.delete(key);
      keysOf.delete(memberId);
    },
    setListening(now) {
      listening = now;
      forgetAll();
    },
  };
}
