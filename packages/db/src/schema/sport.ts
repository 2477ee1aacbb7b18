import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn, wonColumn, inList } from './columns.ts';
import { sportSettings } from './games.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * The sportsbook. The catalogue's sport settings are the sports; below them competitions, events,
 * markets and selections, priced in thousandths of decimal odds (@haneul/sportsbook). A bet copies
 * the price and line each leg was accepted at; a result is the sports fact, a settlement the money
 * decision, kept apart so a corrected result re-settles without rewriting history.
 */

export const SPORT_MARKET_TYPES = ['1x2', 'handicap', 'asian_handicap', 'over_under'] as const;
export const SPORT_SELECTION_KEYS = ['home', 'draw', 'away', 'over', 'under'] as const;
export const SPORT_EVENT_STATES = ['scheduled', 'in_play', 'finished', 'cancelled'] as const;
export const SPORT_MARKET_STATES = ['open', 'suspended', 'closed', 'settled'] as const;
/** waiting: an in-play bet inside its delay; open: accepted, stake taken; refused: never accepted. */
export const SPORT_BET_STATES = ['waiting', 'open', 'settled', 'refused'] as const;
export const SPORT_ODDS_POLICIES = ['none', 'higher', 'any'] as const;
export const SPORT_LEG_OUTCOMES = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
/** A result staff entered waits for a second staff member; a feed's result needs no approval. */
export const SPORT_RESULT_STATES = ['pending', 'approved', 'rejected', 'superseded'] as const;

export const sportCompetitions = pgTable('sport_competitions', {
  id: idColumn(),
  /** A stable code (`k-league-1`, `kbo`), the feed's and the URL's. */
  code: text().notNull().unique(),
  sportCode: text()
    .notNull()
    .references(() => sportSettings.code),
  nameKo: text().notNull(),
  nameEn: text().notNull(),
  /** ISO 3166 alpha-2, or 'int' for an international competition. */
  country: text().notNull(),
  sort: integer().notNull().default(0),
});

export const sportEvents = pgTable(
  'sport_events',
  {
    id: idColumn(),
    competitionId: refColumn()
      .notNull()
      .references(() => sportCompetitions.id),
    homeKo: text().notNull(),
    homeEn: text().notNull(),
    awayKo: text().notNull(),
    awayEn: text().notNull(),
    startsAt: timestampColumn().notNull(),
    state: text({ enum: SPORT_EVENT_STATES }).notNull().default('scheduled'),
    /** The score as it stands, in play and at the end (goals, points, runs, sets or maps). */
    scoreHome: integer(),
    scoreAway: integer(),
    /** Where the match is, as the feed tells it ("67'", "7회말", "3Q 4:12"); '' before kick-off. */
    clock: text().notNull().default(''),
    /** Who keeps the event: a feed's code, or 'manual' for one staff created. */
    feed: text().notNull(),
    feedEventId: text().notNull(),
    /** The last change of the feed applied: a change at or below it is a duplicate or stale. */
    feedVersion: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    unique('sport_events_feed_id').on(t.feed, t.feedEventId),
    index('sport_events_starts').on(t.startsAt),
    check('sport_events_state', inList(t.state, SPORT_EVENT_STATES)),
    check('sport_events_score', sql`(${t.scoreHome} is null) = (${t.scoreAway} is null)`),
  ],
);

