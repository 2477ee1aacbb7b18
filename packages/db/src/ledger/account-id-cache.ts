import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import type { AccountId } from './units.ts';

const MAX_ENTRIES = 200_000;
const caches = new WeakMap<Db, Map<string, AccountId>>();

/**
 * Account ids, remembered per database handle. An account's id never changes once it exists (the
 * database refuses changes of id, owner, kind or provider, and refuses deleting one), so a
 * remembered id cannot go stale, and every money movement saves a round trip. Ids read inside a transaction
 * are not remembered: the transaction may still roll back the account it created.
 */
export function accountIdCache(db: Db): Map<string, AccountId> | undefined {
  if (is(db, PgTransaction)) return undefined;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  // A crude bound on memory: start afresh rather than track recency for ids that cost one query.
  if (cache.size > MAX_ENTRIES) cache.clear();
  return cache;
}

export const accountKey = (memberId: number | null, kind: string, providerCode: string) =>
  `${memberId ?? 'house'}/${kind}/${providerCode}`;
