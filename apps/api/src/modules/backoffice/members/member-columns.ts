import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ledgerAccounts, members, sessions, type Db } from '@haneul/db';

// Correlated subqueries built with the query builder (see user/member-view.queries.ts for why raw
// column references would bind to the wrong table inside them).

/** A member's balance of one account kind (every provider summed for `game`). */
export const balanceOf = (db: Db, kind: 'cash' | 'comp' | 'hold' | 'commission' | 'game' | 'point') =>
  sql<number>`(${db
    .select({ total: sql`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.kind, kind)))})`.mapWith(Number);

/** Whether the member has a live session at `now`. */
export const onlineAt = (db: Db, now: Date) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(eq(sessions.memberId, members.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )})`.mapWith(Boolean);
