import type { RandomSource } from '../fair/random-source.ts';
import { cascadeMultiplier, playCascade, type CascadeStep } from './cascade.ts';
import { compileTitle, type CompiledReelSet, type CompiledTitle } from './compile-title.ts';
import { evaluateLines, evaluateWays, fillWindow, type LineWin, type WayWin } from './evaluate-window.ts';
import { drawCashValues, playRespins, type HoldAndSpinResult, type RespinStep } from './hold-and-spin.ts';
import type { SlotTitle } from './slot-title.ts';

/**
 * One paid spin: the base spin and, when scatters trigger it, the whole free-spin round, all
 * drawn from the same injected RNG in a fixed order (one `nextInt(strip length)` per reel, left
 * to right, base spin first, then each free spin in turn). Replaying the RNG replays the round.
 *
 * A feature plays at most the title's `maxSpins` free spins; spins still owed after the last one
 * are forfeited. The cap only ends the loop early, so a feature that ends below it draws exactly
 * what it drew before the cap existed, and the exact calculator models the same stopping rule.
 *
 * A cascade title's tumbles draw nothing (`cascade.ts`); a hold-and-spin title draws its cash
 * values and respins after the base stops (`hold-and-spin.ts`).
 */

/** One spin of the reels; amounts in won, multiplier already applied. */
export interface ReelSpin {
  /** Strip index shown on the top row of each reel. */
  stops: number[];
  /** Symbol codes, `window[reel][row]`, row 0 at the top. */
  window: string[][];
  lineWins: LineWin[];
  wayWins: WayWin[];
  scatter: { count: number; pay: number };
  /** Free spins this spin awards (a trigger in the base game, a retrigger in free spins). */
  freeSpinsAwarded: number;
  /**
   * 1 in the base game, the title's free-spin multiplier in free spins; in a cascade title, the
   * first window's cascade multiplier.
   */
  multiplier: number;
  /** Everything this spin paid, in won: its window, and in a cascade title its tumbles too. */
  win: number;
  /** Cascade titles: the tumbles after this window, in order (empty when it paid nothing). */
  cascades?: CascadeStep[];
  /**
   * Hold-and-spin titles: the value in won of each cash symbol in the window,
   * `cashValues[reel][row]`, null where there is none. They pay only if the feature starts.
   */
  cashValues?: (number | null)[][];
}

/** A paid spin and the free-spin round it triggered, if any. */
export interface SpinResult {
  titleCode: string;
  bet: number;
  base: ReelSpin;
  freeSpins: ReelSpin[];
  freeSpinsWin: number;
  /** Hold-and-spin titles: the feature, when the base window showed enough cash symbols. */
  holdAndSpin?: HoldAndSpinResult;
  /** Everything the bet won: base spin plus free spins plus the hold-and-spin feature, in won. */
  totalWin: number;
}

/** Reusable buffers, so the simulator allocates nothing per spin. */
export interface SpinScratch {
  stops: Uint32Array;
  cells: Uint8Array;
  /** Count of the last spin's counted symbol: scatters, or a hold-and-spin title's cash symbols. */
  scatters: number;
  /** Cascade titles: the cells that won (1), and each reel's top strip index as it tumbles. */
  marks: Uint8Array;
  tops: Int32Array;
  /** Hold-and-spin titles: each cell's cash value in coins, 0 for none. */
  cash: Float64Array;
}

/** Buffers sized for a title's window. */
export function createSpinScratch(game: CompiledTitle): SpinScratch {
  const cells = game.rows * game.reels;
  return {
    stops: new Uint32Array(game.reels),
    cells: new Uint8Array(cells),
    scatters: 0,
    marks: new Uint8Array(cells),
    tops: new Int32Array(game.reels),
    cash: new Float64Array(cells),
  };
}

/**
 * Draws stops for one reel set and returns the spin's pay in coins before any multiplier
 * (lines or ways plus scatter pay); leaves the scatter count in `scratch.scatters`. In a cascade
 * title it also marks the winning cells and records the stops as the reels' tops, for the chain.
 */
export function spinReelSet(
  game: CompiledTitle,
  set: CompiledReelSet,
  rng: RandomSource,
  scratch: SpinScratch,
  details: { lineWins: LineWin[]; wayWins: WayWin[] } | null,
): number {
  for (let r = 0; r < set.strips.length; r++) scratch.stops[r] = rng.nextInt(set.strips[r]!.length);
  scratch.scatters = fillWindow(set, game.rows, scratch.stops, scratch.cells, game.counted);
  let marks: Uint8Array | null = null;
  if (game.cascade) {
    marks = scratch.marks.fill(0);
    scratch.tops.set(scratch.stops);
  }
  const wins = game.lines
    ? evaluateLines(game, scratch.cells, details?.lineWins ?? null)
    : evaluateWays(game, scratch.cells, details?.wayWins ?? null, marks);
  return wins + game.scatterPays[scratch.scatters]!;
}

