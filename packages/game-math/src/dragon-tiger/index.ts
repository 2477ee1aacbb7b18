/**
 * Dragon tiger from an 8-deck shoe: `dealDragonTiger(rng)` deals a card to each side,
 * `settleDragonTiger(bets, coup)` pays the four bets, `dragonTigerOdds()` gives the exact edges.
 */
export { dragonTigerCoup, type DragonTigerCoup, type DragonTigerOutcome } from './coup.ts';
export { DRAGON_TIGER_DECKS, dealDragonTiger } from './deal.ts';
export {
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_PAYS,
  dragonTigerResult,
  isDragonTigerBet,
  settleDragonTiger,
  type DragonTigerBet,
} from './settle.ts';
export { dragonTigerOdds, type DragonTigerBetOdds } from './exact-edges.ts';
export { dragonTigerMaxWinMultiple } from './max-win.ts';
