import { z } from 'zod';
import { ZId } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';

/** A deposit or withdrawal request was made (`created`: the queue's alarm rings) or moved. */
export const ZStaffStreamRequest = z.object({
  request: z.enum(['deposit', 'withdraw']),
  id: ZId,
  created: z.boolean(),
});
export type TStaffStreamRequest = z.infer<typeof ZStaffStreamRequest>;

/**
 * The queues' live stream: server-sent events named `request`, each with the request it names, so
 * the deposit and withdrawal queues read themselves again the moment something moves.
 */
export const liveEndpoints = {
  'live.stream': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/stream',
    access: 'operator',
    answer: ZStaffStreamRequest,
    format: 'event-stream',
  }),
};
