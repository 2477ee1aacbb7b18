import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftOf, entryMoves, orphanEntries, type AccountRef } from './drift-query.ts';

/**
 * A provider transaction moved money when its answer was OK and its amount is not zero
 * (`provider_wallet_call`, migrations 0011 and 0012): refusals, replays' markers and zero wins
 * record an answer and post nothing, and a rollback's amount is what it refunded (0 when the bet
 * never landed or was refunded before).
 */
const MOVED_MONEY = sql`t.status = 'OK' and t.amount > 0`;

const cash: AccountRef = { kind: 'cash', member: sql`t.member_id` };
const houseGame: AccountRef = { kind: 'house_game', provider: sql`t.provider_code` };

/**
 * The wallet protocol against the ledger. Each transaction that moved money has exactly its entry:
 * of its kind, about its member, under the key `provider:<code>:<transactionId>`, and nothing but
 * the member's cash against the provider's `house_game` (−amount for a bet, +amount for a win or a
 * rollback). A transaction that moved nothing names no entry; every bet, win and rollback entry is
 * named by exactly one transaction. A refund is the bet's amount, once: a refunding rollback names
 * a landed bet of the same member that is marked rolled back, and each landed bet marked rolled back
 * has exactly one.
 */
export async function reconcileWallet(db: Db): Promise<{
  walletMoneyWithoutEntry: DriftOfKind;
  walletEntryWithoutMoney: DriftOfKind;
  walletOrphanEntries: DriftOfKind;
  walletRefunds: DriftOfKind;
}> {
  const expected = {
    kind: sql`t.kind`,
    member: sql`t.member_id`,
    key: sql`'provider:' || t.provider_code || ':' || t.transaction_id`,
    amount: sql`t.amount`,
  };
  return {
    walletMoneyWithoutEntry: await driftOf(
      db,
      sql`select t.id::text as sample from provider_transactions t
           where ${MOVED_MONEY} and not case when t.kind = 'bet'
             then ${entryMoves(sql`t.entry_id`, { ...expected, from: cash, to: houseGame })}
             else ${entryMoves(sql`t.entry_id`, { ...expected, from: houseGame, to: cash })} end`,
    ),
    walletEntryWithoutMoney: await driftOf(
      db,
      sql`select t.id::text as sample from provider_transactions t
           where not (${MOVED_MONEY}) and t.entry_id is not null`,
    ),
    walletOrphanEntries: await driftOf(
      db,
      orphanEntries(
        ['bet', 'win', 'rollback'],
        sql`select entry_id from provider_transactions where entry_id is not null`,
      ),
    ),
    walletRefunds: await driftOf(
      db,
      sql`select t.id::text as sample
            from provider_transactions t
            left join provider_transactions b
              on b.provider_code = t.provider_code and b.transaction_id = t.reference_transaction_id
           where t.kind = 'rollback' and ${MOVED_MONEY}
             and (b.id is null or b.kind <> 'bet' or b.member_id <> t.member_id or b.entry_id is null
                  or b.rolled_back_at is null or b.amount <> t.amount)
          union all
          select b.id::text
            from provider_transactions b
            left join (select t.provider_code, t.reference_transaction_id, count(*) as n
                         from provider_transactions t
                        where t.kind = 'rollback' and ${MOVED_MONEY}
                        group by t.provider_code, t.reference_transaction_id) r
              on r.provider_code = b.provider_code and r.reference_transaction_id = b.transaction_id
           where b.kind = 'bet' and b.entry_id is not null and b.rolled_back_at is not null
             and coalesce(r.n, 0) <> 1`,
    ),
  };
}
