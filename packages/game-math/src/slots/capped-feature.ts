import type { ReelSetStats } from './enumerate-reel-set.ts';

/**
 * The free-spin feature as played: each free spin pays X (its pay times the multiplier) and awards
 * A more spins, X and A correlated within a spin and independent across spins; the feature plays
 * T = min(maxSpins, the first j with n + A_1 + … + A_j − j = 0) spins. The cap makes T bounded,
 * so the feature is a finite Markov chain on (spins played j, spins left l), with l capped at
 * maxSpins − j because no more can be played; no series and no "retriggers end" condition.
 *
 * It is solved backwards from the cap, once for every starting award n at the same time: for each
 * state, the exact E[future pay], E[future pay²] and E[future spins], and the largest future pay.
 * A free spin's outcomes are grouped by their award a (count, Σ X, Σ X², max X) from the
 * enumeration of the free reel set, so a step costs one term per distinct award.
 *
 * Every expectation at depth j is a whole number over N^(maxSpins − j) (N = the free reel set's
 * combinations: each spin is N equally likely stops), so the pass runs in BigInt integers and
 * only the answer becomes a fraction; 100 spins of 10^8 combinations is about 2,700 bits.
 */
export interface CappedFeature {
  /** Common denominator of the moments below: N^maxSpins. */
  scale: bigint;
  /** Indexed by spins awarded n (0..maxSpins), as numerators over `scale`: E[F], E[F²], E[T]. */
  pay: bigint[];
  paySquares: bigint[];
  spins: bigint[];
  /** Indexed by n: the largest total the feature can pay, in coins; every path is reachable. */
  topPay: number[];
}

/** A free spin's outcomes that award the same number of extra spins. */
interface AwardGroup {
  award: number;
  count: bigint;
  pay: bigint;
  paySquares: bigint;
  topPay: number;
}

/** Solves the capped feature of a free reel set (`retriggers` by scatter count). */
export function cappedFeature(
  free: ReelSetStats,
  retriggers: readonly number[],
  multiplier: number,
  maxSpins: number,
): CappedFeature {
  const groups = awardGroups(free, retriggers, multiplier);
  const n = free.combinations;
  // Zero spins left: nothing more is paid or played. The layer at depth maxSpins is only that.
  let pay = [0n];
  let paySquares = [0n];
  let spins = [0n];
  let topPay = [0];
  let scale = 1n; // N^(maxSpins − j − 1): the denominator of the layer below
  for (let j = maxSpins - 1; j >= 0; j--) {
    const width = maxSpins - j; // spins left 0..width at depth j
    const payHere = groups.reduce((s, g) => s + g.pay, 0n) * scale;
    const squaresHere = groups.reduce((s, g) => s + g.paySquares, 0n) * scale;
    const next = {
      pay: [0n] as bigint[],
      paySquares: [0n] as bigint[],
      spins: [0n] as bigint[],
      topPay: [0] as number[],
    };
    for (let left = 1; left <= width; left++) {
      let p = payHere;
      let q = squaresHere;
      let t = scale * n;
      let top = -1;
      for (const g of groups) {
        const to = Math.min(left - 1 + g.award, width - 1);
        p += g.count * pay[to]!;
        q += 2n * g.pay * pay[to]! + g.count * paySquares[to]!;
        t += g.count * spins[to]!;
        top = Math.max(top, g.topPay + topPay[to]!);
      }
      next.pay.push(p);
      next.paySquares.push(q);
      next.spins.push(t);
      next.topPay.push(top);
    }
    ({ pay, paySquares, spins, topPay } = next);
    scale *= n;
  }
  return { scale, pay, paySquares, spins, topPay };
}

function awardGroups(free: ReelSetStats, retriggers: readonly number[], multiplier: number): AwardGroup[] {
  const m = BigInt(multiplier);
  const byAward = new Map<number, AwardGroup>();
  free.count.forEach((count, k) => {
    if (count === 0n) return;
    const award = retriggers[k]!;
    const group = byAward.get(award) ?? { award, count: 0n, pay: 0n, paySquares: 0n, topPay: -1 };
    group.count += count;
    group.pay += m * free.sum[k]!;
    group.paySquares += m * m * free.sumSquares[k]!;
    group.topPay = Math.max(group.topPay, multiplier * free.topPayByK[k]!);
    byAward.set(award, group);
  });
  return [...byAward.values()];
}
