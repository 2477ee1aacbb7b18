import {
  rational,
  rationalAdd,
  rationalDiv,
  rationalMul,
  rationalSub,
  rationalSum,
  type Rational,
} from '../rational/rational.ts';
import { compileTitle } from './compile-title.ts';
import { enumerateReelSet, type ReelSetStats } from './enumerate-reel-set.ts';
import type { SlotTitle } from './slot-title.ts';

/**
 * The exact return of a title per paid spin, free-spin feature included, as rationals. All
 * amounts are in total bets (1 = the stake of the paid spin).
 *
 * The feature is a branching process: each free spin pays X (its own pay times the multiplier)
 * and awards A more spins (retriggers). With Y the total of one free spin and everything it
 * retriggers, Y = X + Y_1 + ... + Y_A, so, with a = E[A] < 1:
 *   E[Y]  = E[X] / (1 − a)                       (the geometric series of retriggers)
 *   E[Y²] = (E[X²] + 2·E[XA]·E[Y] + E[A(A−1)]·E[Y]²) / (1 − a)
 * A base spin with k scatters pays B and starts n(k) independent trees, so the paid spin returns
 * Z = B + Y_1 + ... + Y_n(k), whose mean and second moment follow by conditioning on k.
 */
export interface ExactRtp {
  titleCode: string;
  /** Reel-stop combinations enumerated for the base game and the free-spin reels. */
  baseCombinations: bigint;
  freeCombinations: bigint;
  /** Return to player per paid spin, and its base-game and free-spin parts. */
  rtp: Rational;
  baseRtp: Rational;
  freeSpinsRtp: Rational;
  /** Probability that a paid spin wins something or triggers free spins. */
  hitFrequency: Rational;
  /** Variance of a paid spin's total return, in total bets squared. */
  variance: Rational;
  /** Probability that a paid spin triggers free spins. */
  freeSpinsTrigger: Rational;
  /** Expected free spins per trigger, retriggers included. */
  freeSpinsPerTrigger: Rational;
  /** Expected extra free spins awarded per free spin played (must be below 1). */
  retriggerRate: Rational;
  /** Largest single base-game spin pay (in total bets) and its probability per paid spin. */
  topAward: { multiple: Rational; probability: Rational };
}

const cache = new WeakMap<SlotTitle, ExactRtp>();

/** Computes (once per title object, then memoised) the exact RTP and moments of a title. */
export function exactRtp(title: SlotTitle): ExactRtp {
  const hit = cache.get(title);
  if (hit) return hit;
  const game = compileTitle(title);
  const base = enumerateReelSet(game, game.base);
  const free = game.free === game.base ? base : enumerateReelSet(game, game.free);
  const result = combine(title, base, free, game.awards, game.retriggers, game.multiplier);
  cache.set(title, result);
  return result;
}

function combine(
  title: SlotTitle,
  base: ReelSetStats,
  free: ReelSetStats,
  awards: readonly number[],
  retriggers: readonly number[],
  multiplier: number,
): ExactRtp {
  const r = (n: bigint | number, d: bigint | number = 1n) => rational(n, d);
  const m = BigInt(multiplier);
  const nf = free.combinations;
  const A = (k: number) => BigInt(retriggers[k]!);
  const ks = free.count.map((_, k) => k);
  const meanX = r(m * sumOf(ks, (k) => free.sum[k]!), nf);
  const meanX2 = r(m * m * sumOf(ks, (k) => free.sumSquares[k]!), nf);
  const meanXA = r(m * sumOf(ks, (k) => A(k) * free.sum[k]!), nf);
  const a = r(
    sumOf(ks, (k) => A(k) * free.count[k]!),
    nf,
  );
  const meanAA1 = r(
    sumOf(ks, (k) => A(k) * (A(k) - 1n) * free.count[k]!),
    nf,
  );
  const oneMinusA = rationalSub(r(1), a);
  if (oneMinusA.num <= 0n) throw new Error(`slot title ${title.code}: retriggers never end (a >= 1)`);
  const meanY = rationalDiv(meanX, oneMinusA);
  const meanY2 = rationalDiv(
    rationalSum([
      meanX2,
      rationalMul(r(2), rationalMul(meanXA, meanY)),
      rationalMul(meanAA1, rationalMul(meanY, meanY)),
    ]),
    oneMinusA,
  );

  const nb = base.combinations;
  const bk = base.count.map((_, k) => k);
  const n0 = (k: number) => BigInt(awards[k]!);
  const triggers = bk.filter((k) => awards[k]! > 0);
  const meanB = r(
    sumOf(bk, (k) => base.sum[k]!),
    nb,
  );
  const meanB2 = r(
    sumOf(bk, (k) => base.sumSquares[k]!),
    nb,
  );
  const spinsStarted = r(
    sumOf(triggers, (k) => n0(k) * base.count[k]!),
    nb,
  ); // E[n(k)]
  const meanF = rationalMul(spinsStarted, meanY);
  const crossBF = rationalMul(
    r(
      sumOf(triggers, (k) => n0(k) * base.sum[k]!),
      nb,
    ),
    meanY,
  ); // E[B·F]
  const meanF2 = rationalAdd(
    rationalMul(spinsStarted, meanY2),
    rationalMul(
      r(
        sumOf(triggers, (k) => n0(k) * (n0(k) - 1n) * base.count[k]!),
        nb,
      ),
      rationalMul(meanY, meanY),
    ),
  );
  const meanZ = rationalAdd(meanB, meanF);
  const meanZ2 = rationalSum([meanB2, rationalMul(r(2), crossBF), meanF2]);
  const trigger = r(
    sumOf(triggers, (k) => base.count[k]!),
    nb,
  );

  const coins = r(title.coinsPerSpin);
  const perBet = (x: Rational) => rationalDiv(x, coins);
  return {
    titleCode: title.code,
    baseCombinations: nb,
    freeCombinations: nf,
    rtp: perBet(meanZ),
    baseRtp: perBet(meanB),
    freeSpinsRtp: perBet(meanF),
    hitFrequency: r(
      sumOf(bk, (k) => (awards[k]! > 0 ? base.count[k]! : base.hits[k]!)),
      nb,
    ),
    variance: perBet(perBet(rationalSub(meanZ2, rationalMul(meanZ, meanZ)))),
    freeSpinsTrigger: trigger,
    freeSpinsPerTrigger:
      trigger.num === 0n ? r(0) : rationalDiv(rationalDiv(spinsStarted, trigger), oneMinusA),
    retriggerRate: a,
    topAward: { multiple: r(base.topPay, title.coinsPerSpin), probability: r(base.topCount, nb) },
  };
}

function sumOf(ks: readonly number[], f: (k: number) => bigint): bigint {
  return ks.reduce((total, k) => total + f(k), 0n);
}
