/**
 * @haneul/game-math — pure game engines: the provably fair RNG, slot evaluation with exact RTP,
 * and punto banco. No I/O, no clock, no database: randomness is always injected as a
 * `RandomSource`, so the same seeds replay the same rounds everywhere.
 */

// Exact arithmetic
export * from './rational/rational.ts';

// Randomness: the shared interface, the provably fair HMAC stream, the fast simulator generator
export { createRandomSource, uniformInt, type RandomSource } from './fair/random-source.ts';
export {
  createFairRandom,
  fairBlock,
  fairBytes,
  FAIR_BLOCK_BYTES,
  type FairSeeds,
} from './fair/fair-random.ts';
export { commitServerSeed, verifyServerSeed } from './fair/seed-commitment.ts';
export { createSeededRandom } from './fair/seeded-random.ts';

// Slots
export type {
  SlotCascade,
  SlotCashValue,
  SlotEvaluation,
  SlotFreeSpins,
  SlotHoldAndSpin,
  SlotMechanic,
  SlotName,
  SlotPays,
  SlotSymbol,
  SlotSymbolKind,
  SlotTitle,
  SlotVolatility,
} from './slots/slot-title.ts';
export type { LineWin, WayWin } from './slots/evaluate-window.ts';
export type { CascadeStep } from './slots/cascade.ts';
export type { CashLanding, HoldAndSpinResult, RespinStep } from './slots/hold-and-spin.ts';
export { spin, type ReelSpin, type SpinResult } from './slots/spin.ts';
export { simulate, type SimulationResult } from './slots/simulate.ts';
export { exactRtp, maxWinMultiple, type ExactRtp } from './slots/exact-rtp.ts';
export { rtpTable, type RtpTable } from './slots/rtp-table.ts';
export * from './slots/titles/index.ts';
export { LINES_5X3_10, LINES_5X3_20, LINES_5X3_25, LINES_5X4_40 } from './slots/titles/paylines.ts';

// Baccarat
export * from './baccarat/cards.ts';
export { bankerDraws, isNatural, playerDraws } from './baccarat/draw-rules.ts';
export {
  createShoe,
  shoeFinished,
  shoeRemaining,
  shuffleCards,
  type CreateShoeOptions,
  type Shoe,
} from './baccarat/shoe.ts';
export { playCoup, type Coup, type CoupOutcome, type PlayedCoup } from './baccarat/play-coup.ts';
export {
  BACCARAT_PAYS,
  settle,
  type BaccaratBet,
  type BaccaratBets,
  type SettledBet,
  type Settlement,
} from './baccarat/settle.ts';
export { baccaratOdds, type BaccaratOdds } from './baccarat/exact-edges.ts';
export { baccaratMaxWinMultiple } from './baccarat/max-win.ts';

// Tables: roulette, dragon tiger, sic bo, and the one interface the game server plays them through
export * from './table/table-settlement.ts';
export * from './table/table-games.ts';
export * from './roulette/index.ts';
export * from './dragon-tiger/index.ts';
export * from './sic-bo/index.ts';

// Blackjack: the playable round, the exact house edge by combinatorial analysis, the strategy chart
export * from './blackjack/index.ts';