export const sportMarkets = pgTable(
  'sport_markets',
  {
    id: idColumn(),
    eventId: refColumn()
      .notNull()
      .references(() => sportEvents.id),
    type: text({ enum: SPORT_MARKET_TYPES }).notNull(),
    /** The line in quarter goals (points, runs); null for 1x2. */
    line: integer(),
    state: text({ enum: SPORT_MARKET_STATES }).notNull().default('open'),
    /** The stake one bet may put on this market, whole won. */
    minStake: wonColumn().notNull(),
    maxStake: wonColumn().notNull(),
    sort: integer().notNull().default(0),
    /** The feed's version of the market's state, so a late change never undoes a newer one. */
    feedVersion: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    unique('sport_markets_event_type_line').on(t.eventId, t.type, t.line).nullsNotDistinct(),
    check('sport_markets_type', inList(t.type, SPORT_MARKET_TYPES)),
    check('sport_markets_state', inList(t.state, SPORT_MARKET_STATES)),
    check('sport_markets_line', sql`(${t.line} is null) = (${t.type} = '1x2')`),
    check('sport_markets_stakes', sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`),
  ],
);

export const sportSelections = pgTable(
  'sport_selections',
  {
    id: idColumn(),
    marketId: refColumn()
      .notNull()
      .references(() => sportMarkets.id),
    key: text({ enum: SPORT_SELECTION_KEYS }).notNull(),
    /** Decimal odds in thousandths (1.95 is 1950). */
    price: integer().notNull(),
    /** The feed's version of the price, so a late change never undoes a newer one. */
    feedVersion: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    unique('sport_selections_market_key').on(t.marketId, t.key),
    check('sport_selections_key', inList(t.key, SPORT_SELECTION_KEYS)),
    check('sport_selections_price', sql`${t.price} between 1010 and 1000000`),
  ],
);

/** Every price a selection has had, appended as it changes (triggers refuse edits). */
export const sportPriceHistory = pgTable(
  'sport_price_history',
  {
    id: idColumn(),
    selectionId: refColumn()
      .notNull()
      .references(() => sportSelections.id),
    price: integer().notNull(),
    at: createdAtColumn(),
  },
  (t) => [index('sport_price_history_selection').on(t.selectionId, t.id)],
);

/**
 * A final score as a fact: from a feed (approved at once) or entered by staff (pending until a
 * second staff member approves it). A later result of the same event supersedes the earlier one;
 * `cancelled` is an event that will not be played, which voids its legs.
 */
export const sportResults = pgTable(
  'sport_results',
  {
    id: idColumn(),
    eventId: refColumn()
      .notNull()
      .references(() => sportEvents.id),
    cancelled: boolean().notNull().default(false),
    home: integer(),
    away: integer(),
    state: text({ enum: SPORT_RESULT_STATES }).notNull(),
    source: text({ enum: ['feed', 'staff'] }).notNull(),
    enteredBy: refColumn().references(() => staff.id),
    decidedBy: refColumn().references(() => staff.id),
    note: text().notNull().default(''),
    createdAt: createdAtColumn(),
    decidedAt: timestampColumn(),
  },
  (t) => [
    index('sport_results_event').on(t.eventId, t.id),
    check('sport_results_state', inList(t.state, SPORT_RESULT_STATES)),
    check(
      'sport_results_score',
      sql`${t.cancelled} = (${t.home} is null) and (${t.home} is null) = (${t.away} is null)`,
    ),
    // Four eyes: whoever entered a result cannot be the one who approves it.
    check('sport_results_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.enteredBy}`),
    check('sport_results_staff_entered', sql`(${t.source} = 'staff') = (${t.enteredBy} is not null)`),
  ],
);

export const sportBets = pgTable(
  'sport_bets',
  {
    id: idColumn(),
    memberId: refColumn()
      .notNull()
      .references(() => members.id),
    /** The member's own id for the placement: a replay answers the first answer and moves nothing. */
    requestId: text().notNull(),
    stake: wonColumn().notNull(),
    /** What the bet pays if every leg wins, at the prices accepted. */
    potentialPayout: wonColumn().notNull(),
    oddsPolicy: text({ enum: SPORT_ODDS_POLICIES }).notNull(),
    state: text({ enum: SPORT_BET_STATES }).notNull(),
    /** Why a bet was refused (a wire status: `odds`, `suspended`, `limit`, `balance`). */
    refusal: text(),
    /** The refusal's details as first answered (`reason`, `max`, the prices then), for a replay. */
    refusalDetail: jsonb(),
    /** An in-play bet is decided at this time (its delay); null for a pre-match bet. */
    decideAt: timestampColumn(),
    /** The stake's ledger entry, once accepted. */
    stakeEntryId: refColumn(),
    /** The settlements so far (sport_settlements.seq); the bet's payout as the last one left it. */
    settlements: integer().notNull().default(0),
    payout: wonColumn().notNull().default(0),
    placedAt: createdAtColumn(),
    acceptedAt: timestampColumn(),
    settledAt: timestampColumn(),
  },
  (t) => [
    unique('sport_bets_member_request').on(t.memberId, t.requestId),
    index('sport_bets_member').on(t.memberId, t.id),
    index('sport_bets_waiting')
      .on(t.decideAt)
      .where(sql`${t.state} = 'waiting'`),
    check('sport_bets_state', inList(t.state, SPORT_BET_STATES)),
    check('sport_bets_stake', sql`${t.stake} > 0 and ${t.potentialPayout} >= 0 and ${t.payout} >= 0`),
    check('sport_bets_accepted', sql`(${t.stakeEntryId} is not null) = (${t.state} in ('open', 'settled'))`),
  ],
);

