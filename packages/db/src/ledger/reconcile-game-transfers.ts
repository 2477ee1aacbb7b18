import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftOf, entryMoves, orphanEntries, type AccountRef } from './drift-query.ts';

const member = sql`t.member_id`;
const provider = sql`t.provider_code`;
const cash = { kind: 'cash', member };
const game = { kind: 'game', member, provider };
const houseGame = { kind: 'house_game', provider };
const key = sql`'game_transfer:' || t.id`;
const reversalKey = sql`'game_transfer:' || t.id || ':reversal'`;
const entryOf = (entryKey: typeof key) =>
  sql`(select e.id from journal_entries e where e.idempotency_key = ${entryKey})`;
const hasEntry = (entryKey: typeof key) =>
  sql`exists (select 1 from journal_entries e where e.idempotency_key = ${entryKey})`;

/**
 * Game-wallet transfers (`game_transfers`) against the entries movements/game-wallet.ts posts, both
 * ways. A transfer in moved its amount cash → game under `game_transfer:<id>` whatever its state,
 * and a failed one moved it back under `game_transfer:<id>:reversal`; a transfer out moved game →
 * cash only once done; a settlement moved its signed amount between the provider's `house_game` and
 * the game account. Every `transfer_in`, `transfer_out` and `game_settle` entry is named by exactly
 * one transfer's key.
 */
export async function reconcileGameTransfers(
  db: Db,
): Promise<{ gameTransfers: DriftOfKind; gameTransferOrphanEntries: DriftOfKind }> {
  const moves = (
    entryKey: typeof key,
    kind: string,
    from: AccountRef,
    to: AccountRef,
    amount = sql`t.amount`,
  ) => entryMoves(entryOf(entryKey), { kind, member, key: entryKey, from, to, amount });
  const transferIn = sql`${moves(key, 'transfer_in', cash, game)} and case t.state
      when 'failed' then ${moves(reversalKey, 'transfer_out', game, cash)}
      else not ${hasEntry(reversalKey)} end`;
  const transferOut = sql`not ${hasEntry(reversalKey)} and case t.state
      when 'done' then ${moves(key, 'transfer_out', game, cash)}
      else not ${hasEntry(key)} end`;
  const settlement = sql`t.state = 'done' and not ${hasEntry(reversalKey)} and case when t.amount > 0
      then ${moves(key, 'game_settle', houseGame, game)}
      else ${moves(key, 'game_settle', game, houseGame, sql`-t.amount`)} end`;
  return {
    gameTransfers: await driftOf(
      db,
      sql`select t.id::text as sample from game_transfers t
           where not case t.direction
             when 'in' then ${transferIn}
             when 'out' then ${transferOut}
             else ${settlement} end`,
    ),
    gameTransferOrphanEntries: await driftOf(
      db,
      orphanEntries(
        ['transfer_in', 'transfer_out', 'game_settle'],
        sql`select e.id as entry_id from game_transfers t
              join journal_entries e on e.idempotency_key in (${key}, ${reversalKey})`,
      ),
    ),
  };
}
