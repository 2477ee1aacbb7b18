import type { TBlackjackAction, TBlackjackView } from '../../protocol/round-api.ts';

/**
 * What a decision stakes on top of the hand, as the engine's `extraStakeOf` prices it on the server:
 * a double or a split the active hand's stake again, insurance half the first bet (rounded down),
 * anything else nothing. The window takes it off the shown balance the moment the button is
 * pressed and prints it on the button.
 */
export function extraStake(view: TBlackjackView, bet: number, action: TBlackjackAction): number {
  switch (action) {
    case 'double':
    case 'split':
      return view.activeHand === null ? 0 : (view.hands[view.activeHand]?.stake ?? 0);
    case 'insurance':
      return Math.floor(bet / 2);
    default:
      return 0;
  }
}
