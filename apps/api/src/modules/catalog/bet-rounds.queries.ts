import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@haneul/db';

export interface BetRoundFilters {
  memberId: number;
  kind?: 'casino' | 'slot' | undefined;
  /** The first instant counted and the first one past the range (a round counts by its first bet). */
  start?: Date | undefined;
  end?: Date | undefined;
}

/** One round of the member's wallet play as the ledger and the catalogue tell it. */
export interface BetRoundRow {
  id: number;
  providerCode: string;
  roundId: string;
  gameCode: string;
  nameKo: string;
  nameEn: string;
  kind: 'casino' | 'slot';
  stake: number;
  won: number;
  refunded: number;
  settled: boolean;
  rolledBack: boolean;
  balanceAfter: number;
  playedAt: Date;
}

/**
 * The member's rounds that hold a landed bet, filtered, with their game from the catalogue. A
 * round is (provider, round id): two providers may use the same ids. Counted from the wallet's
 * accepted transactions: landed bets (a refused bet moved nothing, a rollback's marker is no bet),
 * wins (a zero win too: it ends the round) and rollbacks (`amount` is what each refunded). Every
 * landed bet names a catalogue game, since the wallet refuses bets on a game without a declared
 * maximum win, and games are never deleted; casino games come first, as the wallet resolves a code.
 */
function filteredRounds({ memberId, kind, start, end }: BetRoundFilters): SQL {
  return sql`
    rounds as (
      select t.provider_code, t.round_id,
             min(t.id) filter (where t.kind = 'bet') as id,
             min(t.created_at) filter (where t.kind = 'bet') as played_at,
             coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0) as stake,
             coalesce(sum(t.amount) filter (where t.kind = 'win'), 0) as won,
             coalesce(sum(t.amount) filter (where t.kind = 'rollback'), 0) as refunded,
             count(*) filter (where t.kind = 'win') > 0 as settled,
             coalesce(bool_and(t.rolled_back_at is not null) filter (where t.kind = 'bet'), false) as rolled_back,
             max(t.entry_id) as last_entry
        from provider_transactions t
       where t.member_id = ${memberId} and t.status = 'OK' and t.request_hash is not null
         and (t.kind <> 'bet' or t.entry_id is not null)
       group by t.provider_code, t.round_id
    ),
    listed as (
      select r.*, b.game_code,
             case when c.code is not null then 'casino' else 'slot' end as kind,
             coalesce(c.name_ko, g.name_ko) as name_ko, coalesce(c.name_en, g.name_en) as name_en
        from rounds r
        join provider_transactions b on b.id = r.id
        left join casino_games c on c.code = b.game_code and c.provider_code = r.provider_code
        left join slot_games g on g.code = b.game_code and g.provider_code = r.provider_code
                              and c.code is null
       where (c.code is not null or g.code is not null)
         ${kind === 'casino' ? sql`and c.code is not null` : sql``}
         ${kind === 'slot' ? sql`and g.code is not null` : sql``}
         ${start === undefined ? sql`` : sql`and r.played_at >= ${start.toISOString()}::timestamptz`}
         ${end === undefined ? sql`` : sql`and r.played_at < ${end.toISOString()}::timestamptz`}
    )`;
}

interface RawRound extends Record<string, unknown> {
  id: string | number;
  provider_code: string;
  round_id: string;
  game_code: string;
  name_ko: string;
  name_en: string;
  kind: 'casino' | 'slot';
  stake: string | number;
  won: string | number;
  refunded: string | number;
  settled: boolean;
  rolled_back: boolean;
  balance_after: string | number;
  played_at: string | Date;
}

/**
 * A page of the member's rounds, newest first. The cash after a round is the account's balance less
 * every posting on it after the round's last one: in one statement, so one snapshot, and the newest
 * rounds (the pages read most) read the fewest postings. Posting ids follow the account's order,
 * since every writer locks the member's accounts before it inserts postings. The round's last entry
 * is its last cash movement: the wallet writes a round's entries in turn under the member's cash lock.
 */
export async function pageBetRounds(
  db: Db,
  filters: BetRoundFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: BetRoundRow[]; total: number }> {
  const { rows } = await db.execute<RawRound>(sql`
    with ${filteredRounds(filters)},
    page as (
      select * from listed order by played_at desc, id desc limit ${limit} offset ${offset}
    )
    select p.id, p.provider_code, p.round_id, p.game_code, p.name_ko, p.name_en, p.kind,
           p.stake::text as stake, p.won::text as won, p.refunded::text as refunded,
           p.settled, p.rolled_back, p.played_at,
           (a.balance - coalesce((select sum(later.amount) from ledger_postings later
                                   where later.account_id = a.id and later.id > last.id), 0))::text
             as balance_after
      from page p
      join ledger_accounts a on a.member_id = ${filters.memberId} and a.kind = 'cash' and a.provider_code = ''
      join lateral (select max(lp.id) as id from ledger_postings lp
                     where lp.entry_id = p.last_entry and lp.account_id = a.id) last on true
     order by p.played_at desc, p.id desc`);
  const { rows: counted } = await db.execute<{ n: string | number }>(sql`
    with ${filteredRounds(filters)}
    select count(*)::text as n from listed`);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      providerCode: row.provider_code,
      roundId: row.round_id,
      gameCode: row.game_code,
      nameKo: row.name_ko,
      nameEn: row.name_en,
      kind: row.kind,
      stake: Number(row.stake),
      won: Number(row.won),
      refunded: Number(row.refunded),
      settled: row.settled,
      rolledBack: row.rolled_back,
      balanceAfter: Number(row.balance_after),
      // Raw rows bypass Drizzle's column mapping: the drivers hand timestamps back as text or Date.
      playedAt: new Date(row.played_at),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}
