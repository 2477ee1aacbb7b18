import { z } from 'zod';
import { SPORT_BET_STATES, SPORT_EVENT_STATES, SPORT_MARKET_TYPES } from '../calls/sport.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qDay, qId, qText, ZIdParams } from './list.ts';
import { reportPair } from './reports.ts';
import {
  SPORT_RESULT_STATES,
  ZSportBetRecord,
  ZSportCancelInput,
  ZSportCapsRecord,
  ZSportCompetitionInput,
  ZSportCompetitionRecord,
  ZSportCompetitionReportRow,
  ZSportDayReportRow,
  ZSportEventChange,
  ZSportEventDetail,
  ZSportEventInput,
  ZSportEventLive,
  ZSportEventRecord,
  ZSportLiabilityRecord,
  ZSportMarketInput,
  ZSportMarketRecord,
  ZSportMarketStateInput,
  ZSportPairRecord,
  ZSportPricesInput,
  ZSportResultInput,
  ZSportResultRecord,
  ZSportSettlementRecord,
  ZSportStakeLimits,
} from './sport-records.ts';

const base = '/backoffice/api/sport';
/** `first:second`, two market types in their sorted order (`1x2:over_under`). */
function isPairId(id: string): boolean {
  const [first = '', second = '', ...rest] = id.split(':');
  const types: readonly string[] = SPORT_MARKET_TYPES;
  return rest.length === 0 && types.includes(first) && types.includes(second) && first <= second;
}
const ZPairParams = z.strictObject({ id: z.string().refine(isPairId, 'pair_format') });

const eventAction = <B extends z.ZodType, A extends z.ZodType>(
  method: 'POST' | 'PUT',
  verb: string,
  body: B,
  answer: A,
) =>
  defineEndpoint({
    method,
    path: `${base}/events/:id/${verb}`,
    access: 'operator',
    params: ZIdParams,
    body,
    answer,
  });

const marketAction = <B extends z.ZodType>(verb: string, body: B) =>
  defineEndpoint({
    method: 'PUT',
    path: `${base}/markets/:id/${verb}`,
    access: 'operator',
    params: ZIdParams,
    body,
    answer: oneAnswer(ZSportMarketRecord),
  });

const resultDecision = (verb: 'approve' | 'reject') =>
  defineEndpoint({
    method: 'POST',
    path: `${base}/results/:id/${verb}`,
    access: 'operator',
    params: ZIdParams,
    body: z.strictObject({}),
    answer: z.object({ data: ZSportResultRecord, settled: z.number().int().min(0) }),
  });

const days = reportPair('sport-days', ZSportDayReportRow);
const competitions = reportPair('sport-competitions', ZSportCompetitionReportRow);

/**
 * The sportsbook's back office: competitions, events and markets by hand, results with four eyes,
 * open bets and liability, same-event pairs, settlements and reports. Writes are audited; a
 * settled market or a decided result answers 409 `already`.
 */
