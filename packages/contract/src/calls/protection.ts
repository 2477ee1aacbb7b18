import { z } from 'zod';
import { statusOnly, ZTimeAnswer } from '../common.ts';
import { ZDateTime, ZEmpty, ZWonBalance } from '../fields.ts';
import { defineCall } from './define-call.ts';

/**
 * Player protection (docs/protection.md): limits, time-outs and self-exclusion, reality checks.
 * A limit is won for `deposit` (deposits asked for), `loss` (stakes less wins) and `wager`
 * (stakes), and minutes signed in for `session`; each over a Korean `day`, `week` (from Monday) or
 * `month`. Lowering or setting one applies at once; raising or removing one waits its cooling-off
 * (`coolingOffHours`), then applies when the member confirms it.
 */
export const PLAY_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
/** A time-out is 24 hours, 7 or 30 days; a self-exclusion 6 months, 1 or 5 years, or permanent. */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** What a change to a member's limit was (`play_limit_events`), in the order they can happen. */
export const PLAY_LIMIT_ACTIONS = [
  'set',
  'lowered',
  'raise_requested',
  'removal_requested',
  'raised',
  'removed',
  'pending_cancelled',
] as const;

/** What staff did about a member's markers of harm: a fixed list, so reviews can be counted. */
export const PROTECTION_REVIEW_ACTIONS = [
  'noted',
  'contacted',
  'limit_suggested',
  'account_restricted',
] as const;

/** Won for money limits, minutes for a session limit: at most 10 billion won, 44,640 minutes. */
const ZLimitAmount = z.number().int().positive().max(10_000_000_000);

export const ZPlayLimit = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  amount: z.number().int().positive(),
  /** What the member used of it in the period so far (won, or minutes). */
  used: z.number().int().min(0),
  /** When the period began (a Korean midnight). */
  periodStart: ZDateTime,
  /** A raise (`amount`) or a removal (`amount: null`) waiting; it may be confirmed from `from`. */
  pending: z.object({ amount: z.number().int().positive().nullable(), from: ZDateTime }).nullable(),
});
export type TPlayLimit = z.infer<typeof ZPlayLimit>;

export const ZExclusion = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  startsAt: ZDateTime,
  /** When it ends; null for an indefinite one whose end was not asked for yet. */
  until: ZDateTime.nullable(),
  endRequestedAt: ZDateTime.nullable(),
});
export type TExclusion = z.infer<typeof ZExclusion>;

export const protectionCalls = {
  'get-play-limits': defineCall({
    path: '/public/protection/limits',
    auth: true,
    body: ZEmpty,
    answer: z.object({
      status: z.literal('success'),
      limits: z.array(ZPlayLimit),
      coolingOffHours: z.number().int().positive(),
      /** The time-out or self-exclusion in force, if any. */
      exclusion: ZExclusion.nullable(),
      realityCheckMinutes: z.union([...REALITY_CHECK_MINUTES.map((m) => z.literal(m)), z.null()]),
    }),
  }),
  /**
   * Sets, lowers, raises or (`amount: null`) removes a limit. A new or lower limit applies at once
   * (`applied: 'now'`); a raise or a removal waits its cooling-off (`applied: 'pending'`); setting
   * the amount in force again drops a pending change. `limit` is the limit as it stands (null once
   * none is left).
   */
  'set-play-limit': defineCall({
    path: '/public/protection/set_limit',
    auth: true,
    body: z.strictObject({
      kind: z.enum(PLAY_LIMIT_KINDS),
      period: z.enum(PLAY_LIMIT_PERIODS),
      amount: ZLimitAmount.nullable(),
    }),
    answer: z.object({
      status: z.literal('success'),
      applied: z.enum(['now', 'pending']),
      limit: ZPlayLimit.nullable(),
    }),
  }),
  /** Applies a pending raise or removal once its cooling-off is over: `time` (with `retryAfter`) before. */
  'confirm-play-limit': defineCall({
    path: '/public/protection/confirm_limit',
    auth: true,
    body: z.strictObject({ kind: z.enum(PLAY_LIMIT_KINDS), period: z.enum(PLAY_LIMIT_PERIODS) }),
    answer: z.union([
      z.object({ status: z.literal('success'), limit: ZPlayLimit.nullable() }),
      ZTimeAnswer,
      statusOnly('not_found'),
    ]),
  }),
  /**
   * A time-out or a self-exclusion, at once: deposits, game launches and bets are refused
   * (`blocked`, `PLAYER_BLOCKED`) until it ends; signing in, withdrawing, notes and customer
   * service still work. One already in force that ends later is kept: nothing shortens it.
   */
  'set-self-exclusion': defineCall({
    path: '/public/protection/exclude',
    auth: true,
    body: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('time_out'), period: z.enum(TIME_OUT_PERIODS) }),
      z.strictObject({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }),
    ]),
    answer: z.object({ status: z.literal('success'), exclusion: ZExclusion }),
  }),
  /** Asks for a permanent self-exclusion to end: it ends 7 days later. `not_found` when none is in force. */
  'end-self-exclusion': defineCall({
    path: '/public/protection/end_exclusion',
    auth: true,
    body: ZEmpty,
    answer: z.union([
      z.object({ status: z.literal('success'), exclusion: ZExclusion }),
      statusOnly('not_found'),
    ]),
  }),
  'set-reality-check': defineCall({
    path: '/public/protection/reality_check',
    auth: true,
    body: z.strictObject({
      minutes: z.union([...REALITY_CHECK_MINUTES.map((m) => z.literal(m)), z.null()]),
    }),
    answer: statusOnly('success'),
  }),
  /** The reality check's figures: this sign-in's time, and the stakes and wins since it began. */
  'get-session-summary': defineCall({
    path: '/public/protection/session_summary',
    auth: true,
    body: ZEmpty,
    answer: z.object({
      status: z.literal('success'),
      since: ZDateTime,
      seconds: z.number().int().min(0),
      staked: ZWonBalance,
      won: ZWonBalance,
      /** Wins less stakes: negative when the member is down. */
      net: z.number().int(),
      realityCheckMinutes: z.union([...REALITY_CHECK_MINUTES.map((m) => z.literal(m)), z.null()]),
    }),
  }),
};
