import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftOf, entryMoves } from './drift-query.ts';

/**
 * The sportsbook's money against its bets (movements/sport-bets.ts writes both sides):
 * - `sportStakes`: every accepted bet (open or settled) names its stake entry, keyed
 *   `sport-bet:<bet>`, which moves exactly the stake from the member's cash to the sport book; and
 *   every `sport_bet` entry is named by an accepted bet (sampled as `entry <id>`).
 * - `sportSettlements`: a settled bet has settlements, its payout is its last settlement's, and what
 *   its settlement entries paid into the member's cash, less what was written off of clawbacks, is
 *   that payout; every `sport_settle` entry is named by a settlement of its bet (`entry <id>`).
 * - `sportRewards`: each bet's comp (`sport-comp:<bet>`) moves from the house's comp to its
 *   member's, and each agent's rolling (`sport-commission:<bet>:<agent>`) from the house's commission
 *   to that agent's, only for a settled bet that wagered (not every leg void), within its stake
 *   times the highest sport rate configured (sampled as `entry <id>`). As for rounds, the rates in
 *   force then are not recorded, so the exact amount cannot be recomputed.
 */
export async function reconcileSport(
  db: Db,
): Promise<{ sportStakes: DriftOfKind; sportSettlements: DriftOfKind; sportRewards: DriftOfKind }> {
  const stakeMoved = entryMoves(sql`b.stake_entry_id`, {
    kind: 'sport_bet',
    member: sql`b.member_id`,
    key: sql`'sport-bet:' || b.id`,
    from: { kind: 'cash', member: sql`b.member_id` },
    to: { kind: 'house_sport' },
    amount: sql`b.stake`,
  });
  const cashPaid = sql`coalesce((
    select sum(p.amount) from sport_settlements s
      join ledger_postings p on p.entry_id = s.entry_id
      join ledger_accounts a on a.id = p.account_id
     where s.bet_id = b.id and a.kind = 'cash' and a.member_id = b.member_id), 0)`;
  return {
    sportStakes: await driftOf(
      db,
      sql`select b.id::text as sample from sport_bets b
           where b.state in ('open', 'settled') and not ${stakeMoved}
          union all
          select 'entry ' || e.id from journal_entries e
           where e.kind = 'sport_bet'
             and not exists (select 1 from sport_bets b where b.stake_entry_id = e.id and b.state in ('open', 'settled'))`,
    ),
    sportSettlements: await driftOf(
      db,
      sql`select b.id::text as sample from sport_bets b
           where b.state = 'settled'
             and (b.settlements = 0
                  or b.payout is distinct from (select s.payout from sport_settlements s
                                                 where s.bet_id = b.id and s.seq = b.settlements)
                  or b.payout <> ${cashPaid} - (select coalesce(sum(s.written_off), 0) from sport_settlements s
                                                  where s.bet_id = b.id))
          union all
          select 'entry ' || e.id from journal_entries e
           where e.kind = 'sport_settle'
             and not exists (select 1 from sport_settlements s where s.entry_id = e.id
                              and e.idempotency_key = 'sport-settle:' || s.bet_id || ':' || s.seq)`,
    ),
    sportRewards: await driftOf(
      db,
      sql`select 'entry ' || x.id as sample
            from (select e.id, e.kind,
                         (regexp_match(e.idempotency_key, '^sport-(?:comp|commission):([0-9]{1,18})'))[1]::bigint as bet_id,
                         (regexp_match(e.idempotency_key, '^sport-commission:[0-9]+:([0-9]{1,18})$'))[1]::bigint as agent_id
                    from journal_entries e
                   where e.idempotency_key like 'sport-comp:%' or e.idempotency_key like 'sport-commission:%') x
            left join sport_bets b on b.id = x.bet_id
           where b.id is null or b.state <> 'settled'
              or not exists (select 1 from sport_bet_legs l where l.bet_id = b.id and l.outcome <> 'void')
              or (x.kind = 'comp_accrual' and not (${entryMoves(sql`x.id`, {
                kind: 'comp_accrual',
                member: sql`b.member_id`,
                key: sql`'sport-comp:' || b.id`,
                from: { kind: 'house_comp' },
                to: { kind: 'comp', member: sql`b.member_id` },
                amount: sql`(select sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
                              where p.entry_id = x.id and a.kind = 'comp')`,
              })}
                  and (select sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
                        where p.entry_id = x.id and a.kind = 'comp')::numeric * 10000
                      <= b.stake::numeric * (select coalesce(max(rate_bp), 0) from comp_rates where game_type = 'sport')))
              or (x.kind = 'commission' and not (${entryMoves(sql`x.id`, {
                kind: 'commission',
                member: sql`x.agent_id`,
                from: { kind: 'house_commission' },
                to: { kind: 'commission', member: sql`x.agent_id` },
                amount: sql`(select sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
                              where p.entry_id = x.id and a.kind = 'commission')`,
              })}
                  and (select sum(p.amount) from ledger_postings p
                         join journal_entries e2 on e2.id = p.entry_id
                         join ledger_accounts a on a.id = p.account_id
                        where e2.idempotency_key like 'sport-commission:' || b.id || ':%' and a.kind = 'commission')::numeric * 10000
                      <= b.stake::numeric * (select coalesce(max(rolling_bp), 0) from agent_rates where game_type = 'sport')))`,
    ),
  };
}
