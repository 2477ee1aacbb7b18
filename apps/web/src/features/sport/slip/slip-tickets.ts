import type { CallBody } from '../../../lib/call-api';
import { formatCombinedOdds, potentialReturn } from '../market/odds';
import { MULTI_KEY, singleKey, type SlipLeg, type SlipState } from './slip-state';

/** One bet the slip places: a single per selection, or one multi of them all. */
export interface Ticket {
  key: string;
  legs: readonly SlipLeg[];
}

/** Whether the slip places one multi (two selections or more, and the member chose 크로스). */
export const isMulti = (state: Pick<SlipState, 'mode' | 'legs'>) =>
  state.mode === 'multi' && state.legs.length > 1;

export function slipTickets(state: SlipState): Ticket[] {
  if (isMulti(state)) return [{ key: MULTI_KEY, legs: state.legs }];
  return state.legs.map((leg) => ({ key: singleKey(leg.selectionId), legs: [leg] }));
}

/** What place-sport-bet is sent for a ticket, but its request id. */
export function ticketBody(state: SlipState, ticket: Ticket): Omit<CallBody<'place-sport-bet'>, 'requestId'> {
  return {
    stake: state.stake,
    legs: ticket.legs.map((leg) => ({ selectionId: leg.selectionId, price: leg.price })),
    oddsChange: state.policy,
  };
}

/**
 * The request id to send a ticket with: the one of its last attempt when that got no answer and
 * the bet is unchanged (the server answers a replay with the first bet, never a second one), a
 * fresh one otherwise.
 */
export function requestIdFor(
  state: SlipState,
  ticket: Ticket,
  fresh: () => string,
): { requestId: string; fingerprint: string } {
  const fingerprint = JSON.stringify(ticketBody(state, ticket));
  const last = state.attempts[ticket.key];
  return { requestId: last?.fingerprint === fingerprint ? last.requestId : fresh(), fingerprint };
}

export interface SlipTotals {
  /** What every bet of the slip stakes together. */
  stake: number;
  /** What they return together if every selection wins, stake included. */
  payout: number;
  /** The multi's combined price, printed; null for singles. */
  combined: string | null;
}

export function slipTotals(state: SlipState): SlipTotals {
  const prices = state.legs.map((leg) => leg.price);
  if (isMulti(state)) {
    return {
      stake: state.stake,
      payout: potentialReturn(state.stake, prices),
      combined: formatCombinedOdds(prices),
    };
  }
  return {
    stake: state.stake * state.legs.length,
    payout: prices.reduce((sum, price) => sum + potentialReturn(state.stake, [price]), 0),
    combined: null,
  };
}

/** The stake limits every bet of the slip must keep: the tightest of its selections' markets. */
export function stakeLimits(legs: readonly SlipLeg[]): { min: number; max: number } | null {
  if (legs.length === 0) return null;
  return {
    min: Math.max(...legs.map((leg) => leg.minStake)),
    max: Math.min(...legs.map((leg) => leg.maxStake)),
  };
}

/** The largest stake per bet the member can place: within the markets' limit and the balance. */
export function largestStake(state: SlipState, balance: number): number {
  const limits = stakeLimits(state.legs);
  if (!limits) return 0;
  const bets = isMulti(state) ? 1 : state.legs.length;
  return Math.max(0, Math.min(limits.max, Math.floor(balance / bets)));
}
