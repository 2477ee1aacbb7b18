import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { depositRequests, members, playUsage, sessions, type Db } from '@haneul/db';
import { periodStartDay, periodStart, type PlayPeriod } from './play-period.ts';

/** What a member used of their loss, wager and session limits since `day` (play_usage). */
export async function usageSince(db: Db, memberId: number, day: string) {
  const [row] = await db
    .select({
      wagered: sql<number>`coalesce(sum(${playUsage.wagered}), 0)`.mapWith(Number),
      won: sql<number>`coalesce(sum(${playUsage.won}), 0)`.mapWith(Number),
      seconds: sql<number>`coalesce(sum(${playUsage.seconds}), 0)`.mapWith(Number),
    })
    .from(playUsage)
    .where(and(eq(playUsage.memberId, memberId), gte(playUsage.day, day)));
  return row ?? { wagered: 0, won: 0, seconds: 0 };
}

/** Deposits the member asked for in the period holding `now`, whatever became of them but cancelled ones. */
export async function depositedSince(
  db: Db,
  memberId: number,
  period: PlayPeriod,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${depositRequests.amount}), 0)`.mapWith(Number) })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.memberId, memberId),
        inArray(depositRequests.state, ['waiting', 'taken', 'completed']),
        gte(depositRequests.createdAt, periodStart(period, now)),
      ),
    );
  return row?.total ?? 0;
}

/**
 * The month so far into play_usage, when a member sets their first loss, wager or session limit:
 * the stakes and wins of their wallet transactions (bets that landed and were not rolled back) and
 * of their sport bets, per Korean day. From then on every stake and win is counted as it happens.
 */
export async function fillUsage(tx: Db, memberId: number, now: Date): Promise<void> {
  const from = periodStartDay('month', now);
  const day = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '9 hours')::date`);
  await tx.delete(playUsage).where(eq(playUsage.memberId, memberId));
  await tx.execute(sql`
    insert into play_usage (member_id, day, wagered, won)
    select ${memberId}, day, sum(wagered), sum(won) from (
      select ${day('t.created_at')} as day,
             case when t.kind = 'bet' then t.amount else 0 end as wagered,
             case when t.kind = 'win' then t.amount else 0 end as won
        from provider_transactions t
       where t.member_id = ${memberId} and t.status = 'OK' and t.entry_id is not null
         and t.kind in ('bet', 'win') and t.rolled_back_at is null
      union all
      select ${day('b.accepted_at')}, b.stake, 0 from sport_bets b
       where b.member_id = ${memberId} and b.state in ('open', 'settled')
      union all
      select ${day('b.settled_at')}, 0, b.payout from sport_bets b
       where b.member_id = ${memberId} and b.state = 'settled'
    ) moved
     where day >= ${from}::date
     group by day`);
}

/** The most a health check counts between two checks: a longer gap was time away. */
const MAX_TICK_SECONDS = 90;

/**
 * Counts the time signed in for a member with a session limit: each health check (every 30 s while
 * the site is open) adds the time since the session's previous one, up to 90 s, to today's usage.
 */
export async function tickSession(
  db: Db,
  { memberId, sessionId, now }: { memberId: number; sessionId: number; now: Date },
) {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    if (!session?.lastSeenAt) return;
    const seconds = Math.min(
      MAX_TICK_SECONDS,
      Math.floor((now.getTime() - session.lastSeenAt.getTime()) / 1000),
    );
    if (seconds > 0) {
      await tx.execute(
        sql`select play_usage_add(${memberId}, ${now.toISOString()}::timestamptz, 0, 0, ${seconds})`,
      );
    }
  });
}

/** Whether the member's wallet checks limits (a loss, wager or session limit exists). */
export async function hasPlayLimits(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ has: members.hasPlayLimits }).from(members).where(eq(members.id, memberId));
  return row?.has ?? false;
}
