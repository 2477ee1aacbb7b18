import type { CompiledReelSet, CompiledTitle } from './compile-title.ts';
import { Tally } from './tally.ts';
import { buildUnitModel } from './reel-set-model.ts';

/**
 * Exact distribution facts of one spin on one reel set, over every combination of reel stops
 * (each combination equally likely), split by the number of scatters in the window because the
 * free-spin feature depends on that count. "Pay" is the spin's own pay in coins: lines or ways
 * plus scatter pay, before any free-spin multiplier.
 */
export interface ReelSetStats {
  /** Number of reel-stop combinations: the product of the strip lengths. */
  combinations: bigint;
  /** Index k = scatters in the window: combinations, sum of pay, sum of pay², combinations paying > 0. */
  count: bigint[];
  sum: bigint[];
  sumSquares: bigint[];
  hits: bigint[];
  /** Index k: the largest pay of a combination with k scatters, -1 when none shows k. */
  topPayByK: number[];
  /** The largest single-spin pay and how many combinations give it. */
  topPay: number;
  topCount: bigint;
}

/**
 * Walks the reels left to right. While two or more units (lines, or symbols of a ways game) are
 * still running, each stop of the next reel is expanded. Once none is, the remaining reels can
 * only change the scatter count, so they are folded in at once from a histogram of scatter counts
 * over those reels; once exactly one is, they are folded in from a memoised list of that unit's
 * possible endings. Every combination is counted exactly once, with its exact pay, pay² and hit,
 * into per-scatter-count accumulators: nothing is sampled or rounded. A 5-reel title with ~40
 * stops a reel (10^8 combinations) takes well under two seconds this way.
 */
export function enumerateReelSet(game: CompiledTitle, set: CompiledReelSet): ReelSetStats {
  const model = buildUnitModel(game, set);
  const { units, valueCount, stateCount, next, payOf, values, scatters } = model;
  const reels = game.reels;
  const lengths = set.strips.map((s) => s.length);
  const combinations = lengths.reduce((p, n) => p * BigInt(n), 1n);
  // Tally keeps combination counts in doubles between spills; they must stay exact.
  if (combinations >= 2n ** 52n)
    throw new Error(`slot title ${game.title.code}: too many reel-stop combinations`);
  const maxK = game.rows * reels;
  const scatterPays = game.scatterPays;

  // suffix[d][j]: combinations of reels d..end showing j scatters in total.
  const suffix: number[][] = new Array<number[]>(reels + 1);
  suffix[reels] = [1];
  for (let d = reels - 1; d >= 0; d--) {
    const out = new Array<number>(maxK + 1).fill(0);
    scatters[d]!.forEach((k) => suffix[d + 1]!.forEach((c, j) => (out[k + j]! += c)));
    suffix[d] = out;
  }

  const tally = new Tally(maxK);
  // Per depth: the units still running and their states (preallocated, no garbage per step).
  const aliveUnits = Array.from({ length: reels + 1 }, () => new Int32Array(units));
  const aliveStates = Array.from({ length: reels + 1 }, () => new Int32Array(units));
  for (let u = 0; u < units; u++) aliveStates[0]![u] = model.initialState;
  aliveUnits[0]!.set(Array.from({ length: units }, (_, u) => u));

  // What the remaining reels d..end can still add once at most one unit is running, as a short
  // list of (extra scatters, that unit's final pay, combinations). With no unit running it is the
  // scatter histogram; with one, it depends only on (d, unit, state), so it is computed once and
  // reused by every prefix that reaches it: the common case of a single live line or symbol
  // costs a few list entries instead of a walk over the last reels.
  const scatterTails = suffix.map((hist) => tailFrom(hist.map((combos, j) => [j, 0, combos] as const)));
  const tails = new Map<number, Tail>();
  const unitTail = (d: number, u: number, state: number): Tail => {
    const key = (d * units + u) * stateCount + state;
    const cached = tails.get(key);
    if (cached) return cached;
    const found: (readonly [number, number, number])[] = [];
    for (let s = 0; s < lengths[d]!; s++) {
      const ns = next[state * valueCount + values[d]![s * units + u]!]!;
      const k = scatters[d]![s]!;
      if (ns < 0 || d === reels - 1) {
        const pay = payOf[u * stateCount + (ns < 0 ? state : ns)]!;
        const rest = scatterTails[d + 1]!;
        for (let e = 0; e < rest.k.length; e++) found.push([k + rest.k[e]!, pay, rest.combos[e]!]);
      } else {
        const rest = unitTail(d + 1, u, ns);
        for (let e = 0; e < rest.k.length; e++) found.push([k + rest.k[e]!, rest.pay[e]!, rest.combos[e]!]);
      }
    }
    const tail = tailFrom(found);
    tails.set(key, tail);
    return tail;
  };

  const walk = (d: number, alive: number, settled: number, k: number): void => {
    const fromUnits = aliveUnits[d]!;
    const fromStates = aliveStates[d]!;
    const toUnits = aliveUnits[d + 1]!;
    const toStates = aliveStates[d + 1]!;
    const reelValues = values[d]!;
    const reelScatters = scatters[d]!;
    const last = d === reels - 1;
    for (let s = 0; s < lengths[d]!; s++) {
      let nowSettled = settled;
      let stillAlive = 0;
      const base = s * units;
      for (let i = 0; i < alive; i++) {
        const u = fromUnits[i]!;
        const state = fromStates[i]!;
        const ns = next[state * valueCount + reelValues[base + u]!]!;
        if (ns < 0) {
          nowSettled += payOf[u * stateCount + state]!;
        } else if (last) {
          nowSettled += payOf[u * stateCount + ns]!;
        } else {
          toUnits[stillAlive] = u;
          toStates[stillAlive++] = ns;
        }
      }
      const nowK = k + reelScatters[s]!;
      if (last) {
        tally.add(nowK, nowSettled + scatterPays[nowK]!, 1);
      } else if (stillAlive <= 1) {
        const rest = stillAlive === 0 ? scatterTails[d + 1]! : unitTail(d + 1, toUnits[0]!, toStates[0]!);
        for (let e = 0; e < rest.k.length; e++) {
          const j = nowK + rest.k[e]!;
          tally.add(j, nowSettled + rest.pay[e]! + scatterPays[j]!, rest.combos[e]!);
        }
      } else {
        walk(d + 1, stillAlive, nowSettled, nowK);
      }
    }
  };
  walk(0, units, 0, 0);

  return { combinations, ...tally.totals() };
}

/** (extra scatters, pay, combinations) entries with equal (scatters, pay) merged. */
interface Tail {
  k: number[];
  pay: number[];
  combos: number[];
}

function tailFrom(entries: readonly (readonly [number, number, number])[]): Tail {
  const merged = new Map<string, [number, number, number]>();
  for (const [k, pay, combos] of entries) {
    if (combos === 0) continue;
    const key = `${k}:${pay}`;
    const hit = merged.get(key);
    if (hit) hit[2] += combos;
    else merged.set(key, [k, pay, combos]);
  }
  const list = [...merged.values()];
  return { k: list.map((e) => e[0]), pay: list.map((e) => e[1]), combos: list.map((e) => e[2]) };
}
