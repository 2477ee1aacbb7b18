import { legalActions } from './actions.ts';
import { cardValue, handTotal } from './hand-total.ts';
import type { BlackjackAction, BlackjackRound } from './round.ts';
import { chartColumn, type StrategyChart, type StrategyCode } from './strategy-chart.ts';

/**
 * The chart's play for the round's next decision (for hints and simulations): insurance is
 * declined; a pair that may be split reads the pair row; anything else reads its hard or soft
 * total, and a code whose first choice is not allowed (a double on three cards, a surrender after
 * a split, a split at the hand limit) falls back to its second. Throws once the round is settled.
 */
export function strategyAction(chart: StrategyChart, round: BlackjackRound): BlackjackAction {
  if (round.phase === 'settled') throw new Error('blackjack: the round is settled, nothing to play');
  if (round.phase === 'insurance') return 'noInsurance';
  const legal = legalActions(round);
  const can = (action: BlackjackAction) => legal.includes(action);
  const hand = round.hands[round.active]!;
  const column = chartColumn(cardValue(round.dealer[0]!));
  const { total, soft } = handTotal(hand.cards);
  const totalCode = (soft ? chart.soft : chart.hard).get(total)!.codes[column]!;

  const follow = (code: StrategyCode): BlackjackAction => {
    switch (code) {
      case 'H':
        return 'hit';
      case 'S':
        return 'stand';
      case 'Dh':
        return can('double') ? 'double' : 'hit';
      case 'Ds':
        return can('double') ? 'double' : 'stand';
      case 'Rh':
        return can('surrender') ? 'surrender' : 'hit';
      case 'Rs':
        return can('surrender') ? 'surrender' : 'stand';
      case 'P':
        return can('split') ? 'split' : follow(totalCode);
      case 'Rp':
        return can('surrender') ? 'surrender' : can('split') ? 'split' : follow(totalCode);
    }
  };
  return follow(can('split') ? chart.pairs.get(cardValue(hand.cards[0]!))!.codes[column]! : totalCode);
}
