import { blackjackHandTotal, type Card } from '@haneul/game-math';
import type { TableCard } from './deal-frames.ts';

/**
 * A hand's total as the table calls it out, from the cards shown so far: a soft hand under 21 that
 * may still draw both ways (`7/17`: the ace counted 1 or 11), a hand that is finished, and any
 * other, its best total. The engine counts it, so the felt can never disagree with the settlement.
 */
interface ShownTotal {
  total: number;
  soft: boolean;
  /** `7/17`, `20`, `24`; empty before the first card. */
  label: string;
}

export function shownTotal(cards: readonly TableCard[], { finished = false } = {}): ShownTotal {
  if (cards.length === 0) return { total: 0, soft: false, label: '' };
  // The protocol holds every rank to 1–13: the cards are the engine's own.
  const { total, soft } = blackjackHandTotal(cards as readonly Card[]);
  return { total, soft, label: soft && total < 21 && !finished ? `${total - 10}/${total}` : String(total) };
}
