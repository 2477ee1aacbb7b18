import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn, wonColumn } from './columns.ts';
import { journalEntries } from './ledger.ts';
import { members } from './members.ts';
import { sessions } from './sessions.ts';
import { staff } from './staff.ts';

/**
 * One-time codes that carry a member session to the agent page: 60 seconds, single use, and only
 * the code's SHA-256 is stored. The long-lived member token never appears in a link.
 */
export const agentHandoffs = pgTable(
  'agent_handoffs',
  {
    id: idColumn(),
    codeHash: text().notNull().unique(),
    agentId: refColumn()
      .notNull()
      .references(() => members.id),
    /** The member session that asked for the code. */
    sessionId: refColumn().references(() => sessions.id),
    createdAt: createdAtColumn(),
    expiresAt: timestampColumn().notNull(),
    usedAt: timestampColumn(),
  },
  (t) => [index('agent_handoffs_agent').on(t.agentId, t.createdAt)],
);

/**
 * Agent page sessions: apart from member and staff sessions, so no token crosses surfaces. Each
 * lives only as long as the member session it was opened from (sign-out, revocation, expiry).
 */
export const agentSessions = pgTable(
  'agent_sessions',
  {
    id: idColumn(),
    tokenHash: text().notNull().unique(),
    agentId: refColumn()
      .notNull()
      .references(() => members.id),
    /** The member session whose handoff opened it; null only for sessions older than the rule. */
    memberSessionId: refColumn().references(() => sessions.id),
    createdAt: createdAtColumn(),
    expiresAt: timestampColumn().notNull(),
    revokedAt: timestampColumn(),
    ip: text().notNull().default(''),
  },
  (t) => [index('agent_sessions_agent').on(t.agentId)],
);

export const AGENT_DOMAIN_STATES = ['pending', 'approved', 'refused'] as const;

/**
 * Site domains agents asked for. Registration there is prefilled with the agent's code only once
 * staff approved the request; one live (pending or approved) request per domain, so a refused one
 * frees the domain. Stored as `siteHost` gives it.
 */
export const agentDomains = pgTable(
  'agent_domains',
  {
    id: idColumn(),
    domain: text().notNull(),
    agentId: refColumn()
      .notNull()
      .references(() => members.id),
    /** The referral code the domain prefills; the agent's own code when null. */
    code: text(),
    state: text({ enum: AGENT_DOMAIN_STATES }).notNull().default('pending'),
    createdAt: createdAtColumn(),
    decidedAt: timestampColumn(),
    decidedBy: refColumn().references(() => staff.id),
  },
  (t) => [
    uniqueIndex('agent_domains_live')
      .on(t.domain)
      .where(sql`${t.state} <> 'refused'`),
    index('agent_domains_agent').on(t.agentId, t.domain),
    index('agent_domains_state').on(t.state, t.id),
    check('agent_domains_decided', sql`(${t.state} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** Extra referral codes an agent made, besides `members.agent_code`; unique regardless of case. */
export const agentCodes = pgTable(
  'agent_codes',
  {
    id: idColumn(),
    agentId: refColumn()
      .notNull()
      .references(() => members.id),
    code: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('agent_codes_code_upper').on(sql`upper(${t.code})`),
    index('agent_codes_agent').on(t.agentId),
  ],
);

/** Commission paid out to an agent: the amount moved from their commission account to their cash. */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: idColumn(),
    agentId: refColumn()
      .notNull()
      .references(() => members.id),
    amount: wonColumn().notNull(),
    staffId: refColumn()
      .notNull()
      .references(() => staff.id),
    memo: text().notNull().default(''),
    entryId: refColumn()
      .notNull()
      .references(() => journalEntries.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('agent_settlements_agent').on(t.agentId, t.id),
    check('agent_settlements_amount', sql`${t.amount} > 0`),
  ],
);
