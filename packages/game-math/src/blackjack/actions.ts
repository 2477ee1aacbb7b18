import {
  afterInsurance,
  draftOf,
  insuranceStakeFor,
  nextCard,
  proceed,
  roundOf,
  type RoundDraft,
} from './flow.ts';
import { cardValue, handTotal } from './hand-total.ts';
import type { BlackjackAction, BlackjackHand, BlackjackRound } from './round.ts';

/**
 * What the player may do now. In the insurance phase: take insurance (even money on a blackjack)
 * or not. On a hand: hit and stand always; double on the first two cards (of a split hand only
 * with double after split); split two cards of the same value while fewer than `maxHands` hands
 * are in play (split aces take one card each and are never acted on again, so never resplit);
 * surrender the original two-card hand when late surrender is offered. Nothing once settled.
 */
export function legalActions(round: BlackjackRound): BlackjackAction[] {
  if (round.phase === 'settled') return [];
  if (round.phase === 'insurance') return ['insurance', 'noInsurance'];
  const hand = round.hands[round.active]!;
  const { rules } = round;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const twoCards = hand.cards.length === 2;
  if (twoCards && (!hand.split || rules.doubleAfterSplit)) actions.push('double');
  if (twoCards && round.hands.length < rules.maxHands && isPair(hand)) actions.push('split');
  if (twoCards && rules.lateSurrender && round.hands.length === 1 && !hand.split) actions.push('surrender');
  return actions;
}

function isPair(hand: BlackjackHand): boolean {
  const [a, b] = hand.cards;
  return cardValue(a!) === cardValue(b!) && !(hand.split && cardValue(a!) === 1);
}

function assertLegal(round: BlackjackRound, action: BlackjackAction): void {
  const legal = legalActions(round);
  if (!legal.includes(action)) {
    const allowed = legal.length > 0 ? legal.join(', ') : 'nothing, the round is settled';
    throw new Error(`blackjack: '${action}' is not allowed now (allowed: ${allowed})`);
  }
}

/**
 * The additional stake an action costs, for the server to debit before applying it: a double or a
 * split costs the hand's stake again, insurance floor(bet / 2), anything else nothing. Throws on an
 * action that is not allowed now.
 */
export function extraStakeOf(round: BlackjackRound, action: BlackjackAction): number {
  assertLegal(round, action);
  switch (action) {
    case 'double':
    case 'split':
      return round.hands[round.active]!.stake;
    case 'insurance':
      return insuranceStakeFor(round.stake);
    default:
      return 0;
  }
}

/** Applies one action and plays on to the next decision (or the settlement). Throws when illegal. */
export function applyAction(round: BlackjackRound, action: BlackjackAction): BlackjackRound {
  assertLegal(round, action);
  const draft = draftOf(round);
  draft.actions.push(action);
  if (action === 'insurance' || action === 'noInsurance') {
    if (action === 'insurance') draft.insuranceStake = insuranceStakeFor(round.stake);
    afterInsurance(draft);
    return roundOf(draft);
  }
  const hand = draft.hands[draft.active]!;
  switch (action) {
    case 'hit': {
      const cards = [...hand.cards, nextCard(draft)];
      setHand(draft, { ...hand, cards, done: handTotal(cards).total >= 21 });
      break;
    }
    case 'stand':
      setHand(draft, { ...hand, done: true });
      break;
    case 'double':
      setHand(draft, {
        ...hand,
        cards: [...hand.cards, nextCard(draft)],
        stake: hand.stake * 2,
        doubled: true,
        done: true,
      });
      break;
    case 'split': {
      // Each half waits for its second card until its turn (`proceed` deals it).
      const halves = hand.cards.map((card) => ({ ...hand, cards: [card], split: true }));
      draft.hands.splice(draft.active, 1, ...halves);
      break;
    }
    case 'surrender':
      setHand(draft, { ...hand, surrendered: true, done: true });
      break;
  }
  proceed(draft);
  return roundOf(draft);
}

function setHand(draft: RoundDraft, hand: BlackjackHand): void {
  draft.hands[draft.active] = hand;
}
