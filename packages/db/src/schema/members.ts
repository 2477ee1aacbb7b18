import { CONTENT_LANGUAGES, type TOtherContentLanguage } from '@haneul/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn, wonColumn } from './columns.ts';

/**
 * Member levels; comp rates hang off them per game type. A member rises to the highest level
 * whose `upgradeDeposits` their completed deposits reach (never falls by it; staff may set any).
 */
export const levels = pgTable(
  'levels',
  {
    level: integer().primaryKey(),
    /** The Korean name; `otherNames` holds the other languages', Korean shown where one is empty. */
    name: text().notNull(),
    otherNames: jsonb().$type<Partial<Record<TOtherContentLanguage, string>>>().notNull().default({}),
    upgradeDeposits: wonColumn().notNull().default(0),
  },
  (t) => [check('levels_upgrade_deposits_not_negative', sql`${t.upgradeDeposits} >= 0`)],
);

export const GAME_TYPES = ['slot', 'casino', 'sport'] as const;
export type TGameType = (typeof GAME_TYPES)[number];

/** Comp accrued per settled bet, in basis points of the stake (100 = 1%). */
export const compRates = pgTable(
  'comp_rates',
  {
    level: integer()
      .notNull()
      .references(() => levels.level),
    gameType: text({ enum: GAME_TYPES }).notNull(),
    rateBp: integer().notNull(),
  },
  (t) => [
    uniqueIndex('comp_rates_level_type').on(t.level, t.gameType),
    check('comp_rates_rate_range', sql`${t.rateBp} between 0 and 10000`),
  ],
);

export const MEMBER_STATES = ['active', 'suspended'] as const;
export const TEMPORARY_PASSWORD_STATES = ['issued', 'used'] as const;

export const members = pgTable(
  'members',
  {
    id: idColumn(),
    userId: text().notNull(),
    nick: text().notNull(),
    passwordHash: text().notNull(),
    exchangePasswordHash: text().notNull(),
    phone: text().notNull(),
    bankName: text().notNull(),
    bankOwner: text().notNull(),
    bankNumber: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    level: integer()
      .notNull()
      .default(1)
      .references(() => levels.level),
    playType: text({ enum: ['user', 'agent'] })
      .notNull()
      .default('user'),
    /** The agent this member registered under. */
    agentId: refColumn().references((): AnyPgColumn => members.id),
    /** An agent's own referral code (agents only). */
    agentCode: text(),
    state: text({ enum: MEMBER_STATES }).notNull().default('active'),
    /**
     * The password is a temporary one an operator issued: `issued` until it signs in once, then
     * `used` (it signs in no more); every session must change it before anything else. Null: the
     * member's own.
     */
    passwordTemporary: text({ enum: TEMPORARY_PASSWORD_STATES }),
    /**
     * A time-out or self-exclusion in force until then (member_exclusions holds what was taken):
     * the member may sign in, withdraw and write to customer service, but not deposit or play; null
     * when none. An indefinite one reads 9999-12-31 until its end is asked for.
     */
    excludedUntil: timestampColumn(),
    /** The member has a loss, wager or session limit: the wallet then checks it and keeps play_usage. */
    hasPlayLimits: boolean().notNull().default(false),
    /** How often the site and the game window show a reality check, in minutes; null: never. */
    realityCheckMinutes: integer(),
    /** The site language the member last signed in with: the one their automatic notes are written in. */
    language: text({ enum: CONTENT_LANGUAGES }).notNull().default('ko'),
    registerDomain: text().notNull().default(''),
    registerIp: text().notNull().default(''),
    createdAt: createdAtColumn(),
    lastLoginAt: timestampColumn(),
  },
  (t) => [
    uniqueIndex('members_user_id_lower').on(sql`lower(${t.userId})`),
    uniqueIndex('members_nick_lower').on(sql`lower(${t.nick})`),
    uniqueIndex('members_agent_code_upper').on(sql`upper(${t.agentCode})`),
  ],
);

/** Rolling commission and loss share an agent earns on their members' bets, per game type. */
export const agentRates = pgTable(
  'agent_rates',
  {
    agentId: refColumn()
      .notNull()
      .references(() => members.id),
    gameType: text({ enum: GAME_TYPES }).notNull(),
    rollingBp: integer().notNull().default(0),
    lossShareBp: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('agent_rates_agent_type').on(t.agentId, t.gameType),
    check(
      'agent_rates_range',
      sql`${t.rollingBp} between 0 and 10000 and ${t.lossShareBp} between 0 and 10000`,
    ),
  ],
);
