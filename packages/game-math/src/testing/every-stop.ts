import { rational, type Rational } from '../rational/rational.ts';
import type { SlotTitle } from '../slots/slot-title.ts';
import { spin, type SpinResult } from '../slots/spin.ts';
import { scriptedRandom } from './scripted-random.ts';

/** A title's figures counted over every base-reel stop combination, in total bets. */
export interface EveryStopFigures {
  rtp: Rational;
  hitFrequency: Rational;
  /** Var = E[W²] − E[W]², in total bets squared. */
  variance: Rational;
  top: Rational;
  topProbability: Rational;
}

/**
 * Plays `spin` once on every combination of a title's base-reel stops, each equally likely, and
 * counts its figures exactly, for brute-force checks of the exact calculator. Only for titles
 * whose spin draws nothing but the stops (no free spins, no respins: a draw past the script
 * throws) and small strips. `visit` sees every result, e.g. to count a mechanic's own figures.
 */
export function everyStop(title: SlotTitle, visit?: (result: SpinResult) => void): EveryStopFigures {
  const lengths = title.reelStrips.map((s) => s.length);
  const total = lengths.reduce((a, b) => a * b, 1);
  let sum = 0n;
  let squares = 0n;
  let hits = 0;
  let top = -1;
  let topCount = 0;
  for (let index = 0; index < total; index++) {
    let rest = index;
    const stops = lengths.map((len) => {
      const stop = rest % len;
      rest = Math.floor(rest / len);
      return stop;
    });
    const result = spin(title, title.coinsPerSpin, scriptedRandom(stops)); // 1 won a coin
    visit?.(result);
    const win = result.totalWin;
    sum += BigInt(win);
    squares += BigInt(win) ** 2n;
    if (win > 0) hits++;
    if (win > top) [top, topCount] = [win, 0];
    if (win === top) topCount++;
  }
  const coins = BigInt(title.coinsPerSpin);
  const n = BigInt(total);
  return {
    rtp: rational(sum, n * coins),
    hitFrequency: rational(hits, total),
    variance: rational(squares * n - sum * sum, n * n * coins * coins),
    top: rational(top, title.coinsPerSpin),
    topProbability: rational(topCount, total),
  };
}
