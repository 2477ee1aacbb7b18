import { z } from 'zod';
import { statusOnly, ZPageInfo } from '../common.ts';
import { ZDateTime, ZId, ZWon, zText } from '../fields.ts';
import { defineCall } from './define-call.ts';

/**
 * The sportsbook's calls (docs/sportsbook.md). Prices cross the wire as decimal odds with at most
 * three decimals (1.95); the server keeps them as whole thousandths. Lines are in goals (points,
 * runs): −0.25, 2.5. Team and competition names come in Korean and English, as the catalogue's do;
 * a selection is named by its key ('home', 'draw', 'away', 'over', 'under'), the teams and the line,
 * in the member's language by the site.
 */
export const SPORT_MARKET_TYPES = ['1x2', 'handicap', 'asian_handicap', 'over_under'] as const;
export const SPORT_SELECTION_KEYS = ['home', 'draw', 'away', 'over', 'under'] as const;
export const SPORT_ODDS_POLICIES = ['none', 'higher', 'any'] as const;
export const SPORT_EVENT_STATES = ['scheduled', 'in_play', 'finished', 'cancelled'] as const;
export const SPORT_MARKET_STATES = ['open', 'suspended', 'closed', 'settled'] as const;

/** Decimal odds, 1.01 to 1,000, in thousandths at most. */
export const ZSportPrice = z
  .number()
  .min(1.01)
  .max(1000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'at most three decimals');

const ZNames = z.object({ ko: z.string(), en: z.string() });

export const ZSportSelection = z.object({
  id: ZId,
  key: z.enum(SPORT_SELECTION_KEYS),
  price: ZSportPrice,
});

export const ZSportMarket = z.object({
  id: ZId,
  type: z.enum(SPORT_MARKET_TYPES),
  /** In goals (points, runs); null for 1x2. A handicap line is the home side's. */
  line: z.number().nullable(),
  state: z.enum(SPORT_MARKET_STATES),
  minStake: ZWon,
  maxStake: ZWon,
  selections: z.array(ZSportSelection),
});

export const ZSportEvent = z.object({
  id: ZId,
  /** The catalogue's sport code (`soccer`, `baseball`, ...). */
  sport: z.string(),
  competition: z.object({ code: z.string(), name: ZNames, country: z.string() }),
  home: ZNames,
  away: ZNames,
  startsAt: ZDateTime,
  inPlay: z.boolean(),
  state: z.enum(SPORT_EVENT_STATES),
  /** The score as it stands; null before the start. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** Where the match is ("67'", "7회말"); '' before the start. */
  clock: z.string(),
  markets: z.array(ZSportMarket),
});
export type TSportEvent = z.infer<typeof ZSportEvent>;
export type TSportMarket = z.infer<typeof ZSportMarket>;

export const SPORT_BET_STATES = ['waiting', 'open', 'settled', 'refused'] as const;
export const SPORT_LEG_OUTCOMES = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;

export const ZSportBetLeg = z.object({
  selectionId: ZId,
  eventId: ZId,
  sport: z.string(),
  home: ZNames,
  away: ZNames,
  startsAt: ZDateTime,
  marketType: z.enum(SPORT_MARKET_TYPES),
  line: z.number().nullable(),
  key: z.enum(SPORT_SELECTION_KEYS),
  /** The price accepted (the one submitted while the bet waits or when it was refused). */
  price: ZSportPrice,
  outcome: z.enum(SPORT_LEG_OUTCOMES).nullable(),
  /** The final score the leg settled on; null until then. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});

export const ZSportBet = z.object({
  id: ZId,
  state: z.enum(SPORT_BET_STATES),
  stake: ZWon,
  potentialPayout: z.number().int().min(0),
  /** What it paid (settled bets); 0 otherwise. */
  payout: z.number().int().min(0),
  /** Why it was refused: one of the refusal statuses of place-sport-bet. */
  refusal: z.string().nullable(),
  placedAt: ZDateTime,
  /** When a waiting bet is decided (its in-play delay). */
  decideAt: ZDateTime.nullable(),
  settledAt: ZDateTime.nullable(),
  legs: z.array(ZSportBetLeg),
});
export type TSportBet = z.infer<typeof ZSportBet>;

/** A leg as the slip sends it: the selection and the price the member saw. */
const ZSlipLeg = z.strictObject({ selectionId: ZId, price: ZSportPrice });

/** At most this many legs in a multi (크로스). */
export const MAX_SPORT_LEGS = 10;

/**
 * place-sport-bet's own answers:
 * - `success`: accepted (`bet.state` open, the stake taken) or, in play, `waiting` its delay (the
 *   stake is taken when it is accepted; get-sport-bets tells the outcome).
 * - `odds`: a price moved against the member's `oddsChange` policy: `legs` carries the prices now.
 * - `suspended`: a market is suspended or closed, or its event has started (pre-match) or ended.
 * - `limit`: a stake below the market's minimum or above its maximum, a payout above the maximum per
 *   bet, a liability cap, two legs of one event the operator does not allow together, or one of
 *   the member's own loss, wager or session limits (`play_limit`); `reason` says which, `max` the
 *   largest stake that would pass when there is one.
 * - `balance`: the member's cash does not cover the stake.
 */
export const ZPlaceSportBetAnswer = z.union([
  z.object({ status: z.literal('success'), bet: ZSportBet }),
  z.object({
    status: z.literal('odds'),
    legs: z.array(z.object({ selectionId: ZId, price: ZSportPrice })),
  }),
  statusOnly('suspended'),
  z.object({
    status: z.literal('limit'),
    reason: z.enum(['min_stake', 'max_stake', 'max_payout', 'liability', 'same_event', 'play_limit']),
    max: z.number().int().min(0).optional(),
  }),
  statusOnly('balance'),
]);
export type TPlaceSportBetAnswer = z.infer<typeof ZPlaceSportBetAnswer>;

export const sportCalls = {
  /** Events not yet settled, the soonest first, each with its main markets (1x2 or the main lines). */
  'get-sport-events': defineCall({
    path: '/public/sport/events',
    auth: false,
    body: z.strictObject({
      sport: zText(32).optional(),
      competition: zText(64).optional(),
      inPlay: z.boolean().optional(),
    }),
    answer: z.object({ status: z.literal('success'), events: z.array(ZSportEvent) }),
  }),
  /** One event with every market; an unknown id answers `not_found`. */
  'get-sport-event': defineCall({
    path: '/public/sport/event',
    auth: false,
    body: z.strictObject({ eventId: ZId }),
    answer: z.object({ status: z.literal('success'), event: ZSportEvent }),
  }),
  /**
   * A single (one leg) or a multi (크로스, up to 10 legs on different events). `requestId` is the
   * slip's own id: a replay answers the first answer and moves nothing.
   */
  'place-sport-bet': defineCall({
    path: '/public/sport/place_bet',
    auth: true,
    body: z.strictObject({
      requestId: zText(64, 8),
      stake: ZWon,
      legs: z.array(ZSlipLeg).min(1).max(MAX_SPORT_LEGS),
      oddsChange: z.enum(SPORT_ODDS_POLICIES),
    }),
    answer: ZPlaceSportBetAnswer,
  }),
  /** The member's bets, newest first: `open` (waiting and open) or `settled` (settled and refused). */
  'get-sport-bets': defineCall({
    path: '/public/sport/bets',
    auth: true,
    body: z.strictObject({
      state: z.enum(['open', 'settled']),
      page: z.number().int().min(1).max(100_000).default(1),
    }),
    answer: z.object({ status: z.literal('success'), bets: z.array(ZSportBet), ...ZPageInfo }),
  }),
};
