import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { oneAnswer } from './list.ts';

/**
 * The read replica the reports and history lists read (REPLICA_DATABASE_URL), and how far behind
 * the primary it is; `id` is always `replica` (react-admin's getOne). Without a replica they read
 * the primary: `configured` false and both lags null.
 */
export const ZReplicaStatus = z.object({
  id: z.literal('replica'),
  configured: z.boolean(),
  /**
   * Seconds since the last transaction the replica replayed, 0 when it has replayed all it
   * received; null when it is not replaying (no replica, or one promoted to a primary).
   */
  lagSeconds: z.number().min(0).nullable(),
  /** Bytes of the primary's write-ahead log the replica has not replayed yet; null as above. */
  lagBytes: z.number().int().min(0).nullable(),
});
export type TReplicaStatus = z.infer<typeof ZReplicaStatus>;

export const replicaEndpoints = {
  'replica.get': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/replica',
    access: 'operator',
    answer: oneAnswer(ZReplicaStatus),
  }),
};
