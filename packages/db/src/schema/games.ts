import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns.ts';
import { members } from './members.ts';

/** Game providers: who hosts the games and how their wallet works. */
export const providers = pgTable('providers', {
  code: text().primaryKey(),
  nameKo: text().notNull(),
  nameEn: text().notNull(),
  walletType: text({ enum: ['seamless', 'transfer'] })
    .notNull()
    .default('seamless'),
  /** Where a game window starts; the session token and game code are added to it. */
  launchUrl: text().notNull(),
  maintenance: boolean().notNull().default(false),
  createdAt: createdAtColumn(),
});

const catalogueColumns = () => ({
  code: text().primaryKey(),
  providerCode: text()
    .notNull()
    .references(() => providers.code),
  nameKo: text().notNull(),
  nameEn: text().notNull(),
  imgUrl: text().notNull(),
  used: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
});

/**
 * The most a round of the game can pay, as a multiple of its stakes (exact, e.g. 12 for baccarat's
 * pairs at 11:1). The wallet refuses a win that would take a round's wins past it; a game without
 * one declared takes no bets. The built-in titles' figures come from `@haneul/game-math`.
 */
const maxWinMultiplierColumn = () => numeric({ mode: 'string' });

/** Casino (table and live) games: the casino tab's tiles. */
export const casinoGames = pgTable('casino_games', {
  ...catalogueColumns(),
  maxWinMultiplier: maxWinMultiplierColumn(),
});

/** Slot providers: the slot tab's tiles. */
export const slotProviders = pgTable('slot_providers', catalogueColumns());

/** Slot games, listed per slot provider. */
export const slotGames = pgTable(
  'slot_games',
  {
    ...catalogueColumns(),
    maxWinMultiplier: maxWinMultiplierColumn(),
    slotProviderCode: text()
      .notNull()
      .references(() => slotProviders.code),
  },
  (t) => [index('slot_games_provider').on(t.slotProviderCode, t.sort)],
);

/**
 * Sport betting products: the sportsbook's sports. `inPlayDelayMs` is how long an in-play bet
 * waits before it is decided, so a price that moved on the pitch is not taken stale.
 */
export const sportSettings = pgTable('sport_settings', {
  ...catalogueColumns(),
  inPlayDelayMs: integer().notNull().default(5_000),
});

/**
 * A game window's session: one member, one game, 8 hours. open-game makes it with a launch code
 * (60 s, single use) for the game URL; the provider's server trades the code for the session token
 * (`authenticate`), which is born then and only its SHA-256 is stored. Neither value is kept raw.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: idColumn(),
    /** Null until the launch code is redeemed. */
    tokenHash: text().unique(),
    /** Null once redeemed, so a code works once. */
    launchCodeHash: text(),
    launchExpiresAt: timestampColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    providerCode: text()
      .notNull()
      .references(() => providers.code),
    gameCode: text().notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestampColumn().notNull(),
  },
  (t) => [
    index('game_sessions_member').on(t.memberId, t.createdAt),
    uniqueIndex('game_sessions_launch_code').on(t.launchCodeHash),
  ],
);
