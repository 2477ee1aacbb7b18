import type { Db } from '@haneul/db';
import type { ReadReplica } from '../../../lib/read-replica.ts';
import { primaryWalPosition, replicaLag } from './replica.queries.ts';

/** The replica the reports read and its lag behind the primary, as the back office shows it. */
export async function replicaStatus(primary: Db, replica: ReadReplica) {
  if (!replica.configured) {
    return { data: { id: 'replica' as const, configured: false, lagSeconds: null, lagBytes: null } };
  }
  // The primary's position first: the replica's replay, read after, can only have moved closer.
  const lag = await replicaLag(replica.db, await primaryWalPosition(primary));
  return { data: { id: 'replica' as const, configured: true, ...lag } };
}
