import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, SAFE_WON, wonColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * A member's own accounts: cash (balance), comp (rolling), withdrawals on hold, agent commission,
 * transfer-wallet game money, and points (포인트: granted in events, 1 P = 1 won, converted to cash).
 */
export const MEMBER_ACCOUNT_KINDS = ['cash', 'comp', 'hold', 'commission', 'game', 'point'] as const;
/** The house's side of every entry; their balances are derived from postings, never stored. */
export const HOUSE_ACCOUNT_KINDS = [
  'house_cash_desk',
  'house_game',
  'house_comp',
  'house_commission',
  'house_adjustment',
  'house_sport',
  'house_point',
] as const;
export const ACCOUNT_KINDS = [...MEMBER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Ledger accounts. `balance` is kept for member accounts only, by a trigger on postings, and can
 * never go negative; house accounts keep 0 there because updating one house row per bet would make
 * every bet wait on it — their balance is the sum of their postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    memberId: refColumn().references(() => members.id),
    kind: text({ enum: ACCOUNT_KINDS }).notNull(),
    /** The game provider, for `game` and `house_game` accounts; '' otherwise. */
    providerCode: text().notNull().default(''),
    balance: wonColumn().notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('ledger_accounts_owner_kind').on(t.memberId, t.kind, t.providerCode).nullsNotDistinct(),
    check('ledger_accounts_member_balance_non_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
    check('ledger_accounts_house_balance_derived', sql`${t.memberId} is not null or ${t.balance} = 0`),
    check('ledger_accounts_owner_matches_kind', sql`(${t.memberId} is null) = (${t.kind} like 'house_%')`),
    check('ledger_accounts_balance_safe', sql`${t.balance} <= ${sql.raw(String(SAFE_WON))}`),
  ],
);

export const ENTRY_KINDS = [
  'deposit',
  'withdraw_hold',
  'withdraw_pay',
  'withdraw_release',
  'comp_accrual',
  'comp_convert',
  'bet',
  'win',
  'rollback',
  'transfer_in',
  'transfer_out',
  'game_settle',
  'commission',
  'adjustment',
  'sport_bet',
  'sport_settle',
  'point_grant',
  'point_convert',
] as const;
export type TEntryKind = (typeof ENTRY_KINDS)[number];

/**
 * Journal entries. `idempotencyKey` makes a repeated request (a provider transaction id, a request
 * completion) land at most once. Entries and postings are append-only (triggers refuse changes).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: idColumn(),
    kind: text({ enum: ENTRY_KINDS }).notNull(),
    idempotencyKey: text().unique(),
    /** The member the entry is about, for their money history. */
    memberId: refColumn().references(() => members.id),
    memo: text().notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('journal_entries_member').on(t.memberId, t.id)],
);

/**
 * Postings: signed amounts; an entry's postings sum to zero. Their entry and account must exist, but
 * a statement trigger checks that instead of foreign keys (sql/functions/ledger_apply_postings.sql):
 * a foreign key's share lock on the house account every bet posts to made concurrent bets queue.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: idColumn(),
    entryId: refColumn().notNull(),
    accountId: refColumn().notNull(),
    amount: wonColumn().notNull(),
  },
  (t) => [
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_entry').on(t.entryId),
    check(
      'ledger_postings_amount',
      sql`${t.amount} <> 0 and abs(${t.amount}) <= ${sql.raw(String(SAFE_WON))}`,
    ),
  ],
);
