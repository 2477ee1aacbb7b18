import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';

/** How many ids of each kind of drift a report keeps: enough to start looking, not a dump. */
const SAMPLES_PER_KIND = 5;

/** Anything that runs SQL: the API's database, a transaction, or the game server's database. */
export type SqlRunner = Pick<Db, 'execute'>;

/**
 * Counts the rows of `drifted`, a query selecting one text column `sample` per record that drifted,
 * and keeps the first few (shortest first, so numeric ids come in numeric order).
 */
export async function driftOf(db: SqlRunner, drifted: SQL): Promise<DriftOfKind> {
  const { rows } = await db.execute<{ n: number; samples: string[] }>(sql`
    with drifted as (${drifted})
    select (select count(*) from drifted)::int as n,
           array(select sample from drifted order by length(sample), sample limit ${SAMPLES_PER_KIND}) as samples`);
  const [row] = rows;
  return { count: Number(row?.n ?? 0), samples: row?.samples ?? [] };
}

/** Drift collected in TypeScript (records compared across two databases). */
export function driftFrom(samples: string[]): DriftOfKind {
  const sorted = [...samples].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return { count: samples.length, samples: sorted.slice(0, SAMPLES_PER_KIND) };
}

/** An account an entry should post to: a member's own (by member id) or a house account. */
export interface AccountRef {
  kind: string;
  /** The member owning it; absent for a house account. */
  member?: SQL;
  /** The provider of a `game` or `house_game` account. */
  provider?: SQL;
}

const accountIs = ({ kind, member, provider }: AccountRef) =>
  sql`a.kind = ${kind} and a.provider_code = ${provider ?? sql`''`} and ${
    member ? sql`a.member_id = ${member}` : sql`a.member_id is null`
  }`;

/**
 * True when journal entry `entry` is of `kind`, about `member` (under `key`, when given), and moves
 * exactly `amount` from one account to the other: its only two postings, −amount on `from` and
 * +amount on `to`. False for a null entry. Amounts are never zero, so the two sums pin both postings.
 */
export function entryMoves(
  entry: SQL,
  expected: { kind: string | SQL; member: SQL; key?: SQL; from: AccountRef; to: AccountRef; amount: SQL },
): SQL {
  const { kind, member, key, from, to, amount } = expected;
  return sql`coalesce(exists (select 1 from journal_entries e
                       where e.id = ${entry} and e.kind = ${kind} and e.member_id = ${member}
                         and ${key ? sql`e.idempotency_key = ${key}` : sql`true`})
    and (select count(*) = 2
                and coalesce(sum(p.amount) filter (where ${accountIs(from)}), 0) = -(${amount})
                and coalesce(sum(p.amount) filter (where ${accountIs(to)}), 0) = ${amount}
           from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.entry_id = ${entry}), false)`;
}

/**
 * Journal entries of `kinds` not named by exactly one of `references` (a query selecting one column
 * `entry_id`): money that moved for no record, or one movement claimed by two records.
 */
export function orphanEntries(kinds: string[], references: SQL): SQL {
  return sql`
    select e.id::text as sample
      from journal_entries e
      left join (select r.entry_id, count(*) as n from (${references}) r group by r.entry_id) r
        on r.entry_id = e.id
     where e.kind in (${sql.join(
       kinds.map((kind) => sql`${kind}`),
       sql`, `,
     )}) and coalesce(r.n, 0) <> 1`;
}
