import { z } from 'zod';
import {
  SPORT_BET_STATES,
  SPORT_EVENT_STATES,
  SPORT_LEG_OUTCOMES,
  SPORT_MARKET_STATES,
  SPORT_MARKET_TYPES,
  SPORT_SELECTION_KEYS,
  ZSportPrice,
} from '../calls/sport.ts';
import { ZDateTime, ZId, ZWon, zMultilineText, zText } from '../fields.ts';
import { ZNullableDateTime } from './list.ts';

/**
 * The back office's sportsbook records (ENDPOINTS.md#sportsbook). Flat where react-admin lists
 * them: team and competition names in Korean and English side by side. Prices are decimal odds
 * (1.95), lines in goals on a quarter (−0.25, 2.5), as on the member calls.
 */
export const SPORT_RESULT_STATES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export const ZSportMarketType = z.enum(SPORT_MARKET_TYPES);
export const ZSportSelectionKey = z.enum(SPORT_SELECTION_KEYS);

/** A line in goals (points, runs) on a whole quarter, within ±200. */
export const ZSportLine = z
  .number()
  .min(-200)
  .max(200)
  .refine((value) => Number.isInteger(value * 4), 'line_quarters');

const ZScore = z.number().int().min(0).max(999);
/** The two sides' names in Korean and English, flat for the lists. */
const teams = { homeKo: z.string(), homeEn: z.string(), awayKo: z.string(), awayEn: z.string() };
const ZTeamName = zText(80);

export const ZSportCompetitionRecord = z.object({
  id: ZId,
  code: z.string(),
  sport: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  country: z.string(),
  sort: z.number().int(),
  eventCount: z.number().int().min(0),
});
export type TSportCompetitionRecord = z.infer<typeof ZSportCompetitionRecord>;

export const ZSportCompetitionInput = z.strictObject({
  /** Stable and URL-safe: lower-case letters, digits and dashes (`k-league-1`). */
  code: zText(64).regex(/^[a-z0-9][a-z0-9-]*$/, 'competition_code_format'),
  sport: zText(32),
  nameKo: zText(80),
  nameEn: zText(80),
  /** ISO 3166 alpha-2 in lower case, or `int` for an international competition. */
  country: zText(8, 2).regex(/^([a-z]{2}|int)$/, 'country_format'),
});

export const ZSportEventRecord = z.object({
  id: ZId,
  sport: z.string(),
  competitionId: ZId,
  competitionCode: z.string(),
  competitionKo: z.string(),
  competitionEn: z.string(),
  ...teams,
  startsAt: ZDateTime,
  state: z.enum(SPORT_EVENT_STATES),
  scoreHome: z.number().int().nullable(),
  scoreAway: z.number().int().nullable(),
  clock: z.string(),
  /** `manual` for an event staff made by hand; otherwise the feed that keeps it. */
  feed: z.string(),
  feedEventId: z.string(),
  marketCount: z.number().int().min(0),
  /** A staff result of this event waits for a second staff member. */
  pendingResult: z.boolean(),
  updatedAt: ZDateTime,
});
export type TSportEventRecord = z.infer<typeof ZSportEventRecord>;

export const ZSportSelectionRecord = z.object({
  id: ZId,
  key: ZSportSelectionKey,
  price: ZSportPrice,
  /** What the house stands to lose on this selection now (potential payouts less stakes). */
  liability: z.number().int().min(0),
  /** The newest prices it has had, oldest first (at most 50). */
  history: z.array(z.object({ price: ZSportPrice, at: ZDateTime })),
});

export const ZSportMarketRecord = z.object({
  id: ZId,
  eventId: ZId,
  type: ZSportMarketType,
  line: z.number().nullable(),
  state: z.enum(SPORT_MARKET_STATES),
  minStake: ZWon,
  maxStake: ZWon,
  sort: z.number().int(),
  selections: z.array(ZSportSelectionRecord),
});
export type TSportMarketRecord = z.infer<typeof ZSportMarketRecord>;

export const ZSportResultRecord = z.object({
  id: ZId,
  eventId: ZId,
  sport: z.string(),
  ...teams,
  startsAt: ZDateTime,
  cancelled: z.boolean(),
  home: z.number().int().nullable(),
  away: z.number().int().nullable(),
  state: z.enum(SPORT_RESULT_STATES),
  source: z.enum(['feed', 'staff']),
  enteredBy: ZId.nullable(),
  enteredByLogin: z.string().nullable(),
  decidedBy: ZId.nullable(),
  decidedByLogin: z.string().nullable(),
  note: z.string(),
  createdAt: ZDateTime,
  decidedAt: ZNullableDateTime,
});
export type TSportResultRecord = z.infer<typeof ZSportResultRecord>;

/** One event with every market, its selections' prices and price history, and its results. */
export const ZSportEventDetail = ZSportEventRecord.extend({
  liability: z.number().int().min(0),
  markets: z.array(ZSportMarketRecord),
  results: z.array(ZSportResultRecord),
});
export type TSportEventDetail = z.infer<typeof ZSportEventDetail>;

export const ZSportEventInput = z.strictObject({
  competitionId: ZId,
  homeKo: ZTeamName,
  homeEn: ZTeamName,
  awayKo: ZTeamName,
  awayEn: ZTeamName,
  startsAt: ZDateTime,
});

export const ZSportEventChange = ZSportEventInput.omit({ competitionId: true })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing_to_change');

