import { sql } from 'drizzle-orm';
import type { Db } from '@haneul/db';

/** Where the primary's write-ahead log ends now (an LSN, as text). */
export async function primaryWalPosition(primary: Db): Promise<string> {
  const { rows } = await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
  const lsn = rows[0]?.lsn;
  if (!lsn) throw new Error('the primary answered no WAL position');
  return lsn;
}

/**
 * How far the replica is behind: in time, from the last transaction it replayed (0 when it has
 * replayed everything it received, or a quiet primary would read as a growing lag), and in bytes
 * of WAL up to `primaryLsn`. Both null on a server that is not replaying.
 */
export async function replicaLag(
  replica: Db,
  primaryLsn: string,
): Promise<{ lagSeconds: number | null; lagBytes: number | null }> {
  const { rows } = await replica.execute<{ seconds: string | null; bytes: string | null }>(sql`
    select
      case when not pg_is_in_recovery() then null
           when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
           else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::text as seconds,
      case when pg_is_in_recovery()
           then pg_wal_lsn_diff(${primaryLsn}::pg_lsn, pg_last_wal_replay_lsn()) end::text as bytes`);
  const row = rows[0];
  return {
    lagSeconds: row?.seconds == null ? null : Math.max(0, Number(row.seconds)),
    // The replica may have replayed past the position read from the primary a moment before.
    lagBytes: row?.bytes == null ? null : Math.max(0, Number(row.bytes)),
  };
}
