/**
 * European (single-zero) roulette: `spinRoulette(rng)` draws the pocket, `settleRoulette(bets,
 * pocket)` pays the layout bets, `rouletteOdds()` gives the exact 1/37 edges.
 */
export {
  ROULETTE_POCKETS,
  ROULETTE_WHEEL,
  RED_NUMBERS,
  isPocket,
  pocketColour,
  type PocketColour,
} from './wheel.ts';
export { spinRoulette } from './spin.ts';
export {
  ROULETTE_BET_KINDS,
  parseRouletteBet,
  rouletteBetKeys,
  type RouletteBet,
  type RouletteBetKind,
} from './bets.ts';
export { settleRoulette } from './settle.ts';
export { rouletteOdds, type RouletteBetOdds } from './exact-edges.ts';
export { rouletteMaxWinMultiple } from './max-win.ts';
export { neighbourBets, orphelins, tiers, voisinsDuZero, zeroSpiel, type AnnouncedBet } from './racetrack.ts';
