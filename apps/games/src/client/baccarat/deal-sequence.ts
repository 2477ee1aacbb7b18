import { handTotal, type Card } from '@haneul/game-math';
import type { TCoup } from '../../protocol/round-api.ts';

/**
 * The order the dealer turns the cards of a coup: player, banker, player, banker, then the
 * player's third card and the banker's, as the tableau drew them; with each hand's total after
 * every card, so the table can show the totals growing as they would at a real table.
 */
export interface DealStep {
  side: 'player' | 'banker';
  /** Position of the card in its hand: 0, 1 or 2. */
  index: number;
  card: Card;
  playerTotal: number;
  bankerTotal: number;
}

export function dealSequence(coup: Pick<TCoup, 'player' | 'banker'>): DealStep[] {
  const order: ['player' | 'banker', number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ['player', 2],
    ['banker', 2],
  ];
  const shown = { player: [] as Card[], banker: [] as Card[] };
  const steps: DealStep[] = [];
  for (const [side, index] of order) {
    const card = coup[side][index] as Card | undefined;
    if (!card) continue;
    shown[side].push(card);
    steps.push({
      side,
      index,
      card,
      playerTotal: handTotal(shown.player),
      bankerTotal: handTotal(shown.banker),
    });
  }
  return steps;
}
