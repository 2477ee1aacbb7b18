import { z } from 'zod';
import {
  EXCLUSION_KINDS,
  PLAY_LIMIT_ACTIONS,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  PROTECTION_REVIEW_ACTIONS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  ZExclusion,
  ZPlayLimit,
} from '../calls/protection.ts';
import { ZDateTime, ZId } from '../fields.ts';
import { ZNullableDateTime } from './list.ts';

/** A member's protection as staff read it: the member's own view, plus what is stored. */
export const ZMemberProtection = z.object({
  /** The member's id: react-admin reads this record by it. */
  id: ZId,
  limits: z.array(ZPlayLimit),
  coolingOffHours: z.number().int().positive(),
  /** `members.excluded_until`: the end in force (9999-12-31 for an indefinite one), null when none. */
  excludedUntil: ZNullableDateTime,
  exclusion: ZExclusion.nullable(),
  realityCheckMinutes: z.union([...REALITY_CHECK_MINUTES.map((m) => z.literal(m)), z.null()]),
});
export type TMemberProtection = z.infer<typeof ZMemberProtection>;

/** One change of a member's limit: the limit after it (null once removed) and before it. */
export const ZLimitEventRow = z.object({
  id: ZId,
  memberId: ZId,
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  action: z.enum(PLAY_LIMIT_ACTIONS),
  amount: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  createdAt: ZDateTime,
});
export type TLimitEventRow = z.infer<typeof ZLimitEventRow>;

/** A time-out or self-exclusion as stored, with when it stops excluding and any admin correction. */
export const ZExclusionRow = z.object({
  id: ZId,
  memberId: ZId,
  kind: z.enum(EXCLUSION_KINDS),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  startsAt: ZDateTime,
  /** The stored end; null for an indefinite one. */
  endsAt: ZNullableDateTime,
  endRequestedAt: ZNullableDateTime,
  /** When it stops excluding (7 days after an indefinite one's end was asked for); null: not yet known. */
  until: ZNullableDateTime,
  inForce: z.boolean(),
  correctedBy: ZId.nullable(),
  correctedByLogin: z.string().nullable(),
  correctionNote: z.string(),
  createdAt: ZDateTime,
});
export type TExclusionRow = z.infer<typeof ZExclusionRow>;

export const ZProtectionReviewAction = z.enum(PROTECTION_REVIEW_ACTIONS);

export const ZProtectionReviewRow = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  staffId: ZId,
  staffLogin: z.string(),
  action: ZProtectionReviewAction,
  note: z.string(),
  createdAt: ZDateTime,
});
export type TProtectionReviewRow = z.infer<typeof ZProtectionReviewRow>;

/**
 * A marker of harm with its figures (thresholds in docs/protection.md): several deposit requests
 * within 24 hours, stakes risen against the month before, play at night, limit raises asked for,
 * and play soon after a withdrawal was cancelled.
 */
export const ZHarmMarker = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('frequent_deposits'), requests: z.number().int(), from: ZDateTime }),
  z.object({
    kind: z.literal('rising_stakes'),
    recentAverage: z.number().int(),
    previousAverage: z.number().int(),
    /** The recent average over the previous one, to one decimal. */
    ratio: z.number(),
  }),
  z.object({ kind: z.literal('night_play'), nights: z.number().int() }),
  z.object({ kind: z.literal('limit_raises'), requests: z.number().int() }),
  z.object({
    kind: z.literal('cancelled_withdrawal_play'),
    withdrawals: z.number().int(),
    staked: z.number().int(),
  }),
]);
export type THarmMarker = z.infer<typeof ZHarmMarker>;

export const ZHarmMarkerRow = z.object({
  /** The member's id. */
  id: ZId,
  userId: z.string(),
  nick: z.string(),
  markers: z.array(ZHarmMarker).min(1),
  latestReview: ZProtectionReviewRow.nullable(),
});
export type THarmMarkerRow = z.infer<typeof ZHarmMarkerRow>;