export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    id: idColumn(),
    betId: refColumn()
      .notNull()
      .references(() => sportBets.id),
    eventId: refColumn()
      .notNull()
      .references(() => sportEvents.id),
    marketId: refColumn()
      .notNull()
      .references(() => sportMarkets.id),
    selectionId: refColumn()
      .notNull()
      .references(() => sportSelections.id),
    /** The market's terms as the leg was accepted: settlement reads these, never the market now. */
    marketType: text({ enum: SPORT_MARKET_TYPES }).notNull(),
    line: integer(),
    selectionKey: text({ enum: SPORT_SELECTION_KEYS }).notNull(),
    /** The price the member submitted, and the one the leg was accepted at. */
    submittedPrice: integer().notNull(),
    price: integer(),
    /** How the leg settled by the event's current result; null while unsettled. */
    outcome: text({ enum: SPORT_LEG_OUTCOMES }),
  },
  (t) => [
    index('sport_bet_legs_bet').on(t.betId),
    index('sport_bet_legs_event').on(t.eventId, t.betId),
    index('sport_bet_legs_selection').on(t.selectionId),
  ],
);

/**
 * The money decisions of a bet, numbered: the first settles it, each later one reverses the one
 * before and settles again on a corrected result. Its ledger entry (`sport-settle:<bet>:<seq>`)
 * moves the difference from the previous payout; a clawback the member's cash cannot cover is
 * written off to the house (`writtenOff`), since no balance goes below zero.
 */
export const sportSettlements = pgTable(
  'sport_settlements',
  {
    id: idColumn(),
    betId: refColumn()
      .notNull()
      .references(() => sportBets.id),
    seq: integer().notNull(),
    payout: wonColumn().notNull(),
    writtenOff: wonColumn().notNull().default(0),
    /** The entry that moved the money; null when the payout did not change. */
    entryId: refColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('sport_settlements_bet_seq').on(t.betId, t.seq),
    check('sport_settlements_amounts', sql`${t.seq} > 0 and ${t.payout} >= 0 and ${t.writtenOff} >= 0`),
  ],
);

/**
 * What the house stands to lose, per selection, per event and per member: each accepted bet adds
 * its potential payout minus its stake to every scope it touches, in one guarded UPDATE per scope
 * (`liability + x <= cap`), so concurrent placements can never pass a cap together.
 */
export const sportExposure = pgTable(
  'sport_exposure',
  {
    scope: text({ enum: ['selection', 'event', 'member'] }).notNull(),
    scopeId: refColumn().notNull(),
    liability: wonColumn().notNull().default(0),
  },
  (t) => [
    unique('sport_exposure_scope').on(t.scope, t.scopeId),
    check('sport_exposure_liability', sql`${t.liability} >= 0`),
  ],
);

/** Market-type pairs an operator allows in one multi on the same event (none by default). */
export const sportSameEventPairs = pgTable(
  'sport_same_event_pairs',
  {
    first: text({ enum: SPORT_MARKET_TYPES }).notNull(),
    second: text({ enum: SPORT_MARKET_TYPES }).notNull(),
  },
  (t) => [
    unique('sport_same_event_pairs_pair').on(t.first, t.second),
    check('sport_same_event_pairs_order', sql`${t.first} <= ${t.second}`),
  ],
);
