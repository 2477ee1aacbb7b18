import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
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
  memberId: number,
  kind: TMemberAccountKind,
  providerCode = '',
): Promise<number> {
  return accountId(db, memberId, kind, providerCode);
}

/** The id of the house account of `kind` (per provider for `house_game`), created on first use. */
export function houseAccountId(db: Db, kind: THouseAccountKind, providerCode = ''): Promise<number> {
  return accountId(db, null, kind, providerCode);
}

/**
 * Select first: accounts almost always exist, and an insert attempt on every call would be a write
 * on the hot path (and burn an identity value). When missing, insert ... on conflict do nothing and
 * select again, so two concurrent callers still end with one account.
 */
async function accountId(
  db: Db,
  memberId: number | null,
  kind: TAccountKind,
  providerCode: string,
): Promise<number> {
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
  const existing = await find();
  if (existing !== undefined) return existing;
  await db.insert(ledgerAccounts).values({ memberId, kind, providerCode }).onConflictDoNothing();
  const created = await find();
  if (created === undefined)
    throw new Error(`ledger: account ${memberId ?? 'house'}/${kind}/${providerCode} vanished`);
  return created;
}

/** Opens the accounts every member has (cash, comp, hold) and returns their ids. */
export async function openMemberAccounts(
  db: Db,
  memberId: number,
): Promise<{ cash: number; comp: number; hold: number }> {
  // Sequential on purpose: `db` may be a transaction, which runs one statement at a time anyway.
  const cash = await memberAccountId(db, memberId, 'cash');
  const comp = await memberAccountId(db, memberId, 'comp');
  const hold = await memberAccountId(db, memberId, 'hold');
  return { cash, comp, hold };
}
