import { and, count, eq, getTableColumns, lt, max, ne, or, isNull, sql } from 'drizzle-orm';
import {
  gameTransfers,
  ledgerAccounts,
  memberAccountId,
  members,
  memberId as toMemberId,
  providers,
  type Db,
  type TGameTransferDirection,
  type TGameTransferState,
} from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../lib/list-query.ts';

export type GameTransfer = typeof gameTransfers.$inferSelect;

/** The provider behind a company code, when its wallet is a transfer wallet. */
export async function findTransferProvider(
  db: Db,
  company: string,
): Promise<{ code: string; launchUrl: string; maintenance: boolean } | undefined> {
  const [row] = await db
    .select({ code: providers.code, launchUrl: providers.launchUrl, maintenance: providers.maintenance })
    .from(providers)
    .where(and(eq(providers.code, company), eq(providers.walletType, 'transfer')));
  return row;
}

/**
 * The transfer-wallet providers the member has a game account at (get-in-game-balance asks each):
 * money reaches a provider only through a transfer, which opens the account.
 */
export function listMemberTransferProviders(
  db: Db,
  memberId: number,
): Promise<{ code: string; launchUrl: string }[]> {
  return db
    .select({ code: providers.code, launchUrl: providers.launchUrl })
    .from(ledgerAccounts)
    .innerJoin(providers, eq(providers.code, ledgerAccounts.providerCode))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'game'),
        eq(providers.walletType, 'transfer'),
      ),
    )
    .orderBy(providers.code);
}

/**
 * The member's game account at the provider, made on first use and locked for the transaction:
 * a settlement and a transfer of one member and provider take turns, each reading the balance it moves.
 */
export async function lockGameAccount(tx: Db, memberId: number, providerCode: string): Promise<number> {
  const id = await memberAccountId(tx, toMemberId(memberId), 'game', providerCode);
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for('update');
  return row?.balance ?? 0;
}

/**
 * What a transfer in must know of the member, the row locked against a concurrent suspension
 * (as a game launch does): their state, self-exclusion and whether they keep play limits.
 */
export async function lockTransferMember(
  tx: Db,
  memberId: number,
): Promise<
  { state: 'active' | 'suspended'; excludedUntil: Date | null; hasPlayLimits: boolean } | undefined
> {
  const [row] = await tx
    .select({
      state: members.state,
      excludedUntil: members.excludedUntil,
      hasPlayLimits: members.hasPlayLimits,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return row;
}

/** The member's game account at the provider, unlocked (0 before the first transfer). */
export async function readGameAccount(db: Db, memberId: number, providerCode: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'game'),
        eq(ledgerAccounts.providerCode, providerCode),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * The latest transfer in or out of the member's wallet at the provider (settlements aside), and
 * whether one is pending: a settlement compares them before and after asking the provider.
 */
export async function transferMark(
  db: Db,
  memberId: number,
  providerCode: string,
): Promise<{ lastId: number; pending: boolean }> {
  const [row] = await db
    .select({
      lastId: max(gameTransfers.id),
      pending: sql<boolean>`coalesce(bool_or(${gameTransfers.state} = 'pending'), false)`,
    })
    .from(gameTransfers)
    .where(
      and(
        eq(gameTransfers.memberId, memberId),
        eq(gameTransfers.providerCode, providerCode),
        ne(gameTransfers.direction, 'settle'),
      ),
    );
  return { lastId: row?.lastId ?? 0, pending: row?.pending ?? false };
}

export async function insertGameTransfer(
  tx: Db,
  values: {
    memberId: number;
    providerCode: string;
    direction: TGameTransferDirection;
    amount: number;
    state: 'pending' | 'done';
    now: Date;
  },
): Promise<GameTransfer> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(gameTransfers)
    // A pending transfer counts as just attempted: its request sends it now, and the retry loop
    // leaves it to that request until the retry delay has passed.
    .values({
      ...rest,
      createdAt: now,
      lastAttemptAt: rest.state === 'pending' ? now : null,
      finishedAt: rest.state === 'done' ? now : null,
    })
    .returning();
  if (!row) throw new Error('game transfer not inserted');
  return row;
}

/** Counts an attempt to reach the provider for a pending transfer. */
export async function recordTransferAttempt(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(gameTransfers)
    .set({ attempts: sql`${gameTransfers.attempts} + 1`, lastAttemptAt: now })
    .where(and(eq(gameTransfers.id, id), eq(gameTransfers.state, 'pending')));
}

/** Moves a pending transfer to its end; false when another caller finished it first. */
export async function finishGameTransfer(
  tx: Db,
  { id, state, now }: { id: number; state: 'done' | 'failed'; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(gameTransfers)
    .set({ state, finishedAt: now })
    .where(and(eq(gameTransfers.id, id), eq(gameTransfers.state, 'pending')))
    .returning({ id: gameTransfers.id });
  return rows.length > 0;
}

/** Pending transfers nobody has asked the provider about since `before`, oldest first. */
export function listDueTransfers(
  db: Db,
  { before, limit }: { before: Date; limit: number },
): Promise<GameTransfer[]> {
  return db
    .select()
    .from(gameTransfers)
    .where(
      and(
        eq(gameTransfers.state, 'pending'),
        or(isNull(gameTransfers.lastAttemptAt), lt(gameTransfers.lastAttemptAt, before)),
      ),
    )
    .orderBy(gameTransfers.id)
    .limit(limit);
}

/** Transfers, filtered by member and state, a page at a time (the back office's list). */
export async function pageGameTransfers(
  db: Db,
  filters: { memberId?: number | undefined; state?: TGameTransferState | undefined },
  list: ListParams<'id'>,
): Promise<{ rows: (GameTransfer & { userId: string })[]; total: number }> {
  const where = and(
    filters.memberId === undefined ? undefined : eq(gameTransfers.memberId, filters.memberId),
    filters.state === undefined ? undefined : eq(gameTransfers.state, filters.state),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({ ...getTableColumns(gameTransfers), userId: members.userId })
    .from(gameTransfers)
    .innerJoin(members, eq(members.id, gameTransfers.memberId))
    .where(where)
    .orderBy(...orderFor({ id: gameTransfers.id }, list, gameTransfers.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(gameTransfers).where(where);
  return { rows, total: total?.n ?? 0 };
}
