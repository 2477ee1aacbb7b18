import type { TSportBet } from '@haneul/contract';
import { acceptedPrice, type OddsChangePolicy } from '@haneul/sportsbook';
import type { CallAnswer } from '../../../lib/call-api';
import type { SportNames } from '../market/local-name';
import type { Pick } from '../market/market-names';
import { toPrice } from '../market/odds';

/** A selection on the slip, with what the slip shows and sends of it. */
export interface SlipLeg extends Pick {
  selectionId: number;
  marketId: number;
  eventId: number;
  competition: SportNames;
  home: SportNames;
  away: SportNames;
  /** The price the member accepted: the one the bet is sent with. */
  price: number;
  /** The market's price now; it differs from `price` until the member accepts the change. */
  live: number;
  /** Whether the market takes bets now (open, its event not over). */
  open: boolean;
  inPlay: boolean;
  minStake: number;
  maxStake: number;
}

/** A selection's state as the latest event data has it. */
export interface SeenSelection {
  selectionId: number;
  price: number;
  open: boolean;
  inPlay: boolean;
}

/** Every answer of place-sport-bet but an accepted or waiting bet. */
export type Refusal = Exclude<CallAnswer<'place-sport-bet'>, { status: 'success' }>;

export type SlipMode = 'single' | 'multi';

export interface SlipState {
  legs: SlipLeg[];
  /** A single bet per selection, or one multi (크로스) of them all; one selection is a single. */
  mode: SlipMode;
  /** Per bet: each single's stake, or the multi's. */
  stake: number;
  policy: OddsChangePolicy;
  /**
   * The request id of each bet whose last attempt got no answer (network, timeout): a retry of the
   * same bet sends it again, so a bet that did land is answered, not placed twice. Kept with the
   * bet's fingerprint: a changed bet is a new request.
   */
  attempts: Record<string, { requestId: string; fingerprint: string }>;
  /** The last refusal of each bet, by ticket key, until the slip changes. */
  refusals: Record<string, Refusal>;
  /** Bets this slip placed, newest first: accepted, or waiting their in-play delay. */
  receipts: TSportBet[];
  /** A selection was refused because the slip is full. */
  full: boolean;
}

/** At most this many selections (the contract's MAX_SPORT_LEGS: a multi of ten legs). */
export const MAX_LEGS = 10;

export const EMPTY_SLIP: SlipState = {
  legs: [],
  mode: 'multi',
  stake: 0,
  policy: 'higher',
  attempts: {},
  refusals: {},
  receipts: [],
  full: false,
};

export type SlipAction =
  | { type: 'toggle'; leg: SlipLeg }
  | { type: 'remove'; selectionId: number }
  | { type: 'clear' }
  | { type: 'mode'; mode: SlipMode }
  | { type: 'stake'; stake: number }
  | { type: 'policy'; policy: OddsChangePolicy }
  | { type: 'seen'; selections: readonly SeenSelection[] }
  | { type: 'accept' }
  | { type: 'sending'; key: string; requestId: string; fingerprint: string }
  | { type: 'answered'; key: string; answer: CallAnswer<'place-sport-bet'> }
  | { type: 'decided'; bet: TSportBet }
  | { type: 'dismiss'; betId: number };

/** An edit: what was refused before no longer stands. */
const edited = (state: SlipState, change: Partial<SlipState>): SlipState => ({
  ...state,
  ...change,
  refusals: {},
  full: false,
});

function toggle(state: SlipState, leg: SlipLeg): SlipState {
  if (state.legs.some((held) => held.selectionId === leg.selectionId)) {
    return edited(state, { legs: state.legs.filter((held) => held.selectionId !== leg.selectionId) });
  }
  // One selection per market: another of the same market takes its place.
  const others = state.legs.filter((held) => held.marketId !== leg.marketId);
  if (others.length >= MAX_LEGS) return { ...state, full: true };
  return edited(state, { legs: [...others, leg] });
}

/** A leg as the market stands now; the price follows at once where the member's policy takes it. */
function seen(leg: SlipLeg, now: SeenSelection, policy: OddsChangePolicy): SlipLeg {
  const taken = acceptedPrice(policy, toPrice(leg.price), toPrice(now.price)) !== null;
  return {
    ...leg,
    live: now.price,
    price: taken ? now.price : leg.price,
    open: now.open,
    inPlay: now.inPlay,
  };
}

const sameLeg = (a: SlipLeg, b: SlipLeg) =>
  a.price === b.price && a.live === b.live && a.open === b.open && a.inPlay === b.inPlay;

/** The legs as the markets stand; the state itself when nothing moved, so the slip does not render. */
function withPrices(state: SlipState, selections: readonly SeenSelection[]): SlipState {
  const byId = new Map(selections.map((selection) => [selection.selectionId, selection]));
  const legs = state.legs.map((leg) => {
    const now = byId.get(leg.selectionId);
    const next = now ? seen(leg, now, state.policy) : leg;
    return sameLeg(next, leg) ? leg : next;
  });
  return legs.every((leg, i) => leg === state.legs[i]) ? state : { ...state, legs };
}

/** The key of a single on one selection; a multi's key is `multi`. */
export const singleKey = (selectionId: number) => `single:${selectionId}`;
export const MULTI_KEY = 'multi';

function answered(state: SlipState, key: string, answer: CallAnswer<'place-sport-bet'>): SlipState {
  const { [key]: attempt, ...attempts } = state.attempts;
  const { [key]: _, ...refusals } = state.refusals;
  if (answer.status === 'success') {
    const placed = key === MULTI_KEY ? [] : state.legs.filter((leg) => singleKey(leg.selectionId) !== key);
    return { ...state, legs: placed, attempts, refusals, receipts: [answer.bet, ...state.receipts] };
  }
  // No answer reached the slip: the same bet is sent again with the same request id.
  const unanswered = answer.status === 'error' || answer.status === 'time';
  const next = {
    ...state,
    attempts: unanswered && attempt ? { ...attempts, [key]: attempt } : attempts,
    refusals: { ...refusals, [key]: answer },
  };
  if (answer.status !== 'odds') return next;
  // The prices now: shown on the slip for the member to accept (or kept, as the policy allows).
  const legs = next.legs.map((leg) => {
    const now = answer.legs.find((quoted) => quoted.selectionId === leg.selectionId);
    return now ? { ...leg, live: now.price } : leg;
  });
  return { ...next, legs };
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'toggle':
      return toggle(state, action.leg);
    case 'remove':
      return edited(state, { legs: state.legs.filter((leg) => leg.selectionId !== action.selectionId) });
    case 'clear':
      return edited(state, { legs: [] });
    case 'mode':
      return edited(state, { mode: action.mode });
    case 'stake':
      return edited(state, { stake: action.stake });
    case 'policy':
      return edited(state, { policy: action.policy });
    case 'seen':
      return withPrices(state, action.selections);
    case 'accept':
      return edited(state, { legs: state.legs.map((leg) => ({ ...leg, price: leg.live })) });
    case 'sending': {
      const { [action.key]: _, ...refusals } = state.refusals;
      const attempt = { requestId: action.requestId, fingerprint: action.fingerprint };
      return { ...state, refusals, attempts: { ...state.attempts, [action.key]: attempt } };
    }
    case 'answered':
      return answered(state, action.key, action.answer);
    case 'decided':
      return {
        ...state,
        receipts: state.receipts.map((bet) => (bet.id === action.bet.id ? action.bet : bet)),
      };
    case 'dismiss':
      return { ...state, receipts: state.receipts.filter((bet) => bet.id !== action.betId) };
  }
}
