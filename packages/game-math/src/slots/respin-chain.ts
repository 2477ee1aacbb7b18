import {
  rational,
  rationalAdd,
  rationalMul,
  rationalSub,
  rationalSum,
  type Rational,
} from '../rational/rational.ts';
import type { CompiledHoldAndSpin } from './compile-title.ts';

/**
 * The hold-and-spin feature solved exactly as a Markov chain, no sampling.
 *
 * With n cells locked and r respins left, a respin draws each of the e = cells − n empty cells
 * independently, landing cash with probability p = Σ value weights / (blank + Σ value weights),
 * so it lands m ~ Binomial(e, p) symbols: m = 0 moves to (n, r − 1), m > 0 to (n + m, respins).
 * The chain ends at r = 0 or a full window. Every landing moves n up, so the states are solved
 * from a full window down, each a distribution over the final count N.
 *
 * What the feature pays depends on the chain only through N: N values, each drawn independently
 * from the value table (the locked ones in the base spin, the landed ones in respins, all from the
 * same weights), plus the jackpot when N = cells. So with μ and μ₂ the value table's first two
 * moments, E[F] = μ·E[N] + J·P(full) and
 * E[F²] = E[N]·(μ₂ − μ²) + E[N²]·μ² + 2·J·μ·cells·P(full) + J²·P(full).
 */
export interface RespinChain {
  /** `finals[k][n]`: probability that a feature started with k cash symbols ends with n locked. */
  finals: Rational[][];
  /** Indexed by the starting cash count k (0 below the trigger): E[F], E[F²] in coins, P(full). */
  pay: Rational[];
  paySquares: Rational[];
  full: Rational[];
  /** Expected respins played, by starting count. */
  respins: Rational[];
}

/** Solves the feature of a compiled hold-and-spin title with a window of `cells` cells. */
export function respinChain(rules: CompiledHoldAndSpin, cells: number): RespinChain {
  const land = rules.weights.reduce((a, b) => a + b, 0);
  const total = BigInt(land + rules.blankWeight);
  const zero = rational(0);
  // probLanded[e][m]: P(m of e empty cells land cash in one respin), as a Rational.
  const probLanded = Array.from({ length: cells + 1 }, (_, e) =>
    Array.from({ length: e + 1 }, (_, m) =>
      rational(
        binomial(e, m) * BigInt(land) ** BigInt(m) * BigInt(rules.blankWeight) ** BigInt(e - m),
        total ** BigInt(e),
      ),
    ),
  );
  // Distributions over the final count and expected respins still to play, from (n, respins).
  const fresh: { final: Rational[]; respins: Rational }[] = new Array(cells + 1);
  const point = (n: number) => Array.from({ length: cells + 1 }, (_, f) => (f === n ? rational(1) : zero));
  fresh[cells] = { final: point(cells), respins: zero };
  // Only counts the feature can start from or reach are solved: a landing only moves n up.
  for (let n = cells - 1; n >= rules.trigger; n--) {
    const e = cells - n;
    // A landing sends the chain to (n + m, respins), solved already: mix those by P(m | m > 0).
    let onLanding = Array.from({ length: cells + 1 }, () => zero);
    let respinsAfterLanding = zero;
    for (let m = 1; m <= e; m++) {
      const p = probLanded[e]![m]!;
      onLanding = onLanding.map((x, f) => rationalAdd(x, rationalMul(p, fresh[n + m]!.final[f]!)));
      respinsAfterLanding = rationalAdd(respinsAfterLanding, rationalMul(p, fresh[n + m]!.respins));
    }
    const none = probLanded[e]![0]!;
    // Up from r = 0 (the chain has ended at n) to r = respins: one respin, then (n, r - 1) or a landing.
    let final = point(n);
    let respins = zero;
    for (let r = 1; r <= rules.respins; r++) {
      final = final.map((x, f) => rationalAdd(rationalMul(none, x), onLanding[f]!));
      respins = rationalSum([rational(1), rationalMul(none, respins), respinsAfterLanding]);
    }
    fresh[n] = { final, respins };
  }

  const weight = BigInt(land);
  const moment = (power: number) =>
    rational(
      rules.values.reduce((s, v, i) => s + BigInt(rules.weights[i]!) * BigInt(v) ** BigInt(power), 0n),
      weight,
    );
  const mu = moment(1);
  const mu2 = moment(2);
  const jackpot = rational(rules.jackpot);
  const started = (k: number) => k >= rules.trigger;
  const finals = Array.from({ length: cells + 1 }, (_, k) => (started(k) ? fresh[k]!.final : point(k)));
  const expect = (dist: Rational[], f: (n: number) => bigint) =>
    rationalSum(dist.map((p, n) => rationalMul(p, rational(f(n)))));
  const pay: Rational[] = [];
  const paySquares: Rational[] = [];
  const full: Rational[] = [];
  finals.forEach((dist, k) => {
    if (!started(k)) {
      pay.push(zero);
      paySquares.push(zero);
      full.push(zero);
      return;
    }
    const meanN = expect(dist, (n) => BigInt(n));
    const meanN2 = expect(dist, (n) => BigInt(n * n));
    const pFull = dist[cells]!;
    const jackpotPart = rationalMul(jackpot, pFull);
    pay.push(rationalAdd(rationalMul(mu, meanN), jackpotPart));
    paySquares.push(
      rationalSum([
        rationalMul(meanN, rationalSub(mu2, rationalMul(mu, mu))),
        rationalMul(meanN2, rationalMul(mu, mu)),
        rationalMul(rational(2n * BigInt(cells)), rationalMul(mu, jackpotPart)),
        rationalMul(jackpot, jackpotPart),
      ]),
    );
    full.push(pFull);
  });
  return {
    finals,
    pay,
    paySquares,
    full,
    respins: finals.map((_, k) => (started(k) ? fresh[k]!.respins : zero)),
  };
}

function binomial(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}
