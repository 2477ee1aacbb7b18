import { z } from 'zod';
import { PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS } from './calls/protection.ts';
import { ZDateTime, ZWonBalance } from './fields.ts';
import { ZRequestStatus } from './request-status.ts';

/**
 * The member's live stream (docs/live.md): server-sent events at the site's `/api/stream`, each
 * named by its kind with one JSON object as its data. The stream opens with `balance` and
 * `counts` as they stand, so a browser that reconnects has missed nothing.
 */
export const STREAM_EVENT_NAMES = ['balance', 'counts', 'request', 'reminder'] as const;
export type TStreamEventName = (typeof STREAM_EVENT_NAMES)[number];

/** Cash, comp, game money and points as they stand, in the health check's field names. */
export const ZStreamBalance = z.object({
  balance: ZWonBalance,
  rolling: ZWonBalance,
  in_balance: ZWonBalance,
  point: ZWonBalance,
});

/** Unread notes and customer-service replies. */
export const ZStreamCounts = z.object({
  noteCount: z.number().int().min(0),
  helpCount: z.number().int().min(0),
});

/** One of the member's deposit or withdrawal requests was made or changed state. */
export const ZStreamRequest = z.object({
  request: z.enum(['deposit', 'withdraw']),
  id: z.number().int().positive(),
  status: ZRequestStatus,
});
export type TStreamRequest = z.infer<typeof ZStreamRequest>;

/**
 * A reality check fell due (`due` counts them since the session began, so a browser that heard one
 * already can tell it from a new one), with this sign-in's figures; or a limit reached 80 % of its
 * amount (`reached: false`) or all of it.
 */
export const ZStreamReminder = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reality_check'),
    due: z.number().int().positive(),
    since: ZDateTime,
    seconds: z.number().int().min(0),
    staked: ZWonBalance,
    won: ZWonBalance,
    net: z.number().int(),
  }),
  z.object({
    kind: z.literal('limit'),
    limit: z.enum(PLAY_LIMIT_KINDS),
    period: z.enum(PLAY_LIMIT_PERIODS),
    periodStart: ZDateTime,
    used: z.number().int().min(0),
    amount: z.number().int().positive(),
    reached: z.boolean(),
  }),
]);

export const streamEvents = {
  balance: ZStreamBalance,
  counts: ZStreamCounts,
  request: ZStreamRequest,
  reminder: ZStreamReminder,
} as const satisfies Record<TStreamEventName, z.ZodType>;

export type TStreamEvents = { [K in TStreamEventName]: z.infer<(typeof streamEvents)[K]> };
