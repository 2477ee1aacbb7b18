import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedFor } from '../prepared.ts';
import { accountIdCache, accountKey } from './account-id-cache.ts';
import type { Db } from '../client.ts';
import { accountId as toAccountId, type AccountId, type MemberId } from './units.ts';
import {
  ledgerAccounts,
  type HOUSE_ACCOUNT_KINDS,
  type MEMBER_ACCOUNT_KINDS,
  type TAccountKind,
} from '../schema/index.ts';

export type TMemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type THouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

/**
 * The id of a member's account of `kind` (and provider, for `game` accounts), created on first use.
 */
export function memberAccountId(
  db: Db,
  memberId: MemberId,
  kind: TMemberAccountKind,
  providerCode = '',
): Promise<AccountId> {
  return findOrOpenAccount(db, memberId, kind, providerCode);
}

/**
 * The ids of several of a member's own (provider-less) accounts in one prepared query, creating
 * any that are missing: a money movement usually needs two, and each lookup is a round trip.
 */
export async function memberAccountIds<K extends Exclude<TMemberAccountKind, 'game'>>(
  db: Db,
  memberId: MemberId,
  kinds: readonly K[],
): Promise<Record<K, AccountId>> {
  const cache = accountIdCache(db);
  const known = kinds.map((kind) => cache?.get(accountKey(memberId, kind, '')));
  if (known.every((id) => id !== undefined)) {
    return Object.fromEntries(kinds.map((kind, index) => [kind, known[index]])) as Record<K, AccountId>;
  }
  const rows = await preparedFor(db, 'member_account_ids', (handle) =>
    handle
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.memberId, sql.placeholder('memberId')),
          eq(ledgerAccounts.providerCode, ''),
          sql`${ledgerAccounts.kind} = any(${sql.placeholder('kinds')}::text[])`,
        ),
      )
      .prepare('member_account_ids'),
  ).execute({ memberId, kinds: `{${kinds.join(',')}}` });
  const ids = {} as Record<K, AccountId>;
  for (const kind of kinds) {
    const found = rows.find((row) => row.kind === kind)?.id;
    if (found === undefined) {
      ids[kind] = await memberAccountId(db, memberId, kind);
    } else {
      ids[kind] = toAccountId(found);
      cache?.set(accountKey(memberId, kind, ''), ids[kind]);
    }
  }
  return ids;
}

/** The id of the house account of `kind` (per provider for `house_game`), created on first use. */
export function houseAccountId(db: Db, kind: THouseAccountKind, providerCode = ''): Promise<AccountId> {
  return findOrOpenAccount(db, null, kind, providerCode);
}

/**
 * Select first: accounts almost always exist, and an insert attempt on every call would be a write
 * on the hot path (and burn an identity value). When missing, insert ... on conflict do nothing and
 * select again, so two concurrent callers still end with one account.
 */
async function findOrOpenAccount(
  db: Db,
  memberId: MemberId | null,
  kind: TAccountKind,
  providerCode: string,
): Promise<AccountId> {
  // The cache first: every wallet call asks for the provider's house account.
  const key = accountKey(memberId, kind, providerCode);
  const cache = accountIdCache(db);
  const cached = cache?.get(key);
  if (cached !== undefined) return cached;
  const find = async () => {
    const [found] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.providerCode, providerCode),
        ),
      );
    return found?.id;
  };
  let found = await find();
  if (found === undefined) {
    await db.insert(ledgerAccounts).values({ memberId, kind, providerCode }).onConflictDoNothing();
    found = await find();
  }
  if (found === undefined) throw new Error(`ledger: account ${key} vanished`);
  const id = toAccountId(found);
  cache?.set(key, id);
  return id;
}

/** Opens the accounts every member has (cash, comp, hold) and returns their ids. */
export async function openMemberAccounts(
  db: Db,
  memberId: MemberId,
): Promise<{ cash: AccountId; comp: AccountId; hold: AccountId }> {
  // Sequential on purpose: `db` may be a transaction, which runs one statement at a time anyway.
  const cash = await memberAccountId(db, memberId, 'cash');
  const comp = await memberAccountId(db, memberId, 'comp');
  const hold = await memberAccountId(db, memberId, 'hold');
  return { cash, comp, hold };
}
