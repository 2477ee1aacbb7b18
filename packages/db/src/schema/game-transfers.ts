import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, inList, refColumn, timestampColumn, wonColumn } from './columns.ts';
import { providers } from './games.ts';
import { members } from './members.ts';

/**
 * What a transfer does: `in` moves cash to the provider's wallet, `out` brings it back, `settle`
 * brings the member's `game` account to the balance the provider reported (play at the provider
 * moved it; the entry is against the provider's `house_game`).
 */
export const GAME_TRANSFER_DIRECTIONS = ['in', 'out', 'settle'] as const;
export type TGameTransferDirection = (typeof GAME_TRANSFER_DIRECTIONS)[number];
/** `pending` until the provider answered; `failed` when it refused (money back where it was). */
export const GAME_TRANSFER_STATES = ['pending', 'done', 'failed'] as const;
export type TGameTransferState = (typeof GAME_TRANSFER_STATES)[number];

/**
 * Money moved to or from a transfer-wallet provider. The row's id is the transfer id the provider
 * is sent (its idempotency key: a retry sends the same id) and names the entries it moved
 * (`game_transfer:<id>`, and `game_transfer:<id>:reversal` when a refused deposit came back).
 * `amount` is signed for a settlement (what the game account moved), positive otherwise. One
 * transfer per member and provider is pending at a time (the partial unique index), so a
 * settlement never reads a provider balance a transfer in flight may or may not include, and two
 * withdrawals at once cannot both be paid.
 */
export const gameTransfers = pgTable(
  'game_transfers',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    providerCode: text()
      .notNull()
      .references(() => providers.code),
    direction: text({ enum: GAME_TRANSFER_DIRECTIONS }).notNull(),
    amount: wonColumn().notNull(),
    state: text({ enum: GAME_TRANSFER_STATES }).notNull(),
    /** How many times the provider has been asked (the request's call and the retry loop's). */
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestampColumn(),
    createdAt: createdAtColumn(),
    finishedAt: timestampColumn(),
  },
  (t) => [
    index('game_transfers_member').on(t.memberId, t.id),
    index('game_transfers_pending')
      .on(t.lastAttemptAt)
      .where(sql`state = 'pending'`),
    uniqueIndex('game_transfers_one_pending')
      .on(t.memberId, t.providerCode)
      .where(sql`state = 'pending'`),
    check('game_transfers_direction', inList(t.direction, GAME_TRANSFER_DIRECTIONS)),
    check('game_transfers_state', inList(t.state, GAME_TRANSFER_STATES)),
    check(
      'game_transfers_amount',
      sql`${t.amount} <> 0 and abs(${t.amount}) <= 9007199254740991 and (${t.direction} = 'settle' or ${t.amount} > 0)`,
    ),
  ],
);