/**
 * Plays one paid spin of `title` for a total bet of `bet` won (a multiple of the title's
 * `coinsPerSpin` within its bet range) using `rng`.
 */
export function spin(title: SlotTitle, bet: number, rng: RandomSource): SpinResult {
  const game = compileTitle(title);
  if (
    !Number.isSafeInteger(bet) ||
    bet < title.minBet ||
    bet > title.maxBet ||
    bet % title.coinsPerSpin !== 0
  ) {
    throw new RangeError(`spin ${title.code}: bet ${bet} is not a valid bet`);
  }
  const coinValue = bet / title.coinsPerSpin;
  const scratch = createSpinScratch(game);
  const won = (coins: number, multiplier = 1) => coins * coinValue * multiplier;
  const windowOf = (cells: Uint8Array) =>
    Array.from({ length: game.reels }, (_, r) =>
      Array.from(cells.subarray(r * game.rows, (r + 1) * game.rows), (x) => game.codes[x]!),
    );
  const play = (set: CompiledReelSet, multiplier: number, awards: readonly number[]): ReelSpin => {
    const details = { lineWins: [] as LineWin[], wayWins: [] as WayWin[] };
    const coins = spinReelSet(game, set, rng, scratch, details);
    const k = game.cash >= 0 ? 0 : scratch.scatters; // cash symbols are no scatters
    const first = game.cascade ? cascadeMultiplier(game, 0) : 1;
    const reelSpin: ReelSpin = {
      stops: Array.from(scratch.stops),
      window: windowOf(scratch.cells),
      lineWins: details.lineWins.map((w) => ({ ...w, pay: won(w.pay, multiplier) })),
      wayWins: details.wayWins.map((w) => ({ ...w, pay: won(w.pay, multiplier * first) })),
      scatter: { count: k, pay: won(game.scatterPays[k]!, multiplier) },
      freeSpinsAwarded: awards[k]!,
      multiplier: multiplier * first,
      win: won(coins, multiplier),
    };
    if (game.cascade) {
      const steps: CascadeStep[] = [];
      const chain = playCascade(game, set, scratch.cells, scratch.marks, scratch.tops, coins, steps);
      reelSpin.win = won(chain, multiplier);
      reelSpin.cascades = steps.map((step) => ({
        ...step,
        wayWins: step.wayWins.map((w) => ({ ...w, pay: won(w.pay, multiplier * step.multiplier) })),
        win: won(step.win, multiplier),
      }));
    }
    return reelSpin;
  };

  /** Draws the base window's cash values (shown on `base`) and plays the feature if they start it. */
  const playHoldAndSpin = (base: ReelSpin): HoldAndSpinResult | undefined => {
    const rules = game.holdAndSpin!;
    const values = scratch.cash;
    const count = drawCashValues(game, scratch.cells, rng, values);
    const grid = () =>
      Array.from({ length: game.reels }, (_, r) =>
        Array.from({ length: game.rows }, (_, y) => {
          const value = values[r * game.rows + y]!;
          return value > 0 ? won(value) : null;
        }),
      );
    base.cashValues = grid();
    if (count < rules.trigger) return undefined;
    const steps: RespinStep[] = [];
    const coins = playRespins(game, rng, values, steps);
    return {
      respins: steps.map((step) => ({
        ...step,
        landed: step.landed.map((landing) => ({ ...landing, value: won(landing.value) })),
      })),
      values: grid(),
      jackpot: values.every((v) => v > 0) ? won(rules.jackpot) : 0,
      win: won(coins),
    };
  };

  const base = play(game.base, 1, game.awards);
  const holdAndSpin = game.holdAndSpin ? playHoldAndSpin(base) : undefined;
  const freeSpins: ReelSpin[] = [];
  for (let left = base.freeSpinsAwarded; left > 0 && freeSpins.length < game.maxSpins; left--) {
    const free = play(game.free, game.multiplier, game.retriggers);
    left += free.freeSpinsAwarded;
    freeSpins.push(free);
  }
  const freeSpinsWin = freeSpins.reduce((sum, s) => sum + s.win, 0);
  const totalWin = base.win + freeSpinsWin + (holdAndSpin?.win ?? 0);
  return {
    titleCode: title.code,
    bet,
    base,
    freeSpins,
    freeSpinsWin,
    ...(holdAndSpin && { holdAndSpin }),
    totalWin,
  };
}
