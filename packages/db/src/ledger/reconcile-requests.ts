import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftOf, entryMoves, orphanEntries, type AccountRef } from './drift-query.ts';

const member = sql`r.member_id`;
const amount = sql`r.amount`;
const own = (kind: string): AccountRef => ({ kind, member });
const desk: AccountRef = { kind: 'house_cash_desk' };

/**
 * Deposit and withdrawal requests against the ledger, as apps/api's balance module posts them. A
 * completed deposit has its entry (`deposit`, the cash desk → the member's cash, its amount); a
 * deposit in any other state has none. Every withdrawal has its hold (`withdraw_hold`, cash → hold);
 * a completed one its payout (`withdraw_pay`, hold → the cash desk), a cancelled one its release
 * (`withdraw_release`, hold → cash), a pending one neither. Every entry of those kinds is named by
 * exactly one request. Idempotency keys are not compared: deposits seeded before the seed went
 * through `creditDeposit` carry keys of their own.
 */
export async function reconcileRequests(db: Db): Promise<{
  depositEntries: DriftOfKind;
  depositOrphanEntries: DriftOfKind;
  withdrawHolds: DriftOfKind;
  withdrawEnds: DriftOfKind;
  withdrawOrphanEntries: DriftOfKind;
}> {
  const entry = sql`r.entry_id`;
  return {
    depositEntries: await driftOf(
      db,
      sql`select r.id::text as sample from deposit_requests r
           where case when r.state = 'completed'
             then not ${entryMoves(entry, { kind: 'deposit', member, from: desk, to: own('cash'), amount })}
             else r.entry_id is not null end`,
    ),
    depositOrphanEntries: await driftOf(
      db,
      orphanEntries(['deposit'], sql`select entry_id from deposit_requests where entry_id is not null`),
    ),
    withdrawHolds: await driftOf(
      db,
      sql`select r.id::text as sample from withdraw_requests r
           where not ${entryMoves(sql`r.hold_entry_id`, {
             kind: 'withdraw_hold',
             member,
             from: own('cash'),
             to: own('hold'),
             amount,
           })}`,
    ),
    withdrawEnds: await driftOf(
      db,
      sql`select r.id::text as sample from withdraw_requests r
           where case r.state
             when 'completed' then not ${entryMoves(entry, { kind: 'withdraw_pay', member, from: own('hold'), to: desk, amount })}
             when 'cancelled' then not ${entryMoves(entry, { kind: 'withdraw_release', member, from: own('hold'), to: own('cash'), amount })}
             else r.entry_id is not null end`,
    ),
    withdrawOrphanEntries: await driftOf(
      db,
      orphanEntries(
        ['withdraw_hold', 'withdraw_pay', 'withdraw_release'],
        sql`select hold_entry_id as entry_id from withdraw_requests
            union all
            select entry_id from withdraw_requests where entry_id is not null`,
      ),
    ),
  };
}
