import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn, wonColumn } from './columns.ts';
import { providers } from './games.ts';
import { journalEntries } from './ledger.ts';
import { members } from './members.ts';

export const PROVIDER_TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;

/** The answer a provider got for a transaction; replays of the id get it again. */
export interface ProviderTransactionAnswer {
  status: string;
  balance: number;
  transactionId?: string;
}

/**
 * Every money call a game provider made (wallet protocol), one row per (provider, transaction id):
 * the unique key is what makes a repeated or concurrent delivery land once. The row and its ledger
 * entry are written in one transaction. A rollback of a bet not seen yet leaves a row for that bet
 * with `requestHash` null and `rolledBackAt` set, so the bet is refused when it arrives.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: idColumn(),
    providerCode: text()
      .notNull()
      .references(() => providers.code),
    transactionId: text().notNull(),
    kind: text({ enum: PROVIDER_TRANSACTION_KINDS }).notNull(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    roundId: text().notNull(),
    gameCode: text().notNull().default(''),
    /** The bet or win amount; for a rollback, what it refunded. */
    amount: wonColumn().notNull().default(0),
    /** The bet a rollback refers to. */
    referenceTransactionId: text(),
    /** SHA-256 of the canonical request fields; null for a marker left by a rollback. */
    requestHash: text(),
    /** The answer's status (`PENDING` only inside the transaction that claims the id). */
    status: text().notNull(),
    answer: jsonb().$type<ProviderTransactionAnswer>(),
    entryId: refColumn().references(() => journalEntries.id),
    /** Set on a bet once a rollback refunded it (or refused it in advance). */
    rolledBackAt: timestampColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('provider_transactions_provider_tx').on(t.providerCode, t.transactionId),
    // Led by the member, not the provider: an index led by provider_code ties with the unique key in
    // the planner's eyes until the table is first analyzed, and a claim lookup then scanned every
    // claim of its provider.
    index('provider_transactions_round').on(t.memberId, t.roundId, t.providerCode),
    check('provider_transactions_amount', sql`${t.amount} >= 0`),
  ],
);
