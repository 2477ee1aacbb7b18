import {
  BANNER_UPLOAD_TYPES,
  NOTE_TEMPLATE_KEYS,
  type TBannerLink,
  type TTextVersions,
  type TTranslations,
} from '@haneul/contract';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/** `domains` is the raw field: several domains separated by comma, bar or space; empty means every site. */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    title: text().notNull(),
    contents: text().notNull(),
    /** The notice in the other languages; `title` and `contents` are the Korean one, always there. */
    translations: jsonb().$type<TTextVersions>().notNull().default({}),
    domains: text().notNull().default(''),
    published: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [index('notices_updated').on(t.updatedAt)],
);

/** Home-page popups; `contentsHtml` is sanitized before it is stored. */
export const popups = pgTable('popups', {
  id: idColumn(),
  title: text().notNull(),
  titleColor: text().notNull().default('#f5c453'),
  contentsHtml: text().notNull(),
  /** The popup in the other languages (sanitized HTML too); `title` and `contentsHtml` are Korean. */
  translations: jsonb().$type<TTextVersions>().notNull().default({}),
  domains: text().notNull().default(''),
  posX: integer().notNull().default(0),
  posY: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  startsAt: timestampColumn(),
  endsAt: timestampColumn(),
  createdAt: createdAtColumn(),
});

/**
 * Home carousel banners. `headlines` holds one per content language (Korean required, an empty one
 * falls back to it); `link` is a game or a member-site page; both are checked by the contract on write.
 */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    image: text().notNull(),
    headlines: jsonb().$type<TTranslations>().notNull(),
    link: jsonb().$type<TBannerLink>().notNull(),
    sort: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    startsAt: timestampColumn(),
    endsAt: timestampColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('banners_sort').on(t.sort, t.id)],
);

/**
 * Images operators uploaded for the carousel: the bytes as base64 (PGlite and PostgreSQL alike),
 * the type recognised from them on upload. Kept, never replaced, so a served image never changes.
 */
export const bannerImages = pgTable('banner_images', {
  id: idColumn(),
  contentType: text({ enum: BANNER_UPLOAD_TYPES }).notNull(),
  data: text().notNull(),
  size: integer().notNull(),
  createdBy: refColumn()
    .notNull()
    .references(() => staff.id),
  createdAt: createdAtColumn(),
});

/** Messages from the operator to one member. */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    title: text().notNull(),
    contents: text().notNull(),
    createdAt: createdAtColumn(),
    readAt: timestampColumn(),
    deletedAt: timestampColumn(),
  },
  (t) => [index('notes_member').on(t.memberId, t.id)],
);

/**
 * The texts of the notes the server writes by itself (a desk move, a level raised), one row per
 * key of the contract's NOTE_TEMPLATE_KEYS, written by the migration that made the table. `title`
 * and `contents` are the Korean ones, always there, with `{name}` placeholders.
 */
export const noteTemplates = pgTable('note_templates', {
  key: text({ enum: NOTE_TEMPLATE_KEYS }).primaryKey(),
  title: text().notNull(),
  contents: text().notNull(),
  translations: jsonb().$type<TTextVersions>().notNull().default({}),
  updatedAt: createdAtColumn(),
});

export const HELP_KINDS = ['general', 'account_ask', 'password_help'] as const;
export const HELP_STATES = ['open', 'answered', 'closed'] as const;

/** Customer-service tickets. A member's delete-all hides them from the member only. */
export const helpTickets = pgTable(
  'help_tickets',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    kind: text({ enum: HELP_KINDS }).notNull().default('general'),
    title: text().notNull(),
    contents: text().notNull(),
    /** The phone a signed-out member gave asking for a new password (`password_help`), for the operator's call back. */
    contactPhone: text(),
    state: text({ enum: HELP_STATES }).notNull().default('open'),
    createdAt: createdAtColumn(),
    lastAt: createdAtColumn(),
    hiddenAt: timestampColumn(),
  },
  (t) => [index('help_tickets_member').on(t.memberId, t.id)],
);

/** Staff replies; `readAt` stays null until the member reads the ticket (the help count). */
export const helpReplies = pgTable(
  'help_replies',
  {
    id: idColumn(),
    ticketId: refColumn()
      .notNull()
      .references(() => helpTickets.id),
    staffId: refColumn().references(() => staff.id),
    contents: text().notNull(),
    createdAt: createdAtColumn(),
    readAt: timestampColumn(),
  },
  (t) => [index('help_replies_ticket').on(t.ticketId)],
);
