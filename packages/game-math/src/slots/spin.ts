import type { RandomSource } from '../fair/random-source.ts';
import { compileTitle, type CompiledReelSet, type CompiledTitle } from './compile-title.ts';
import { evaluateLines, evaluateWays, fillWindow, type LineWin, type WayWin } from './evaluate-window.ts';
import type { SlotTitle } from './slot-title.ts';

/**
 * One paid spin: the base spin and, when scatters trigger it, the whole free-spin round, all
 * drawn from the same injected RNG in a fixed order (one `nextInt(strip length)` per reel, left
 * to right, base spin first, then each free spin in turn). Replaying the RNG replays the round.
 *
 * A feature plays at most the title's `maxSpins` free spins; spins still owed after the last one
 * are forfeited. The cap only ends the loop early, so a feature that ends below it draws exactly
 * what it drew before the cap existed, and the exact calculator models the same stopping rule.
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
  /** 1 in the base game, the title's free-spin multiplier in free spins. */
  multiplier: number;
  win: number;
}

/** A paid spin and the free-spin round it triggered, if any. */
export interface SpinResult {
  titleCode: string;
  bet: number;
  base: ReelSpin;
  freeSpins: ReelSpin[];
  freeSpinsWin: number;
  /** Everything the bet won: base spin plus free spins, in won. */
  totalWin: number;
}

/** Reusable buffers, so the simulator allocates nothing per spin. */
export interface SpinScratch {
  stops: Uint32Array;
  cells: Uint8Array;
  /** Scatter count of the last spin. */
  scatters: number;
}

/** Buffers sized for a title's window. */
export function createSpinScratch(game: CompiledTitle): SpinScratch {
  return { stops: new Uint32Array(game.reels), cells: new Uint8Array(game.rows * game.reels), scatters: 0 };
}

/**
 * Draws stops for one reel set and returns the spin's pay in coins before any multiplier
 * (lines or ways plus scatter pay); leaves the scatter count in `scratch.scatters`.
 */
export function spinReelSet(
  game: CompiledTitle,
  set: CompiledReelSet,
  rng: RandomSource,
  scratch: SpinScratch,
  details: { lineWins: LineWin[]; wayWins: WayWin[] } | null,
): number {
  for (let r = 0; r < set.strips.length; r++) scratch.stops[r] = rng.nextInt(set.strips[r]!.length);
  scratch.scatters = fillWindow(set, game.rows, scratch.stops, scratch.cells, game.scatter);
  const wins = game.lines
    ? evaluateLines(game, scratch.cells, details?.lineWins ?? null)
    : evaluateWays(game, scratch.cells, details?.wayWins ?? null);
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
  const play = (set: CompiledReelSet, multiplier: number, awards: readonly number[]): ReelSpin => {
    const details = { lineWins: [] as LineWin[], wayWins: [] as WayWin[] };
    const coins = spinReelSet(game, set, rng, scratch, details);
    const won = (pay: number) => pay * coinValue * multiplier;
    const k = scratch.scatters;
    return {
      stops: Array.from(scratch.stops),
      window: set.strips.map((_, r) =>
        Array.from(scratch.cells.subarray(r * game.rows, (r + 1) * game.rows), (x) => game.codes[x]!),
      ),
      lineWins: details.lineWins.map((w) => ({ ...w, pay: won(w.pay) })),
      wayWins: details.wayWins.map((w) => ({ ...w, pay: won(w.pay) })),
      scatter: { count: k, pay: won(game.scatterPays[k]!) },
      freeSpinsAwarded: awards[k]!,
      multiplier,
      win: won(coins),
    };
  };

  const base = play(game.base, 1, game.awards);
  const freeSpins: ReelSpin[] = [];
  for (let left = base.freeSpinsAwarded; left > 0 && freeSpins.length < game.maxSpins; left--) {
    const free = play(game.free, game.multiplier, game.retriggers);
    left += free.freeSpinsAwarded;
    freeSpins.push(free);
  }
  const freeSpinsWin = freeSpins.reduce((sum, s) => sum + s.win, 0);
  return { titleCode: title.code, bet, base, freeSpins, freeSpinsWin, totalWin: base.win + freeSpinsWin };
}
