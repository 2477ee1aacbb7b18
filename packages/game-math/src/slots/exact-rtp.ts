import {
  rational,
  rationalDiv,
  rationalMul,
  rationalSub,
  rationalSum,
  type Rational,
} from '../rational/rational.ts';
import { compileTitle, type CompiledTitle } from './compile-title.ts';
import { cappedFeature, type CappedFeature } from './capped-feature.ts';
import { enumerateCascades, type CascadeStats } from './enumerate-cascades.ts';
import { enumerateReelSet, type ReelSetStats } from './enumerate-reel-set.ts';
import { respinChain, type RespinChain } from './respin-chain.ts';
import type { SlotTitle } from './slot-title.ts';

/**
 * The exact return of a title per paid spin, free-spin feature included, as rationals. All
 * amounts are in total bets (1 = the stake of the paid spin).
 *
 * A base spin with k scatters pays B and awards n(k) free spins; the feature then pays F, whose
 * exact moments given n come from the capped chain of `capped-feature.ts`. F depends on the base
 * spin only through n, so the paid spin's Z = B + F has E[Z] = E[B] + E[E[F | n]] and
 * E[Z²] = E[B²] + 2·E[B·E[F | n]] + E[E[F² | n]], each a sum over k of the enumerated counts.
 *
 * A cascade title's B is the whole chain of the spin, enumerated over every combination of stops
 * (`enumerate-cascades.ts`). A hold-and-spin title's k counts cash symbols instead of scatters,
 * and its feature H depends on the base spin only through k, so it joins Z the same way, with
 * E[H | k] and E[H² | k] from the respin chain (`respin-chain.ts`); it has no free spins.
 */
export interface ExactRtp {
  titleCode: string;
  /** Reel-stop combinations enumerated for the base game and the free-spin reels. */
  baseCombinations: bigint;
  freeCombinations: bigint;
  /**
   * Return to player per paid spin, and its base-game and free-spin parts (a hold-and-spin
   * title's feature part is in `holdAndSpin`).
   */
  rtp: Rational;
  baseRtp: Rational;
  freeSpinsRtp: Rational;
  /** Probability that a paid spin wins something or starts a feature. */
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
  /**
   * Largest single base-game spin pay (in total bets; a cascade title's whole chain) and its
   * probability per paid spin.
   */
  topAward: { multiple: Rational; probability: Rational };
  /**
   * The largest total a paid spin can win, in total bets: the best base spin for its scatter count
   * plus the best feature its award can play within the cap. Attained by some reel-stop path.
   */
  maxWin: Rational;
  /** Cascade titles: how long the chains run. */
  cascade?: {
    /** Index t (0..longest): probability that a paid spin's chain tumbles exactly t times. */
    tumbles: Rational[];
    /** Expected tumbles per paid spin, and the most any combination of stops plays. */
    meanTumbles: Rational;
    longest: number;
  };
  /** Hold-and-spin titles: the feature. */
  holdAndSpin?: {
    /** Probability that a paid spin starts the feature, and the feature's part of the RTP. */
    trigger: Rational;
    rtp: Rational;
    /** Expected respins played per feature. */
    respinsPerTrigger: Rational;
    /** The grand jackpot (in total bets) and the probability that a paid spin wins it. */
    jackpot: { multiple: Rational; probability: Rational };
  };
}

const cache = new WeakMap<SlotTitle, ExactRtp>();

/** Computes (once per title object, then memoised) the exact RTP and moments of a title. */
export function exactRtp(title: SlotTitle): ExactRtp {
  const hit = cache.get(title);
  if (hit) return hit;
  const game = compileTitle(title);
  const cascade = game.cascade ? enumerateCascades(game, game.base) : null;
  const base = cascade ?? enumerateReelSet(game, game.base);
  const free = game.free === game.base ? base : enumerateReelSet(game, game.free);
  const feature = cappedFeature(free, game.retriggers, game.multiplier, game.maxSpins);
  const respins = game.holdAndSpin ? respinChain(game.holdAndSpin, game.rows * game.reels) : null;
  const result = combine(game, base, free, feature, respins);
  if (cascade) result.cascade = cascadeFigures(cascade);
  cache.set(title, result);
  return result;
}

/** The largest win of a paid spin of `title`, in total bets (exact; see {@link ExactRtp.maxWin}). */
export function maxWinMultiple(title: SlotTitle): Rational {
  return exactRtp(title).maxWin;
}

function combine(
  game: CompiledTitle,
  base: ReelSetStats,
  free: ReelSetStats,
  feature: CappedFeature,
  respins: RespinChain | null,
): ExactRtp {
  const { title, awards, retriggers, multiplier } = game;
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
  // Hold and spin: H given the cash count k, the same way (all zero for any other title).
  const started = (k: number) => game.holdAndSpin !== null && k >= game.holdAndSpin.trigger;
  const overRespins = (weight: (k: number) => bigint, moment: (k: number) => Rational) =>
    rationalSum(ks.filter(started).map((k) => rationalMul(r(weight(k), nb), moment(k))));
  const meanH = overRespins(
    (k) => base.count[k]!,
    (k) => respins!.pay[k]!,
  );
  const crossBH = overRespins(
    (k) => base.sum[k]!,
    (k) => respins!.pay[k]!,
  ); // E[B·H]
  const meanH2 = overRespins(
    (k) => base.count[k]!,
    (k) => respins!.paySquares[k]!,
  );
  const meanZ = rationalSum([meanB, meanF, meanH]);
  const meanZ2 = rationalSum([
    overBase((k) => base.sumSquares[k]!),
    rationalMul(r(2), crossBF),
    meanF2,
    rationalMul(r(2), crossBH),
    meanH2,
  ]);
  const trigger = r(
    sumOf(triggers, (k) => base.count[k]!),
    nb,
  );
  const perTrigger = (x: Rational) => (trigger.num === 0n ? r(0) : rationalDiv(x, trigger));
  // Every cell of a started feature can lock the top value, so a full window of them is attained.
  const topRespins = (k: number) =>
    started(k) ? game.rows * game.reels * game.holdAndSpin!.topValue + game.holdAndSpin!.jackpot : 0;
  const topWin = Math.max(
    ...ks.map((k) =>
      base.count[k]! > 0n ? base.topPayByK[k]! + feature.topPay[awards[k]!]! + topRespins(k) : 0,
    ),
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
    hitFrequency: overBase((k) => (awards[k]! > 0 || started(k) ? base.count[k]! : base.hits[k]!)),
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
    ...(respins && {
      holdAndSpin: {
        trigger: overBase((k) => (started(k) ? base.count[k]! : 0n)),
        rtp: perBet(meanH),
        respinsPerTrigger: rationalDiv(
          overRespins(
            (k) => base.count[k]!,
            (k) => respins.respins[k]!,
          ),
          overBase((k) => (started(k) ? base.count[k]! : 0n)),
        ),
        jackpot: {
          multiple: perBet(r(game.holdAndSpin!.jackpot)),
          probability: overRespins(
            (k) => base.count[k]!,
            (k) => respins.full[k]!,
          ),
        },
      },
    }),
  };
}

/** The chain lengths of a cascade title, as probabilities per paid spin. */
function cascadeFigures(base: CascadeStats): NonNullable<ExactRtp['cascade']> {
  const longest = base.tumbles.findLastIndex((n) => n > 0n);
  const tumbles = base.tumbles.slice(0, longest + 1).map((n) => rational(n, base.combinations));
  return {
    tumbles,
    meanTumbles: rationalSum(tumbles.map((p, t) => rationalMul(p, rational(t)))),
    longest,
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
