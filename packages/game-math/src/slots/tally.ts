/**
 * Exact per-scatter-count accumulators for the enumeration: combinations, hits, Σ pay and Σ pay².
 *
 * The enumeration adds millions of small integers. BigInt for each would be several times slower,
 * and a plain double silently rounds once a sum passes 2^53. So each slot is a double while it is
 * provably exact and spills into a BigInt before it is not: a term below 2^52 added to a sum
 * below 2^52 stays below 2^53, where every integer is a double. Σ pay² is the largest of the four
 * sums (pays are whole coins, so pay <= pay²), so watching it alone keeps all four exact.
 */
export class Tally {
  private readonly small: Float64Array;
  private readonly big: bigint[];
  /**
   * The top pay and its combinations by scatter count (the exact maximum win needs the top per
   * free-spin award); the overall top is read from them at the end, so a step compares once.
   * Counts stay below 2^52 (the enumeration refuses more combinations), so doubles are exact.
   */
  private readonly topByK: Float64Array;
  private readonly topCountByK: Float64Array;

  constructor(maxK: number) {
    this.small = new Float64Array(4 * (maxK + 1));
    this.big = new Array<bigint>(4 * (maxK + 1)).fill(0n);
    this.topByK = new Float64Array(maxK + 1).fill(-1);
    this.topCountByK = new Float64Array(maxK + 1);
  }

  /** Records `combos` combinations with `k` scatters, each paying `pay` coins (whole numbers). */
  add(k: number, pay: number, combos: number): void {
    const i = 4 * k;
    const small = this.small;
    small[i] = small[i]! + combos;
    if (pay > 0) {
      small[i + 1] = small[i + 1]! + combos;
      const sum = combos * pay;
      const squares = sum * pay;
      if (squares >= 2 ** 52) {
        // Too large for the double path: add this one term in BigInt.
        const big = this.big;
        big[i + 2] = big[i + 2]! + BigInt(combos) * BigInt(pay);
        big[i + 3] = big[i + 3]! + BigInt(combos) * BigInt(pay) * BigInt(pay);
      } else {
        small[i + 2] = small[i + 2]! + sum;
        small[i + 3] = small[i + 3]! + squares;
        if (small[i + 3]! >= 2 ** 52) this.flush(i);
      }
    }
    const tops = this.topByK;
    if (pay >= tops[k]!) {
      const counts = this.topCountByK;
      if (pay > tops[k]!) {
        tops[k] = pay;
        counts[k] = 0;
      }
      counts[k] = counts[k]! + combos;
    }
  }

  /** The exact totals and top pay by scatter count, and the top pay with its number of combinations. */
  totals(): {
    count: bigint[];
    hits: bigint[];
    sum: bigint[];
    sumSquares: bigint[];
    topPayByK: number[];
    topPay: number;
    topCount: bigint;
  } {
    for (let i = 0; i < this.small.length; i += 4) this.flush(i);
    const column = (c: number) => this.big.filter((_, i) => i % 4 === c);
    const topPayByK = Array.from(this.topByK);
    const topPay = Math.max(...topPayByK);
    return {
      count: column(0),
      hits: column(1),
      sum: column(2),
      sumSquares: column(3),
      topPayByK,
      topPay,
      topCount: BigInt(topPayByK.reduce((n, top, k) => (top === topPay ? n + this.topCountByK[k]! : n), 0)),
    };
  }

  private flush(i: number): void {
    for (let j = i; j < i + 4; j++) {
      this.big[j] = this.big[j]! + BigInt(this.small[j]!);
      this.small[j] = 0;
    }
  }
}
