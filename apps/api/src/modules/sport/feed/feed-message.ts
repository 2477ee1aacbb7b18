import { z } from 'zod';
import { SPORT_MARKET_TYPES, SPORT_SELECTION_KEYS, ZSportPrice } from '@haneul/contract';

/**
 * What a sports data feed sends, as the adapter hands it over: first a snapshot of each event (its
 * whole state), then a log of changes, each with the feed's version for that event (increasing).
 * Values are absolute (a price, a score, a state), never deltas, so a duplicate changes nothing and
 * a change that arrives after a newer one is simply stale. Checked here, at the boundary: a feed is
 * another party's data.
 */
const ZNames = z.object({ ko: z.string().min(1).max(80), en: z.string().min(1).max(80) });
const ZScore = z.object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) });
/** A line in goals, on a quarter: −0.25, 2.5. */
const ZLine = z
  .number()
  .min(-200)
  .max(200)
  .refine((value) => Number.isInteger(value * 4), 'a line is whole quarters');

const ZFeedSelection = z.object({ key: z.enum(SPORT_SELECTION_KEYS), price: ZSportPrice });
const ZFeedMarket = z.object({
  type: z.enum(SPORT_MARKET_TYPES),
  line: ZLine.nullable(),
  state: z.enum(['open', 'suspended', 'closed']),
  selections: z.array(ZFeedSelection).max(3),
});

const ZEventRef = z.object({
  feed: z.string().min(1).max(32),
  eventId: z.string().min(1).max(64),
  version: z.number().int().positive(),
});

export const ZFeedSnapshot = ZEventRef.extend({
  kind: z.literal('snapshot'),
  competition: z.object({
    code: z.string().min(1).max(64),
    sport: z.string().min(1).max(32),
    name: ZNames,
    country: z.string().min(2).max(8),
  }),
  home: ZNames,
  away: ZNames,
  startsAt: z.iso.datetime(),
  state: z.enum(['scheduled', 'in_play']),
  score: ZScore.nullable(),
  clock: z.string().max(32),
  markets: z.array(ZFeedMarket).max(60),
});

export const ZFeedChange = ZEventRef.extend({
  kind: z.literal('change'),
  state: z.enum(['scheduled', 'in_play']).optional(),
  startsAt: z.iso.datetime().optional(),
  score: ZScore.optional(),
  clock: z.string().max(32).optional(),
  /** Markets whose state or prices changed; a market the event did not have yet is added. */
  markets: z
    .array(ZFeedMarket.partial({ selections: true, state: true }))
    .max(60)
    .optional(),
  /** The final whistle: a result (the fact the bets settle on), or the event called off. */
  result: z
    .union([ZScore.extend({ cancelled: z.literal(false) }), z.object({ cancelled: z.literal(true) })])
    .optional(),
});

export const ZFeedMessage = z.discriminatedUnion('kind', [ZFeedSnapshot, ZFeedChange]);
export type TFeedMessage = z.infer<typeof ZFeedMessage>;
export type TFeedSnapshot = z.infer<typeof ZFeedSnapshot>;
export type TFeedChange = z.infer<typeof ZFeedChange>;
export type TFeedMarket = z.infer<typeof ZFeedMarket>;

/**
 * A source of feed messages: a provider's push connection or poll, or the built-in demo feed. The
 * sportsbook applies what it yields (apply-feed.service.ts); an adapter need not deduplicate or
 * order anything.
 */
export interface FeedAdapter {
  /** The feed's code, stored with each event it keeps. */
  readonly code: string;
  /** The messages due by `now`, in any order, duplicates allowed. */
  poll(now: Date): Promise<unknown[]>;
}
