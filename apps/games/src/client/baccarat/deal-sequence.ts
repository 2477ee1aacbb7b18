import { handTotal, type Card } from '@haneul/game-math';
import type { TCoup } from '../../protocol/round-api.ts';

/** One card of a coup as the dealer lays it: whose hand, and its place in that hand (0, 1 or 2). */
export interface DealStep {
  side: 'player' | 'banker';
  index: number;
  card: Card;
}

/**
 * The order the dealer turns the cards of a coup: player, banker, player, banker, then the
 * player's third card and the banker's, as the tableau drew them.
 */
export function dealSequence(coup: Pick<TCoup, 'player' | 'banker'>): DealStep[] {
  const order: ['player' | 'banker', number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ['player', 2],
    ['banker', 2],
  ];
  return order.flatMap(([side, index]) => {
    const card = coup[side][index] as Card | undefined;
    return card ? [{ side, index, card }] : [];
  });
}

/**
 * The groups in which a squeeze table opens a coup's cards, as positions in the sequence: the four
 * first cards together (a natural ends the coup there), then each third card on its own, each
 * dealt only once everything before it lies open.
 */
export function revealStages(steps: readonly DealStep[]): number[][] {
  const positions = steps.map((_, position) => position);
  return [positions.slice(0, 4), ...positions.slice(4).map((position) => [position])].filter(
    (stage) => stage.length > 0,
  );
}

/** The total a hand shows: of its cards that lie face up, or null while none does. */
export function shownTotal(
  steps: readonly DealStep[],
  open: ReadonlySet<number>,
  side: DealStep['side'],
): number | null {
  const cards = steps.filter((step, position) => step.side === side && open.has(position));
  return cards.length > 0 ? handTotal(cards.map((step) => step.card)) : null;
}
