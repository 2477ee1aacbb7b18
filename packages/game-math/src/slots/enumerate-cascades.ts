import { cascadeMultiplier, tumble } from './cascade.ts';
import type { CompiledReelSet, CompiledTitle } from './compile-title.ts';
import type { ReelSetStats } from './enumerate-reel-set.ts';
import { evaluateWays, NEEDS_NEXT_REEL } from './evaluate-window.ts';
import { Tally } from './tally.ts';

/** The exact figures of a cascade reel set: those of any reel set, and how long its chains run. */
export interface CascadeStats extends ReelSetStats {
  /** Index t: reel-stop combinations whose chain tumbles exactly t times. */
  tumbles: bigint[];
}

/**
 * Every reel-stop combination of a cascade title, each chain played to its end, counted exactly.
 *
 * A chain is a function of the stops, but most of it reads few reels: a ways window looks at
 * reel r + 1 only while some symbol runs through reels 1..r, and a reel nothing has reached yet
 * still shows its own stop's window (tumbles only touch reels a win reached). So the stops are
 * chosen lazily, left to right: the chain is played with reels 1..d known, and only when an
 * evaluation needs reel d + 1 is each of its stops tried in turn, from a snapshot of the chain at
 * that point. A chain that ends never having read reels d + 1..5 stands for all of their stops at
 * once. A losing spin is settled by its first three reels (or two, or one), and a chain whose
 * wins never reach the last reel by its first four, so about one combination in five is played
 * through to the end; each counts with its exact pay, pay² and tumbles, nothing sampled.
 */
export function enumerateCascades(game: CompiledTitle, set: CompiledReelSet): CascadeStats {
  const { rows, reels } = game;
  const { maxSteps } = game.cascade!;
  const lengths = set.strips.map((s) => s.length);
  const combinations = lengths.reduce((p, n) => p * BigInt(n), 1n);
  if (combinations >= 2n ** 52n)
    throw new Error(`slot title ${game.title.code}: too many reel-stop combinations`);
  // unread[d]: combinations of the reels d..end, which a chain that ended knowing d reels never read.
  const unread = new Array<number>(reels + 1).fill(1);
  for (let d = reels - 1; d >= 0; d--) unread[d] = unread[d + 1]! * lengths[d]!;

  const tally = new Tally(rows * reels);
  const tumbles = new Float64Array(maxSteps); // counts below 2^52: doubles are exact
  const cells = new Uint8Array(rows * reels);
  const marks = new Uint8Array(rows * reels);
  const tops = new Int32Array(reels);
  // The chain's state when reel d was first needed, restored before each of reel d's stops.
  const savedCells = Array.from({ length: reels }, () => new Uint8Array(rows * reels));
  const savedTops = Array.from({ length: reels }, () => new Int32Array(reels));

  const play = (known: number, firstStep: number, paidBefore: number): void => {
    let paid = paidBefore;
    for (let step = firstStep; ; step++) {
      marks.fill(0);
      const pay = evaluateWays(game, cells, null, marks, known);
      if (pay === NEEDS_NEXT_REEL) {
        chooseStops(known, step, paid);
        return;
      }
      paid += pay * cascadeMultiplier(game, step);
      if (pay === 0 || step + 1 === maxSteps) {
        const combos = unread[known]!;
        tally.add(0, paid, combos);
        tumbles[step] = tumbles[step]! + combos;
        return;
      }
      tumble(set, rows, cells, marks, tops, known);
    }
  };

  const chooseStops = (reel: number, step: number, paid: number): void => {
    const strip = set.wrapped[reel]!;
    savedCells[reel]!.set(cells);
    savedTops[reel]!.set(tops);
    for (let stop = 0; stop < lengths[reel]!; stop++) {
      if (stop > 0) {
        cells.set(savedCells[reel]!);
        tops.set(savedTops[reel]!);
      }
      for (let y = 0; y < rows; y++) cells[reel * rows + y] = strip[stop + y]!;
      tops[reel] = stop;
      play(reel + 1, step, paid);
    }
  };

  play(0, 0, 0);
  return { combinations, ...tally.totals(), tumbles: Array.from(tumbles, (n) => BigInt(n)) };
}
