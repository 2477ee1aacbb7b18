import type { Card } from '../baccarat/cards.ts';

/** Which side won a coup. */
export type DragonTigerOutcome = 'dragon' | 'tiger' | 'tie';

/** One dealt coup: a card each, dragon first. */
export interface DragonTigerCoup {
  dragon: Card;
  tiger: Card;
  /** The higher rank wins, aces low (A = 1 … K = 13); suits never break a tie. */
  outcome: DragonTigerOutcome;
  /** A tie in rank and suit too (two copies of the same card: the shoe holds eight of each). */
  suitedTie: boolean;
}

/**
 * The coup two cards make. Shared by the deal and the exact odds, so the published edges are
 * counted with the very rule that decides a dealt coup.
 */
export function dragonTigerCoup(dragon: Card, tiger: Card): DragonTigerCoup {
  const outcome = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, outcome, suitedTie: outcome === 'tie' && dragon.suit === tiger.suit };
}
