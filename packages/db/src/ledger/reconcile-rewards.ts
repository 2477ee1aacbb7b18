import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftOf, entryMoves } from './drift-query.ts';

/** A member id in a key: at most 18 digits, so reading it as bigint cannot overflow. */
const ID = '([0-9]{1,18})';

/**
 * The round's stake as its settlement saw it at most: the member's bets of that provider and round
 * that landed. A bet rolled back after the round settled still counts, since it was in the stake
 * then; null when no bet of the round ever landed.
 */
const stakesOf = (provider: SQL, member: SQL, round: SQL) => sql`(
  select sum(t.amount) from provider_transactions t
   where t.provider_code = ${provider} and t.member_id = ${member} and t.round_id = ${round}
     and t.kind = 'bet' and t.entry_id is not null)`;

/** What entry `entry` credited to the member's account of `kind`. */
const creditOf = (entry: SQL, member: SQL, kind: string) => sql`(
  select sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
   where p.entry_id = ${entry} and a.member_id = ${member} and a.kind = ${kind})`;

/**
 * Comp and commission against the bets they came from, and commission paid out to agents.
 *
 * Round settlement (apps/api provider/round-settlement.service.ts) keys a comp accrual
 * `comp:<provider>:<member>:<round>` and a commission `commission:<provider>:<member>:<round>:<agent>`.
 * Each such entry must name a round in which that member has a landed bet, move its amount from the
 * house to the member's comp (the agent's commission), and stay within the round's stake times the
 * highest rate configured (comp: `comp_rates`; commission, all the round's agents together:
 * `agent_rates`, since each agent earns its rate minus the rate below it). The exact amount cannot be
 * recomputed: the rate and level in force when the round settled, and the agent tree then, are not
 * recorded; one accrual per round and member (per agent) is what the unique key already enforces.
 * After a rate is lowered, accruals of earlier rounds at the old rate read as drift here.
 * Comp and commission written without such a key (the demo seed's opening comp) have no round to
 * compare with and are not checked.
 *
 * A settlement (agents/settlements.service.ts) moves its amount from the agent's commission to their
 * cash in a `commission` entry; every entry that takes money out of a commission account is named by
 * exactly one settlement (sampled as `entry <id>`).
 */
export async function reconcileRewards(db: Db): Promise<{
  compAccruals: DriftOfKind;
  commissions: DriftOfKind;
  agentSettlements: DriftOfKind;
}> {
  const owner = sql`(x.k[2])::bigint`;
  const agent = sql`(x.k[4])::bigint`;
  return {
    compAccruals: await driftOf(
      db,
      sql`select x.id::text as sample
            from (select e.id, regexp_match(e.idempotency_key, ${`^comp:([^:]+):${ID}:(.+)$`}) as k
                    from journal_entries e
                   where e.kind = 'comp_accrual' and e.idempotency_key like 'comp:%') x
            cross join lateral (select ${creditOf(sql`x.id`, owner, 'comp')} as amount,
                                       ${stakesOf(sql`x.k[1]`, owner, sql`x.k[3]`)} as stakes) m
           where x.k is null or m.stakes is null
              or not ${entryMoves(sql`x.id`, {
                kind: 'comp_accrual',
                member: owner,
                from: { kind: 'house_comp' },
                to: { kind: 'comp', member: owner },
                amount: sql`m.amount`,
              })}
              or m.amount::numeric * 10000
                 > m.stakes::numeric * (select coalesce(max(rate_bp), 0) from comp_rates)`,
    ),
    commissions: await driftOf(
      db,
      sql`select c.id::text as sample
            from (select x.id, x.k, m.amount, m.stakes,
                         sum(m.amount) over (partition by x.k[1], x.k[2], x.k[3]) as round_total
                    from (select e.id,
                                 regexp_match(e.idempotency_key, ${`^commission:([^:]+):${ID}:(.+):${ID}$`}) as k
                            from journal_entries e
                           where e.kind = 'commission' and e.idempotency_key like 'commission:%') x
                    cross join lateral (select ${creditOf(sql`x.id`, agent, 'commission')} as amount,
                                               ${stakesOf(sql`x.k[1]`, owner, sql`x.k[3]`)} as stakes) m) c
           where c.k is null or c.stakes is null
              or not ${entryMoves(sql`c.id`, {
                kind: 'commission',
                member: sql`(c.k[4])::bigint`,
                from: { kind: 'house_commission' },
                to: { kind: 'commission', member: sql`(c.k[4])::bigint` },
                amount: sql`c.amount`,
              })}
              or c.round_total::numeric * 10000
                 > c.stakes::numeric * (select coalesce(max(rolling_bp), 0) from agent_rates)`,
    ),
    agentSettlements: await driftOf(
      db,
      sql`select s.id::text as sample from agent_settlements s
           where not ${entryMoves(sql`s.entry_id`, {
             kind: 'commission',
             member: sql`s.agent_id`,
             from: { kind: 'commission', member: sql`s.agent_id` },
             to: { kind: 'cash', member: sql`s.agent_id` },
             amount: sql`s.amount`,
           })}
          union all
          select 'entry ' || e.id
            from journal_entries e
            left join (select entry_id, count(*) as n from agent_settlements group by entry_id) s
              on s.entry_id = e.id
           where e.kind = 'commission' and coalesce(s.n, 0) <> 1
             and exists (select 1 from ledger_postings p join ledger_accounts a on a.id = p.account_id
                          where p.entry_id = e.id and a.kind = 'commission' and a.member_id is not null
                            and p.amount < 0)`,
    ),
  };
}