/** A manual event in play (with its score and clock) or back before the start. */
export const ZSportEventLive = z
  .strictObject({
    inPlay: z.boolean(),
    home: ZScore.optional(),
    away: ZScore.optional(),
    clock: zText(32, 0).optional(),
  })
  .refine((body) => (body.home === undefined) === (body.away === undefined), {
    message: 'score_both_sides',
    path: ['away'],
  })
  .refine((body) => body.inPlay || (body.home === undefined && !body.clock), {
    message: 'score_before_start',
    path: ['home'],
  });

const ZNote = zMultilineText(500, 0).default('');
export const ZSportResultInput = z.strictObject({ home: ZScore, away: ZScore, note: ZNote });
export const ZSportCancelInput = z.strictObject({ note: ZNote });

const ZPriceInput = z.strictObject({ key: ZSportSelectionKey, price: ZSportPrice });

/** A market's stake limits, whole won: the maximum at or above the minimum. */
export const ZSportStakeLimits = z
  .strictObject({ minStake: ZWon, maxStake: ZWon })
  .refine((body) => body.minStake <= body.maxStake, { message: 'below_minimum', path: ['maxStake'] });

export const ZSportMarketInput = z
  .strictObject({
    type: ZSportMarketType,
    /** Null for 1x2; a European handicap takes whole goals; a total is above zero. */
    line: ZSportLine.nullable(),
    minStake: ZWon,
    maxStake: ZWon,
    /** A price for each selection of the type, once each (1x2: home, draw, away). */
    selections: z.array(ZPriceInput).min(2).max(3),
  })
  .refine((body) => body.minStake <= body.maxStake, { message: 'below_minimum', path: ['maxStake'] });

export const ZSportPricesInput = z.strictObject({ selections: z.array(ZPriceInput).min(1).max(3) });
export const ZSportMarketStateInput = z.strictObject({ state: z.enum(['open', 'suspended', 'closed']) });

export const ZSportBetLegRecord = z.object({
  selectionId: ZId,
  eventId: ZId,
  ...teams,
  marketType: ZSportMarketType,
  line: z.number().nullable(),
  key: ZSportSelectionKey,
  /** The price accepted (the one submitted while the bet waits, or when it was refused). */
  price: ZSportPrice,
  outcome: z.enum(SPORT_LEG_OUTCOMES).nullable(),
});

export const ZSportBetRecord = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  nick: z.string(),
  state: z.enum(SPORT_BET_STATES),
  stake: ZWon,
  potentialPayout: z.number().int().min(0),
  payout: z.number().int().min(0),
  refusal: z.string().nullable(),
  settlements: z.number().int().min(0),
  placedAt: ZDateTime,
  acceptedAt: ZNullableDateTime,
  settledAt: ZNullableDateTime,
  legs: z.array(ZSportBetLegRecord),
});
export type TSportBetRecord = z.infer<typeof ZSportBetRecord>;

/** An event the house stands to lose on, and each of its selections that carries liability. */
export const ZSportLiabilityRecord = z.object({
  id: ZId,
  sport: z.string(),
  competitionKo: z.string(),
  competitionEn: z.string(),
  ...teams,
  startsAt: ZDateTime,
  state: z.enum(SPORT_EVENT_STATES),
  liability: z.number().int().min(0),
  openBets: z.number().int().min(0),
  selections: z.array(
    z.object({
      id: ZId,
      marketId: ZId,
      marketType: ZSportMarketType,
      line: z.number().nullable(),
      key: ZSportSelectionKey,
      price: ZSportPrice,
      liability: z.number().int().min(0),
    }),
  ),
});
export type TSportLiabilityRecord = z.infer<typeof ZSportLiabilityRecord>;

/** The operator's caps (site settings, admin-edited): the liability bars are drawn against them. */
export const ZSportCapsRecord = z.object({
  id: z.literal('caps'),
  maxPayout: z.number().int(),
  selectionLiability: z.number().int(),
  eventLiability: z.number().int(),
  memberLiability: z.number().int(),
});

/** A pair of market types one multi may combine on the same event; `id` is `first:second`. */
export const ZSportPairRecord = z.object({
  id: z.string(),
  first: ZSportMarketType,
  second: ZSportMarketType,
  allowed: z.boolean(),
});
export type TSportPairRecord = z.infer<typeof ZSportPairRecord>;

/** A settlement of a bet: seq 1 settles it, seq 2, 3… re-settle it on a corrected result. */
export const ZSportSettlementRecord = z.object({
  id: ZId,
  betId: ZId,
  memberId: ZId,
  userId: z.string(),
  stake: ZWon,
  seq: z.number().int().min(1),
  payout: z.number().int().min(0),
  /** The payout the settlement before left (0 for the first): the entry moved the difference. */
  previousPayout: z.number().int().min(0),
  writtenOff: z.number().int().min(0),
  entryId: ZId.nullable(),
  createdAt: ZDateTime,
});
export type TSportSettlementRecord = z.infer<typeof ZSportSettlementRecord>;

const figures = {
  betCount: z.number().int().min(0),
  stakes: z.number().int(),
  payouts: z.number().int(),
  ggr: z.number().int(),
  openStakes: z.number().int(),
};
/** Bets accepted on a Korean day, by sport (`mixed`: a multi over several sports). */
export const ZSportDayReportRow = z.object({
  id: z.string(),
  day: z.string(),
  sport: z.string(),
  ...figures,
});
/** Bets accepted in the range, by competition (`mixed`: a multi over several competitions). */
export const ZSportCompetitionReportRow = z.object({
  id: z.string(),
  sport: z.string(),
  competitionCode: z.string(),
  competitionKo: z.string(),
  competitionEn: z.string(),
  ...figures,
});
