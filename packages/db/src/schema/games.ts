import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/** Casino (table and live) games: the casino tab's tiles. */
export const casinoGames = pgTable('casino_games', catalogueColumns());

/** Slot providers: the slot tab's tiles. */
export const slotProviders = pgTable('slot_providers', catalogueColumns());

/** Slot games, listed per slot provider. */
export const slotGames = pgTable(
  'slot_games',
  {
    ...catalogueColumns(),
    slotProviderCode: text()
      .notNull()
      .references(() => slotProviders.code),
  },
  (t) => [index('slot_games_provider').on(t.slotProviderCode, t.sort)],
);

/** Sport betting products. */
export const sportSettings = pgTable('sport_settings', catalogueColumns());

/** A game window's session: one member, one game, 8 hours. Only the token's SHA-256 is stored. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: idColumn(),
    tokenHash: text().notNull().unique(),
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
  (t) => [index('game_sessions_member').on(t.memberId, t.createdAt)],
);
