import { z } from 'zod';
import { ZStreamRequest } from '@haneul/contract';

/**
 * What changed, as the API instances tell each other (apps/api/src/modules/stream hands it on).
 * For a member (`memberId` null: every member, a note to all): `balance` (cash or comp moved),
 * `counts` (a note or a help reply), `request` (a deposit or withdrawal made or moved),
 * `protection` (their limits or reality check changed: the stream reads them again) and `session`
 * (a session of theirs may have ended: the stream checks its own), `profile` (their level or
 * account type changed: the streams read the user fields again). For staff: a deposit or
 * withdrawal request made (`created`) or moved, for the back office's queues.
 */
export const ZLiveMessage = z.union([
  z.object({
    to: z.literal('member'),
    memberId: z.number().int().positive().nullable(),
    kind: z.enum(['balance', 'counts', 'protection', 'session', 'profile']),
  }),
  z.object({
    to: z.literal('member'),
    memberId: z.number().int().positive(),
    kind: z.literal('request'),
    request: ZStreamRequest,
  }),
  z.object({
    to: z.literal('staff'),
    kind: z.literal('request'),
    request: z.enum(['deposit', 'withdraw']),
    id: z.number().int().positive(),
    created: z.boolean(),
  }),
]);
export type LiveMessage = z.infer<typeof ZLiveMessage>;
export type MemberMessage = Extract<LiveMessage, { to: 'member' }>;
export type StaffMessage = Extract<LiveMessage, { to: 'staff' }>;

/** A batch on the wire: the messages one flush carried, as a JSON array. */
const ZLiveBatch = z.array(z.unknown());

/**
 * The messages of one payload from another instance (or this one): a payload that is not a list,
 * and any item that is not a message, is dropped rather than trusted.
 */
export function readLiveBatch(payload: string): LiveMessage[] {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return [];
  }
  const batch = ZLiveBatch.safeParse(json);
  if (!batch.success) return [];
  return batch.data.flatMap((item) => {
    const message = ZLiveMessage.safeParse(item);
    return message.success ? [message.data] : [];
  });
}
