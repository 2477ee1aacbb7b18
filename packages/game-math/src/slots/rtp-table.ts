import { rationalToFixed, rationalToNumber, type Rational } from '../rational/rational.ts';
import { exactRtp } from './exact-rtp.ts';
import type { SlotName, SlotTitle, SlotVolatility } from './slot-title.ts';

/**
 * The published figures of a title, as the help screen and BENCHMARKS.md show them. Everything is
 * derived from the exact rationals of `exactRtp`; only the rounding for display happens here.
 * Amounts are multiples of the total bet; "one in" figures are the reciprocal probabilities.
 * A title's mechanic adds its own figures (`cascade`, `holdAndSpin`); the others stay as they are.
 */
export interface RtpTable {
  code: string;
  name: SlotName;
  volatility: SlotVolatility;
  /** Return to player, e.g. 0.9612 (96.12%), with its base-game and free-spin parts. */
  rtp: number;
  baseRtp: number;
  freeSpinsRtp: number;
  /** Exact RTP as a percentage string with 4 decimals, e.g. `96.1234`. */
  rtpPercent: string;
  /** Probability that a paid spin wins or triggers free spins. */
  hitFrequency: number;
  /** Standard deviation of a paid spin's return, in total bets. */
  sd: number;
  /**
   * Free spins: one trigger in this many paid spins (Infinity for a title without free spins),
   * and spins per trigger with retriggers.
   */
  freeSpinsOneIn: number;
  freeSpinsPerTrigger: number;
  /**
   * Largest single base-game spin win (a cascade title's whole chain), in total bets, and one in
   * how many spins it lands.
   */
  topAward: { multiple: number; oneIn: number };
  /** Largest win of a paid spin, every feature included, in total bets (exact: `maxWinMultiple`). */
  maxWin: number;
  /** Cascade titles: tumbles per paid spin on average, and the longest chain any stops play. */
  cascade?: { tumblesPerSpin: number; longest: number };
  /**
   * Hold-and-spin titles: the feature's part of the RTP, one feature in this many paid spins,
   * respins per feature, and the grand jackpot with one in how many paid spins it is won.
   */
  holdAndSpin?: {
    rtp: number;
    oneIn: number;
    respinsPerTrigger: number;
    jackpot: { multiple: number; oneIn: number };
  };
}

/** Builds the published RTP table of a title (runs, or reuses, the exact calculation). */
export function rtpTable(title: SlotTitle): RtpTable {
  const exact = exactRtp(title);
  const num = rationalToNumber;
  const oneIn = (p: Rational) => (p.num === 0n ? Infinity : num({ num: p.den, den: p.num }));
  return {
    code: title.code,
    name: title.name,
    volatility: title.volatility,
    rtp: num(exact.rtp),
    baseRtp: num(exact.baseRtp),
    freeSpinsRtp: num(exact.freeSpinsRtp),
    rtpPercent: rationalToFixed({ num: exact.rtp.num * 100n, den: exact.rtp.den }, 4),
    hitFrequency: num(exact.hitFrequency),
    sd: Math.sqrt(num(exact.variance)),
    freeSpinsOneIn: oneIn(exact.freeSpinsTrigger),
    freeSpinsPerTrigger: num(exact.freeSpinsPerTrigger),
    topAward: { multiple: num(exact.topAward.multiple), oneIn: oneIn(exact.topAward.probability) },
    maxWin: num(exact.maxWin),
    ...(exact.cascade && {
      cascade: { tumblesPerSpin: num(exact.cascade.meanTumbles), longest: exact.cascade.longest },
    }),
    ...(exact.holdAndSpin && {
      holdAndSpin: {
        rtp: num(exact.holdAndSpin.rtp),
        oneIn: oneIn(exact.holdAndSpin.trigger),
        respinsPerTrigger: num(exact.holdAndSpin.respinsPerTrigger),
        jackpot: {
          multiple: num(exact.holdAndSpin.jackpot.multiple),
          oneIn: oneIn(exact.holdAndSpin.jackpot.probability),
        },
      },
    }),
  };
}
