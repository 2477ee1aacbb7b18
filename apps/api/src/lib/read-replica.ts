import type { Db } from '@haneul/db';

/**
 * Where the reads that may lag a moment behind go: a streaming replica of the primary when one is
 * configured, the primary itself otherwise. Only reads no write of the same screen reads back at
 * once belong here (the back office's reports, wallet bets and the audit log: docs/cluster.md);
 * anything a staff member has just changed is read from the primary.
 */
export interface ReadReplica {
  db: Db;
  /** False when no replica is configured and `db` is the primary. */
  configured: boolean;
}

export function readReplica(primary: Db, replica: Db | undefined): ReadReplica {
  return replica ? { db: replica, configured: true } : { db: primary, configured: false };
}
