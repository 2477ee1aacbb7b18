import type { CompiledReelSet, CompiledTitle } from './compile-title.ts';

/**
 * The pay rules of one window, shared by `spin` (which asks for the details) and the simulator
 * (which only needs the total, and passes no detail list, so nothing is allocated per spin).
 *
 * Lines: a line pays its longest run from the leftmost reel of one regular symbol, wilds standing
 * in for it; a run of wilds alone pays the wild's own pay if that is larger. A scatter (or a cash
 * symbol) breaks a line. Ways: for each regular symbol, the run is the number of leading reels
 * showing it (or a wild) somewhere, and it pays once per way: the product of those reels' matching
 * cell counts, a multiplier wild counting as its multiplier's worth of cells. Scatters pay
 * anywhere, by their count in the whole window, in total bets.
 */

/** A winning payline. `pay` is in won, multiplier applied, in a `ReelSpin`; in coins inside the evaluator. */
export interface LineWin {
  /** Payline index, 0-based, in the title's `lines` order. */
  line: number;
  symbol: string;
  /** Length of the run from the leftmost reel. */
  count: number;
  pay: number;
}

/** A winning symbol in a ways game; `pay` is in won in a `ReelSpin`, as for {@link LineWin}. */
export interface WayWin {
  symbol: string;
  /** Number of leading reels in the run. */
  count: number;
  /** Number of ways: the product of matching cells on those reels. */
  ways: number;
  pay: number;
}

/**
 * Fills `cells` (reel-major: `cells[reel * rows + row]`) with the symbols the stops show, and
 * answers how many of them are `counted` (the title's scatter or cash symbol, -1 for neither):
 * those pay or trigger anywhere, so they are counted in the same pass. Each evaluator then reads
 * this flat array instead of re-deriving strip positions per line.
 */
export function fillWindow(
  set: CompiledReelSet,
  rows: number,
  stops: ArrayLike<number>,
  cells: Uint8Array,
  counted: number,
): number {
  let count = 0;
  for (let r = 0; r < set.wrapped.length; r++) {
    const strip = set.wrapped[r]!;
    const stop = stops[r]!;
    for (let y = 0; y < rows; y++) {
      const x = strip[stop + y]!;
      cells[r * rows + y] = x;
      if (x === counted) count++;
    }
  }
  return count;
}

/** Total line pay in coins; appends each winning line to `out` when given. */
export function evaluateLines(game: CompiledTitle, cells: Uint8Array, out: LineWin[] | null): number {
  const { wild, counted, reels, lineCells, payTable } = game;
  const stride = reels + 1;
  const lineCount = lineCells.length / reels;
  let total = 0;
  for (let lineIndex = 0; lineIndex < lineCount; lineIndex++) {
    const first = lineIndex * reels;
    let symbol = -1; // first non-wild symbol of the run; -1 while only wilds were seen
    let leadingWilds = 0;
    let run = 0;
    for (let r = 0; r < reels; r++) {
      const x = cells[lineCells[first + r]!]!;
      if (x === wild) {
        if (symbol < 0) leadingWilds++;
      } else if (x === counted || (symbol >= 0 && x !== symbol)) {
        break;
      } else {
        symbol = x;
      }
      run++;
    }
    const symbolPay = symbol >= 0 ? payTable[symbol * stride + run]! : 0;
    const wildPay = wild >= 0 ? payTable[wild * stride + leadingWilds]! : 0;
    const pay = symbolPay > wildPay ? symbolPay : wildPay;
    if (pay === 0) continue;
    total += pay;
    // Report the wilds' own win when it is the larger one, so the client highlights only them.
    if (out) {
      const byWild = wildPay > symbolPay;
      out.push({
        line: lineIndex,
        symbol: game.codes[byWild ? wild : symbol]!,
        count: byWild ? leadingWilds : run,
        pay,
      });
    }
  }
  return total;
}

/** The answer of {@link evaluateWays} when a reel it must read is not known yet. */
export const NEEDS_NEXT_REEL = -1;

/**
 * Total ways pay in coins; appends each winning symbol to `out` when given, and sets
 * `marks[cell]` to 1 for every cell that took part in a win when given (a cascade removes them).
 *
 * `known` is for the cascade enumeration, which chooses a reel's stops only once a chain reads
 * that reel: reels from `known` on are not chosen yet. When a symbol still runs through every
 * known reel the pay depends on the next one, so the answer is {@link NEEDS_NEXT_REEL} (whatever
 * was appended or marked by then is to be discarded). Play passes every reel as known.
 */
export function evaluateWays(
  game: CompiledTitle,
  cells: Uint8Array,
  out: WayWin[] | null,
  marks: Uint8Array | null = null,
  known: number = game.reels,
): number {
  const { wildWeight, rows, reels, payTable } = game;
  const stride = reels + 1;
  let total = 0;
  for (const symbol of game.payers) {
    let ways = 1;
    let run = 0;
    for (let r = 0; r < reels; r++) {
      if (r === known) return NEEDS_NEXT_REEL;
      let matches = 0;
      for (let y = 0; y < rows; y++) {
        const x = cells[r * rows + y]!;
        matches += x === symbol ? 1 : wildWeight[x]!;
      }
      if (matches === 0) break;
      ways *= matches;
      run++;
    }
    const pay = payTable[symbol * stride + run]! * ways;
    if (pay === 0) continue;
    total += pay;
    out?.push({ symbol: game.codes[symbol]!, count: run, ways, pay });
    if (marks) {
      for (let cell = 0; cell < run * rows; cell++) {
        const x = cells[cell]!;
        if (x === symbol || wildWeight[x]! > 0) marks[cell] = 1;
      }
    }
  }
  return total;
}