export const sportEndpoints = {
  'sportCompetitions.list': defineEndpoint({
    method: 'GET',
    path: `${base}/competitions`,
    access: 'operator',
    query: listQuery(['sort', 'code', 'nameKo'], { sport: qText, q: qText }),
    answer: listAnswer(ZSportCompetitionRecord),
  }),
  'sportCompetitions.create': defineEndpoint({
    method: 'POST',
    path: `${base}/competitions`,
    access: 'operator',
    body: ZSportCompetitionInput,
    answer: oneAnswer(ZSportCompetitionRecord),
  }),
  /** `from`/`to`: Korean days of the start; `q`: a team's name in either language. */
  'sportEvents.list': defineEndpoint({
    method: 'GET',
    path: `${base}/events`,
    access: 'operator',
    query: listQuery(['startsAt', 'id'], {
      sport: qText,
      competitionId: qId,
      state: z.enum(SPORT_EVENT_STATES).optional(),
      from: qDay,
      to: qDay,
      q: qText,
    }),
    answer: listAnswer(ZSportEventRecord),
  }),
  'sportEvents.get': defineEndpoint({
    method: 'GET',
    path: `${base}/events/:id`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZSportEventDetail),
  }),
  /** An event by hand (feed `manual`), scheduled, without markets yet. */
  'sportEvents.create': defineEndpoint({
    method: 'POST',
    path: `${base}/events`,
    access: 'operator',
    body: ZSportEventInput,
    answer: oneAnswer(ZSportEventDetail),
  }),
  /** Teams and start of a manual event that has not started. */
  'sportEvents.update': defineEndpoint({
    method: 'PUT',
    path: `${base}/events/:id`,
    access: 'operator',
    params: ZIdParams,
    body: ZSportEventChange,
    answer: oneAnswer(ZSportEventDetail),
  }),
  'sportEvents.live': eventAction('PUT', 'live', ZSportEventLive, oneAnswer(ZSportEventDetail)),
  /** A final score, pending until another staff member approves it; the event's markets are suspended. */
  'sportEvents.result': eventAction('POST', 'result', ZSportResultInput, oneAnswer(ZSportResultRecord)),
  /** The event called off: a `cancelled` result, pending like any staff result. */
  'sportEvents.cancel': eventAction('POST', 'cancel', ZSportCancelInput, oneAnswer(ZSportResultRecord)),
  'sportMarkets.create': eventAction('POST', 'markets', ZSportMarketInput, oneAnswer(ZSportMarketRecord)),
  /** New prices for some of a market's selections; each change is appended to the price history. */
  'sportMarkets.prices': marketAction('prices', ZSportPricesInput),
  'sportMarkets.limits': marketAction('limits', ZSportStakeLimits),
  /** Suspend (open → suspended), reopen (suspended → open) or close (for good). */
  'sportMarkets.state': marketAction('state', ZSportMarketStateInput),
  'sportResults.list': defineEndpoint({
    method: 'GET',
    path: `${base}/results`,
    access: 'operator',
    query: listQuery(['id'], { state: z.enum(SPORT_RESULT_STATES).optional(), eventId: qId }),
    answer: listAnswer(ZSportResultRecord),
  }),
  /** By another staff member than the one who entered it (409 `approval`); settles the event's bets. */
  'sportResults.approve': resultDecision('approve'),
  'sportResults.reject': resultDecision('reject'),
  'sportBets.list': defineEndpoint({
    method: 'GET',
    path: `${base}/bets`,
    access: 'operator',
    query: listQuery(['id', 'stake', 'potentialPayout'], {
      eventId: qId,
      memberId: qId,
      state: z.enum(SPORT_BET_STATES).optional(),
    }),
    answer: listAnswer(ZSportBetRecord),
  }),
  /** Events with liability now, each with its selections' liability. */
  'sportLiability.list': defineEndpoint({
    method: 'GET',
    path: `${base}/liability`,
    access: 'operator',
    query: listQuery(['liability', 'startsAt'], { sport: qText, eventId: qId }),
    answer: listAnswer(ZSportLiabilityRecord),
  }),
  'sportLiability.caps': defineEndpoint({
    method: 'GET',
    path: `${base}/caps`,
    access: 'operator',
    answer: oneAnswer(ZSportCapsRecord),
  }),
  /** Every pair of market types, each allowed or not in one multi on the same event. */
  'sportPairs.list': defineEndpoint({
    method: 'GET',
    path: `${base}/same-event-pairs`,
    access: 'admin',
    query: listQuery(['id'], {}),
    answer: listAnswer(ZSportPairRecord),
  }),
  'sportPairs.update': defineEndpoint({
    method: 'PUT',
    path: `${base}/same-event-pairs/:id`,
    access: 'admin',
    params: ZPairParams,
    body: z.strictObject({ allowed: z.boolean() }),
    answer: oneAnswer(ZSportPairRecord),
  }),
  /** `from`/`to`: Korean days of the settlement. */
  'sportSettlements.list': defineEndpoint({
    method: 'GET',
    path: `${base}/settlements`,
    access: 'operator',
    query: listQuery(['id'], { betId: qId, memberId: qId, from: qDay, to: qDay }),
    answer: listAnswer(ZSportSettlementRecord),
  }),
  'reports.sportDays': days.json,
  'reports.sportDaysCsv': days.csv,
  'reports.sportCompetitions': competitions.json,
  'reports.sportCompetitionsCsv': competitions.csv,
};
