import { eq, sql } from 'drizzle-orm';
import { members, sessions, type Db } from '@haneul/db';
import type { CallAnswer } from '../../lib/register-call.ts';
import { authRequired } from '../../lib/api-errors.ts';
import { realityCheckMinutes } from './reality-check.ts';

/**
 * The reality check's figures for this sign-in: how long it has lasted, and what the member staked
 * and won since it began (every provider's wallet bets that landed and were not rolled back, their
 * wins, and sport stakes and payouts).
 */
export async function sessionSummary(
  db: Db,
  { memberId, sessionId, now }: { memberId: number; sessionId: number; now: Date },
): Promise<Extract<CallAnswer<'get-session-summary'>, { status: 'success' }>> {
  const [session] = await db
    .select({ since: sessions.createdAt, every: members.realityCheckMinutes })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, sessionId));
  if (!session) throw authRequired();
  const since = session.since.toISOString();
  const { rows } = await db.execute<{ staked: string; won: string }>(sql`
    select coalesce(sum(staked), 0)::text as staked, coalesce(sum(won), 0)::text as won from (
      select case when t.kind = 'bet' then t.amount else 0 end as staked,
             case when t.kind = 'win' then t.amount else 0 end as won
        from provider_transactions t
       where t.member_id = ${memberId} and t.created_at >= ${since}::timestamptz and t.status = 'OK'
         and t.entry_id is not null and t.kind in ('bet', 'win') and t.rolled_back_at is null
      union all
      select b.stake, 0 from sport_bets b
       where b.member_id = ${memberId} and b.accepted_at >= ${since}::timestamptz
      union all
      select 0, b.payout from sport_bets b
       where b.member_id = ${memberId} and b.state = 'settled' and b.settled_at >= ${since}::timestamptz
    ) moved`);
  const staked = Number(rows[0]?.staked ?? 0);
  const won = Number(rows[0]?.won ?? 0);
  return {
    status: 'success',
    since,
    seconds: Math.max(0, Math.floor((now.getTime() - session.since.getTime()) / 1000)),
    staked,
    won,
    net: won - staked,
    realityCheckMinutes: realityCheckMinutes(session.every),
  };
}
