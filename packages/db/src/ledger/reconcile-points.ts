import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftOf, entryMoves } from './drift-query.ts';

const member = sql`e.member_id`;
/** An entry's amount as its member's points saw it: what it added to them, or took away. */
const pointsMoved = sql`(select abs(sum(p.amount)) from ledger_postings p join ledger_accounts a on a.id = p.account_id
                          where p.entry_id = e.id and a.kind = 'point')`;

/**
 * Points as the movements of points.ts post them, entries being their own records. A grant
 * (`point_grant`, keyed `point_grant:<request>`) moves its amount from the house's point account to
 * the member's points; a conversion (`point_convert`) moves it between the member's points and
 * their own cash or comp, either way. Every entry that touches a point or house point account is
 * one of those two (sampled as the entry's id).
 */
export async function reconcilePoints(db: Db): Promise<{ pointEntries: DriftOfKind }> {
  const grant = entryMoves(sql`e.id`, {
    kind: 'point_grant',
    member,
    from: { kind: 'house_point' },
    to: { kind: 'point', member },
    amount: pointsMoved,
  });
  const convert = (from: string, to: string) =>
    entryMoves(sql`e.id`, {
      kind: 'point_convert',
      member,
      from: { kind: from, member },
      to: { kind: to, member },
      amount: pointsMoved,
    });
  return {
    pointEntries: await driftOf(
      db,
      sql`select e.id::text as sample from journal_entries e
           where case e.kind
             when 'point_grant' then e.idempotency_key is null or e.idempotency_key not like 'point_grant:%'
                                     or not ${grant}
             when 'point_convert' then not (${convert('point', 'cash')} or ${convert('cash', 'point')}
                                            or ${convert('comp', 'point')})
             else exists (select 1 from ledger_postings p join ledger_accounts a on a.id = p.account_id
                           where p.entry_id = e.id and a.kind in ('point', 'house_point')) end`,
    ),
  };
}
