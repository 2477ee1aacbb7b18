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
import { cappedFeature, type CappedFeature } from './capped-feature.ts';
import { enumerateReelSet, type ReelSetStats } from './enumerate-reel-set.ts';
import type { SlotTitle } from './slot-title.ts';

/**
 * The exact return of a title per paid spin, free-spin feature included, as rationals. All
 * amounts are in total bets (1 = the stake of the paid spin).
 *
 * A base spin with k scatters pays B and awards n(k) free spins; the feature then pays F, whose
 * exact moments given n come from the capped chain of `capped-feature.ts`. F depends on the base
 * spin only through n, so the paid spin's Z = B + F has E[Z] = E[B] + E[E[F | n]] and
 * E[Z²] = E[B²] + 2·E[B·E[F | n]] + E[E[F² | n]], each a sum over k of the enumerated counts.
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
  /** Expected free spins a trigger awards, before retriggers. */
  freeSpinsAwarded: Rational;
  /** Expected free spins played per trigger, retriggers included, within the cap. */
  freeSpinsPerTrigger: Rational;
  /** Expected extra free spins awarded per free spin played (the cap ends the feature either way). */
  retriggerRate: Rational;
  /** Mean return of one free spin, multiplier applied. */
  freeSpinReturn: Rational;
  /** Largest single base-game spin pay (in total bets) and its probability per paid spin. */
  topAward: { multiple: Rational; probability: Rational };
  /**
   * The largest total a paid spin can win, in total bets: the best base spin for its scatter count
   * plus the best feature its award can play within the cap. Attained by some reel-stop path.
   */
  maxWin: Rational;
}

const cache = new WeakMap<SlotTitle, ExactRtp>();

/** Computes (once per title object, then memoised) the exact RTP and moments of a title. */
export function exactRtp(title: SlotTitle): ExactRtp {
  const hit = cache.get(title);
  if (hit) return hit;
  const game = compileTitle(title);
  const base = enumerateReelSet(game, game.base);
  const free = game.free === game.base ? base : enumerateReelSet(game, game.free);
  const feature = cappedFeature(free, game.retriggers, game.multiplier, game.maxSpins);
  const result = combine(title, base, free, feature, game.awards, game.retriggers, game.multiplier);
  cache.set(title, result);
  return result;
}

/** The largest win of a paid spin of `title`, in total bets (exact; see {@link ExactRtp.maxWin}). */
export function maxWinMultiple(title: SlotTitle): Rational {
  return exactRtp(title).maxWin;
}

function combine(
  title: SlotTitle,
  base: ReelSetStats,
  free: ReelSetStats,
  feature: CappedFeature,
  awards: readonly number[],
  retriggers: readonly number[],
  multiplier: number,
): ExactRtp {
  const r = (n: bigint | number, d: bigint | number = 1n) => rational(n, d);
  const nf = free.combinations;
  const nb = base.combinations;
  const ks = base.count.map((_, k) => k); // scatter counts 0..cells, the same for both reel sets
  const triggers = ks.filter((k) => awards[k]! > 0);
  // Sums over the base game's scatter counts, as numerators over nb (or nb × scale with a moment).
  const overBase = (weight: (k: number) => bigint) => r(sumOf(ks, weight), nb);
  const overFeature = (weight: (k: number) => bigint, moment: readonly bigint[]) =>
    r(
      sumOf(triggers, (k) => weight(k) * moment[awards[k]!]!),
      nb * feature.scale,
    );
  const meanB = overBase((k) => base.sum[k]!);
  const meanF = overFeature((k) => base.count[k]!, feature.pay);
  const crossBF = overFeature((k) => base.sum[k]!, feature.pay); // E[B·F]
  const meanF2 = overFeature((k) => base.count[k]!, feature.paySquares);
  const meanZ = rationalAdd(meanB, meanF);
  const meanZ2 = rationalSum([overBase((k) => base.sumSquares[k]!), rationalMul(r(2), crossBF), meanF2]);
  const trigger = r(
    sumOf(triggers, (k) => base.count[k]!),
    nb,
  );
  const perTrigger = (x: Rational) => (trigger.num === 0n ? r(0) : rationalDiv(x, trigger));
  const topWin = Math.max(
    ...ks.map((k) => (base.count[k]! > 0n ? base.topPayByK[k]! + feature.topPay[awards[k]!]! : 0)),
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
    hitFrequency: overBase((k) => (awards[k]! > 0 ? base.count[k]! : base.hits[k]!)),
    variance: perBet(perBet(rationalSub(meanZ2, rationalMul(meanZ, meanZ)))),
    freeSpinsTrigger: trigger,
    freeSpinsAwarded: perTrigger(overBase((k) => BigInt(awards[k]!) * base.count[k]!)),
    freeSpinsPerTrigger: perTrigger(overFeature((k) => base.count[k]!, feature.spins)),
    retriggerRate: r(
      sumOf(ks, (k) => BigInt(retriggers[k]!) * free.count[k]!),
      nf,
    ),
    freeSpinReturn: perBet(r(BigInt(multiplier) * sumOf(ks, (k) => free.sum[k]!), nf)),
    topAward: { multiple: r(base.topPay, title.coinsPerSpin), probability: r(base.topCount, nb) },
    maxWin: r(safe(topWin), title.coinsPerSpin),
  };
}

/** Pays are whole coins in doubles; the maximum must still be an exact integer to publish. */
function safe(coins: number): number {
  if (!Number.isSafeInteger(coins)) throw new Error(`maximum win ${coins} coins is not exact`);
  return coins;
}

function sumOf(ks: readonly number[], f: (k: number) => bigint): bigint {
  return ks.reduce((total, k) => total + f(k), 0n);
}
