import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@haneul/db';
import { pageWindow, type ListParams } from '../../../lib/list-query.ts';

/**
 * The thresholds of the markers of harm (docs/protection.md#markers-of-harm). Each is a pattern the
 * gambling-harm literature and the UK and Maltese regulators' guidance name; the figures are a
 * starting point an operator tunes, so they live here, once, beside the query that applies them.
 */
const MARKER_THRESHOLDS = {
  /** Deposit requests (any state) within any 24 hours of the last 7 days. */
  depositsIn24h: 3,
  /** The last 7 days' average stake at least this many times the 30 days before them... */
  stakeRise: 2,
  /** ...over at least this many stakes in the last 7 days, so one odd bet is not a trend. */
  recentStakes: 3,
  /** Korean nights (a sign-in, a session's last check or a stake between 00:00 and 06:00) in 7 days. */
  nights: 3,
  /** Raises or removals of a limit asked for in the last 30 days. */
  limitRaises: 1,
} as const;

/**
 * Members showing at least one marker at `now`, one row each with every marker's figures (null
 * where it does not show). Stakes are the play that moved money: wallet bets that landed and were
 * not rolled back, and accepted sport bets. Times are compared in UTC; a night is read in Korean
 * time (UTC+9, no daylight saving). A withdrawal's cancellation time is its last update.
 */
function flaggedMembers(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const t = MARKER_THRESHOLDS;
  return sql`
    with stakes as (
      select member_id, amount, created_at as at from provider_transactions
       where kind = 'bet' and status = 'OK' and rolled_back_at is null
         and created_at >= ${at} - interval '37 days' and created_at < ${at}
      union all
      select member_id, stake, accepted_at from sport_bets
       where accepted_at >= ${at} - interval '37 days' and accepted_at < ${at}
    ),
    deposit_bursts as (
      select member_id, created_at,
             count(*) over (partition by member_id order by created_at
                            range between current row and interval '24 hours' following) as requests
        from deposit_requests
       where created_at >= ${at} - interval '7 days' and created_at < ${at}
    ),
    frequent_deposits as (
      select distinct on (member_id) member_id, requests, created_at as burst_from
        from deposit_bursts where requests >= ${t.depositsIn24h}
       order by member_id, requests desc, created_at desc
    ),
    stake_averages as (
      select member_id,
             avg(amount) filter (where at >= ${at} - interval '7 days') as recent,
             avg(amount) filter (where at < ${at} - interval '7 days') as previous,
             count(*) filter (where at >= ${at} - interval '7 days') as recent_count
        from stakes group by member_id
    ),
    rising_stakes as (
      select member_id, recent, previous from stake_averages
       where recent_count >= ${t.recentStakes} and previous > 0 and recent >= ${t.stakeRise} * previous
    ),
    night_play as (
      select member_id, count(distinct ((at at time zone 'UTC') + interval '9 hours')::date) as nights
        from (
          select member_id, at from stakes
          union all select member_id, created_at from sessions
          union all select member_id, last_seen_at from sessions where last_seen_at is not null
        ) seen
       where at >= ${at} - interval '7 days' and at < ${at}
         and extract(hour from (at at time zone 'UTC') + interval '9 hours') < 6
       group by member_id having count(distinct ((at at time zone 'UTC') + interval '9 hours')::date) >= ${t.nights}
    ),
    limit_raises as (
      select member_id, count(*) as requests from play_limit_events
       where action in ('raise_requested', 'removal_requested')
         and created_at >= ${at} - interval '30 days' and created_at < ${at}
       group by member_id having count(*) >= ${t.limitRaises}
    ),
    cancelled_withdrawal_play as (
      select w.member_id, count(*) as withdrawals, sum(after_cancel.staked) as staked
        from withdraw_requests w
        cross join lateral (
          select sum(s.amount) as staked from stakes s
           where s.member_id = w.member_id and s.at > w.updated_at and s.at <= w.updated_at + interval '24 hours'
        ) after_cancel
       where w.state = 'cancelled' and after_cancel.staked is not null
         and w.updated_at >= ${at} - interval '30 days' and w.updated_at < ${at}
       group by w.member_id
    )
    select m.id, m.user_id, m.nick,
           fd.requests::int as deposit_requests,
           to_char(fd.burst_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as burst_from,
           round(rs.recent)::float8 as recent_average, round(rs.previous)::float8 as previous_average,
           np.nights::int as nights, lr.requests::int as limit_raises,
           cw.withdrawals::int as cancelled_withdrawals, cw.staked::float8 as staked_after_cancel,
           ((fd.member_id is not null)::int + (rs.member_id is not null)::int + (np.member_id is not null)::int
             + (lr.member_id is not null)::int + (cw.member_id is not null)::int) as marker_count
      from members m
      left join frequent_deposits fd on fd.member_id = m.id
      left join rising_stakes rs on rs.member_id = m.id
      left join night_play np on np.member_id = m.id
      left join limit_raises lr on lr.member_id = m.id
      left join cancelled_withdrawal_play cw on cw.member_id = m.id
     where fd.member_id is not null or rs.member_id is not null or np.member_id is not null
        or lr.member_id is not null or cw.member_id is not null`;
}

/** One flagged member with each marker's figures; null where the marker does not show. */
export interface FlaggedMemberRow {
  id: number;
  userId: string;
  nick: string;
  depositRequests: number | null;
  burstFrom: string | null;
  recentAverage: number | null;
  previousAverage: number | null;
  nights: number | null;
  limitRaises: number | null;
  cancelledWithdrawals: number | null;
  stakedAfterCancel: number | null;
}

type RawRow = Record<string, string | number | null>;

const numberOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export async function pageFlaggedMembers(
  db: Db,
  { now, ...list }: ListParams<'markerCount' | 'id'> & { now: Date },
): Promise<{ rows: FlaggedMemberRow[]; total: number }> {
  const { limit, offset } = pageWindow(list);
  const column = sql.raw(list.sort === 'markerCount' ? 'marker_count' : 'id');
  // The direction is the contract's enum (ASC | DESC), never free text.
  const direction = sql.raw(list.order === 'ASC' ? 'asc' : 'desc');
  const flagged = flaggedMembers(now);
  const { rows } = await db.execute<RawRow>(sql`
    select * from (${flagged}) flagged
     order by ${column} ${direction}, id ${direction} limit ${limit} offset ${offset}`);
  const counted = await db.execute<{ total: string | number }>(
    sql`select count(*) as total from (${flagged}) flagged`,
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      userId: String(row.user_id),
      nick: String(row.nick),
      depositRequests: numberOrNull(row.deposit_requests),
      burstFrom: row.burst_from === null ? null : String(row.burst_from),
      recentAverage: numberOrNull(row.recent_average),
      previousAverage: numberOrNull(row.previous_average),
      nights: numberOrNull(row.nights),
      limitRaises: numberOrNull(row.limit_raises),
      cancelledWithdrawals: numberOrNull(row.cancelled_withdrawals),
      stakedAfterCancel: numberOrNull(row.staked_after_cancel),
    })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}
