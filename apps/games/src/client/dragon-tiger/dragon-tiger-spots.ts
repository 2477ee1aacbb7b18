import {
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_PAYS,
  dragonTigerResult,
  type Card,
  type DragonTigerBet,
} from '@haneul/game-math';
import type { TTableDraw } from '../../protocol/round-api.ts';

/**
 * The dragon tiger layout as data: the four spots in the engine's order with their pays as the
 * felt prints them, and how each spot fares on a dealt coup (win, half back on a tie, or lose),
 * from the engine's own rule, so the felt lights exactly the spots the server paid.
 */
export type DragonTigerDraw = Extract<TTableDraw, { kind: 'dragonTiger' }>;
export type SpotFate = ReturnType<typeof dragonTigerResult>;

export interface DragonTigerSpot {
  bet: DragonTigerBet;
  /** `1:1`, `8:1`, `50:1`: read from `DRAGON_TIGER_PAYS`. */
  pays: string;
}

export const DRAGON_TIGER_SPOTS: readonly DragonTigerSpot[] = DRAGON_TIGER_BETS.map((bet) => ({
  bet,
  pays: `${DRAGON_TIGER_PAYS[bet]}:1`,
}));

/** How a spot fares on a coup, staked or not. */
export function spotFate(bet: DragonTigerBet, draw: DragonTigerDraw): SpotFate {
  return dragonTigerResult(bet, { ...draw, dragon: drawnCard(draw.dragon), tiger: drawnCard(draw.tiger) });
}

/** A drawn card as the engine types it (the round schema holds its rank to 1–13). */
export function drawnCard(card: DragonTigerDraw['dragon']): Card {
  return card as Card;
}

/**
 * The moments of a deal, in ms from the start: the dragon's card, then the tiger's, slide in face
 * down; the dragon's turns, then the tiger's; the result shows once the second card has turned.
 * With reduced motion everything lands at once and the result follows a beat later.
 */
export interface DealTimeline {
  dealDragon: number;
  dealTiger: number;
  turnDragon: number;
  turnTiger: number;
  done: number;
}

export function dealTimeline(reducedMotion: boolean): DealTimeline {
  if (reducedMotion) return { dealDragon: 0, dealTiger: 0, turnDragon: 0, turnTiger: 0, done: 200 };
  return { dealDragon: 0, dealTiger: 380, turnDragon: 1100, turnTiger: 1900, done: 2500 };
}
