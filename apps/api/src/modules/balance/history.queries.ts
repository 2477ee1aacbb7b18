import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  casinoGames,
  depositRequests,
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  providerTransactions,
  slotGames,
  withdrawRequests,
  type Db,
  type TEntryKind,
} from '@haneul/db';
import type { DepositRequest, WithdrawRequest } from './requests.queries.ts';

/** A slice of a list, 0-based offset; `total` counts the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export async function pageDeposits(
  db: Db,
  memberId: number,
  { limit, offset }: PageWindow,
): Promise<Page<DepositRequest>> {
  // What the member deleted from their list is gone from it (the back office still lists it).
  const mine = and(eq(depositRequests.memberId, memberId), isNull(depositRequests.memberHiddenAt));
  const items = await db
    .select()
    .from(depositRequests)
    .where(mine)
    .orderBy(desc(depositRequests.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db.select({ n: count() }).from(depositRequests).where(mine);
  return { items, total: row?.n ?? 0 };
}

export async function pageWithdrawals(
  db: Db,
  memberId: number,
  { limit, offset }: PageWindow,
): Promise<Page<WithdrawRequest>> {
  const mine = and(eq(withdrawRequests.memberId, memberId), isNull(withdrawRequests.memberHiddenAt));
  const items = await db
    .select()
    .from(withdrawRequests)
    .where(mine)
    .orderBy(desc(withdrawRequests.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db.select({ n: count() }).from(withdrawRequests).where(mine);
  return { items, total: row?.n ?? 0 };
}

/** One posting on a member account, with its entry's kind and time. */
export interface Movement {
  id: number;
  kind: (typeof journalEntries.$inferSelect)['kind'];
  amount: number;
  createdAt: Date;
}

/** The postings on the member's account of `kind`, newest first. */
export async function pageMovements(
  db: Db,
  memberId: number,
  kind: 'cash' | 'comp',
  { limit, offset }: PageWindow,
): Promise<Page<Movement>> {
  const account = and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind));
  const items = await db
    .select({
      id: ledgerPostings.id,
      kind: journalEntries.kind,
      amount: ledgerPostings.amount,
      createdAt: journalEntries.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .where(account)
    .orderBy(desc(ledgerPostings.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(account);
  return { items, total: row?.n ?? 0 };
}

/** The game a wallet posting was for: `company` is what open-game takes (provider or slot provider). */
export interface MovementGame {
  company: string;
  code: string;
  name: string;
}

/** A cash posting with the balance right after it and, for a wallet posting, its game. */
export interface CashMovement extends Movement {
  balanceAfter: number;
  game: MovementGame | null;
}

/** Which cash postings the history lists: entry kinds (all when undefined) and an instant range. */
export interface CashMovementFilter {
  kinds: readonly TEntryKind[] | undefined;
  start: Date | undefined;
  end: Date | undefined;
}

const bets = alias(providerTransactions, 'bets');

/**
 * The member's cash postings that pass `filter`, newest first, each with the cash balance right
 * after it and its game, in one statement. The balance is the account's balance less every later
 * posting (a window summed over the whole account before the filter applies, so a filtered or
 * later page shows the true balance); read backwards from the newest, the first page stops early.
 * The game is looked up for the page's rows only: a wallet entry's key is
 * `provider:<code>:<transactionId>`, which names its transaction by the unique (provider,
 * transaction id) index (provider_transactions has no index on entry_id, and the wallet's hot
 * path is not worth slowing for one); a rollback takes its bet's game code.
 */
export async function pageCashMovements(
  db: Db,
  memberId: number,
  filter: CashMovementFilter,
  { limit, offset }: PageWindow,
): Promise<Page<CashMovement>> {
  const account = and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'cash'));
  const running = db
    .select({
      id: ledgerPostings.id,
      entryId: ledgerPostings.entryId,
      amount: ledgerPostings.amount,
      kind: journalEntries.kind,
      entryKey: journalEntries.idempotencyKey,
      createdAt: journalEntries.createdAt,
      balanceAfter: sql<number>`${ledgerAccounts.balance} - coalesce(sum(${ledgerPostings.amount})
        over (order by ${ledgerPostings.id} desc rows between unbounded preceding and 1 preceding), 0)`.as(
        'balance_after',
      ),
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .where(account)
    .as('running');
  const page = db
    .select()
    .from(running)
    .where(movementFilter(running, filter))
    .orderBy(desc(running.id))
    .limit(limit)
    .offset(offset)
    .as('page');

  const providerCode = sql`split_part(${page.entryKey}, ':', 2)`;
  const wallet = db
    .select({
      providerCode: providerTransactions.providerCode,
      gameCode: sql<string>`coalesce(nullif(${providerTransactions.gameCode}, ''), ${bets.gameCode})`.as(
        'game_code',
      ),
    })
    .from(providerTransactions)
    .leftJoin(
      bets,
      and(
        eq(bets.providerCode, providerTransactions.providerCode),
        eq(bets.transactionId, providerTransactions.referenceTransactionId),
      ),
    )
    .where(
      and(
        inArray(page.kind, ['bet', 'win', 'rollback']),
        eq(providerTransactions.providerCode, providerCode),
        eq(
          providerTransactions.transactionId,
          sql`substr(${page.entryKey}, char_length(${providerCode}) + ${'provider::'.length + 1})`,
        ),
        eq(providerTransactions.entryId, page.entryId),
      ),
    )
    .as('wallet');

  const rows = await db
    .select({
      id: page.id,
      kind: page.kind,
      amount: page.amount,
      createdAt: page.createdAt,
      balanceAfter: sql<number>`${page.balanceAfter}`.mapWith(Number),
      providerCode: wallet.providerCode,
      gameCode: wallet.gameCode,
      // Casino games first, as open-game resolves a code both lists hold.
      slotCompany: sql<
        string | null
      >`case when ${casinoGames.code} is null then ${slotGames.slotProviderCode} end`,
      name: sql<string | null>`coalesce(${casinoGames.nameKo}, ${slotGames.nameKo})`,
    })
    .from(page)
    .leftJoinLateral(wallet, sql`true`)
    .leftJoin(
      casinoGames,
      and(eq(casinoGames.code, wallet.gameCode), eq(casinoGames.providerCode, wallet.providerCode)),
    )
    .leftJoin(
      slotGames,
      and(eq(slotGames.code, wallet.gameCode), eq(slotGames.providerCode, wallet.providerCode)),
    )
    .orderBy(desc(page.id));
  const [row] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .where(
      and(
        account,
        movementFilter({ kind: journalEntries.kind, createdAt: journalEntries.createdAt }, filter),
      ),
    );

  const items = rows.map(({ providerCode: provider, gameCode, slotCompany, name, ...movement }) => ({
    ...movement,
    createdAt: new Date(movement.createdAt),
    // A game the catalogue no longer lists is still named, by its code.
    game:
      provider === null || gameCode === null
        ? null
        : { company: slotCompany ?? provider, code: gameCode, name: name ?? gameCode },
  }));
  return { items, total: row?.n ?? 0 };
}

function movementFilter(
  columns: { kind: SQLWrapper; createdAt: SQLWrapper },
  { kinds, start, end }: CashMovementFilter,
): SQL | undefined {
  return and(
    kinds ? inArray(columns.kind, [...kinds]) : undefined,
    start ? gte(columns.createdAt, start) : undefined,
    end ? lt(columns.createdAt, end) : undefined,
  );
}
