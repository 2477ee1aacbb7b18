import {
  blackjackHole,
  dealerGraph,
  dealerResults,
  DEALER_RESULTS,
  type DealerGraph,
} from './dealer-graph.ts';
import type { BlackjackRules } from './rules.ts';

/**
 * Expected values of blackjack decisions by combinatorial analysis of the shoe: every probability
 * is a ratio of the cards actually left, so each card dealt (the player's, the up card, the
 * dealer's draws) changes the odds of the next one exactly as in a real shoe.
 *
 * Values are per unit of the original bet and, in the recursion, *joint with no dealer blackjack*:
 * a leaf is worth E[result × 1{no dealer blackjack}]. Treating the hole card as drawn after the
 * player's cards changes nothing (every position of a shuffled shoe is alike) and makes the peek
 * exact: the dealer graph leaves the blackjack hole card out at each leaf, and since a decision
 * node's values for every action share the same factor P(no blackjack | cards seen), the best
 * action is the same as with conditional values. Dividing by that factor gives the conditional
 * expected values the chart and the splits use.
 *
 * State: the multiset of cards out of the shoe besides the up card (the player's hand, plus the
 * other pair cards for a split hand), packed into one number, 5 bits per value: counts stay below
 * 32 (a hand of 21 or less holds at most 21 aces, 10 twos, …; a split adds at most 3 pair cards),
 * so the number stays below 2^50, exact in a double. The dealer's result probabilities are
 * memoised per state and up card, so the ~3,000 player hand compositions and the split hands
 * share them.
 *
 * Why doubles and not `Rational`: the analysis visits tens of thousands of shoe compositions, and
 * exact fractions over them would carry denominators of hundreds of digits. Each value here is a
 * sum of products of a few dozen probabilities, with relative rounding errors near 1e-15, ten
 * orders of magnitude below the 0.0001 percentage point the edge is printed to.
 */

/** Expected returns of the actions on a first two-card hand, given the dealer has no blackjack. */
export interface HandActionValues {
  stand: number;
  hit: number;
  double: number;
  /** null when the rules do not offer it. */
  surrender: number | null;
  /** null unless the two cards are a pair and the rules allow a split. */
  split: number | null;
}

export interface InitialHandValue {
  /** P(the dealer has blackjack) given the three cards seen. */
  dealerBlackjack: number;
  blackjack: boolean;
  /** The round's expected return per unit bet, best action taken, dealer blackjacks included. */
  value: number;
  /** Null for a player blackjack, which has no decision. */
  actions: HandActionValues | null;
}

export interface EvEngine {
  /** The two first cards (values 1–10) against an up card. */
  initialHand(a: number, b: number, up: number): InitialHandValue;
  /** Stand and hit values (given no dealer blackjack) of any hand, as card counts by value. */
  composition(counts: readonly number[], up: number): { stand: number; hit: number };
}

/** Cards of each value (index 1–10) in `decks` full decks. */
export function fullShoe(decks: number): Int32Array {
  const shoe = new Int32Array(11);
  for (let v = 1; v <= 9; v++) shoe[v] = 4 * decks;
  shoe[10] = 16 * decks;
  return shoe;
}

/** 32^(v − 1): a value's place in a packed multiset. */
const PLACE = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : 32 ** (v - 1)));

interface UpContext {
  graph: DealerGraph;
  /** The hole card that makes a dealer blackjack (0 when none: no peek). */
  hole: number;
  work: Float64Array;
  dealer: Map<number, Float64Array>;
  /** Best-play values per state, one map per split situation: index extras × 11 + pair value. */
  best: Map<number, number>[];
}

const totalOf = (hard: number, ace: boolean) => (ace && hard <= 11 ? hard + 10 : hard);

export function createEvEngine(rules: BlackjackRules): EvEngine {
  const full = fullShoe(rules.decks);
  const shoe = new Int32Array(11);
  let remaining = 0;
  let state = 0;
  const contexts = new Map<number, UpContext>();

  const contextFor = (up: number): UpContext => {
    let ctx = contexts.get(up);
    if (!ctx) {
      const graph = dealerGraph(up, rules.dealerHitsSoft17);
      ctx = {
        graph,
        hole: blackjackHole(up),
        work: new Float64Array(graph.nodes * DEALER_RESULTS),
        dealer: new Map(),
        best: [],
      };
      contexts.set(up, ctx);
    }
    return ctx;
  };

  /** Sets the shoe to the full shoe less the up card and `out` (counts by value). */
  const load = (up: number, out: readonly number[]) => {
    remaining = 0;
    state = 0;
    for (let v = 1; v <= 10; v++) {
      const n = out[v] ?? 0;
      shoe[v] = full[v]! - n - (v === up ? 1 : 0);
      remaining += shoe[v]!;
      state += n * PLACE[v]!;
    }
  };
  const take = (v: number) => {
    shoe[v]!--;
    remaining--;
    state += PLACE[v]!;
  };
  const putBack = (v: number) => {
    shoe[v]!++;
    remaining++;
    state -= PLACE[v]!;
  };

  const noBlackjack = (ctx: UpContext) => (ctx.hole ? 1 - shoe[ctx.hole]! / remaining : 1);

  /** Standing on `total` (≤ 21) against the dealer's results from this shoe. */
  const stand = (ctx: UpContext, total: number): number => {
    let results = ctx.dealer.get(state);
    if (!results) {
      results = dealerResults(ctx.graph, shoe, remaining, ctx.work);
      ctx.dealer.set(state, results);
    }
    let value = results[5]!;
    for (let r = 0; r < 5; r++) {
      if (total > 17 + r) value += results[r]!;
      else if (total < 17 + r) value -= results[r]!;
    }
    return value;
  };

  /** Hit once, then play on as well as possible (stand or hit again). */
  const hit = (ctx: UpContext, memo: Map<number, number>, hard: number, ace: boolean): number => {
    let value = 0;
    const left = remaining;
    for (let v = 1; v <= 10; v++) {
      const n = shoe[v]!;
      if (n === 0) continue;
      take(v);
      value += (n / left) * (hard + v > 21 ? -noBlackjack(ctx) : best(ctx, memo, hard + v, ace || v === 1));
      putBack(v);
    }
    return value;
  };

  /**
   * The best of standing and hitting on a hand of three or more cards. Below 12 standing is never
   * better: a hit cannot bust, and averaged over the card drawn the dealer's chance to bust is the
   * same as before it (any card of a shuffled shoe is like any other), so it is not computed.
   */
  const best = (ctx: UpContext, memo: Map<number, number>, hard: number, ace: boolean): number => {
    const known = memo.get(state);
    if (known !== undefined) return known;
    const total = totalOf(hard, ace);
    let value: number;
    if (total === 21) value = stand(ctx, 21);
    else {
      value = hit(ctx, memo, hard, ace);
      if (total >= 12) value = Math.max(value, stand(ctx, total));
    }
    memo.set(state, value);
    return value;
  };

  /** Double: twice the bet, one card, stand. */
  const double = (ctx: UpContext, hard: number, ace: boolean): number => {
    let value = 0;
    const left = remaining;
    for (let v = 1; v <= 10; v++) {
      const n = shoe[v]!;
      if (n === 0) continue;
      take(v);
      value +=
        (n / left) * (hard + v > 21 ? -noBlackjack(ctx) : stand(ctx, totalOf(hard + v, ace || v === 1)));
      putBack(v);
    }
    return 2 * value;
  };

  const memoFor = (ctx: UpContext, extras: number, pair: number) => {
    const slot = extras * 11 + pair;
    let memo = ctx.best[slot];
    if (!memo) {
      memo = new Map();
      ctx.best[slot] = memo;
    }
    return memo;
  };

  /**
   * A split hand of `pair` and `v` (both already out of the shoe), played as well as possible:
   * split aces stand on their one card; other hands stand, hit or (with DAS) double. Conditional
   * on no dealer blackjack.
   */
  const splitHand = (ctx: UpContext, memo: Map<number, number>, pair: number, v: number): number => {
    const hard = pair + v;
    const ace = pair === 1 || v === 1;
    const total = totalOf(hard, ace);
    let value: number;
    if (pair === 1 || total === 21) value = stand(ctx, total);
    else {
      value = hit(ctx, memo, hard, ace);
      if (total >= 12) value = Math.max(value, stand(ctx, total)); // below 12 see `best`
      if (rules.doubleAfterSplit) value = Math.max(value, double(ctx, hard, ace));
    }
    return value / noBlackjack(ctx);
  };

  /**
   * The split of a pair, conditional on no dealer blackjack, with the pair's two cards out of the
   * shoe on entry (the approximation is described at `BlackjackHouseEdge`, house-edge.ts).
   */
  const split = (ctx: UpContext, pair: number): number => {
    // For k = 2 … pair cards out: a hand's value when its second card is not a pair card (it
    // cannot be resplit: `other`), and when it may be anything (no resplit left: `any`).
    const other: number[] = [];
    const any: number[] = [];
    const again: number[] = [];
    const most = pair === 1 ? 2 : rules.maxHands;
    let k = 2;
    for (;;) {
      const memo = memoFor(ctx, k - 1, pair);
      const left = remaining;
      const notPair = left - shoe[pair]!;
      let sumAny = 0;
      let sumOther = 0;
      for (let v = 1; v <= 10; v++) {
        const n = shoe[v]!;
        if (n === 0) continue;
        take(v);
        const value = splitHand(ctx, memo, pair, v);
        putBack(v);
        sumAny += (n / left) * value;
        if (v !== pair) sumOther += (n / notPair) * value;
      }
      any[k] = sumAny;
      other[k] = sumOther;
      again[k] = shoe[pair]! / left;
      if (k >= most || shoe[pair] === 0) break;
      take(pair);
      k++;
    }
    for (; k > 2; k--) putBack(pair);

    // Hands are dealt their second cards one at a time; a pair card resplits while hands < most.
    // The expected total over the hands: `open` hands still to get a second card, `done` finished
    // with a non-pair card, k pair cards (= hands) out.
    const expected = (hands: number, open: number, done: number): number => {
      if (open === 0) return done * other[hands]!;
      if (hands >= most) return done * other[hands]! + open * any[hands]!;
      const q = again[hands]!;
      const resplit = q > 0 ? q * expected(hands + 1, open + 1, done) : 0;
      return resplit + (1 - q) * expected(hands, open - 1, done + 1);
    };
    return expected(2, 2, 0);
  };

  return {
    initialHand(a, b, up) {
      const ctx = contextFor(up);
      const out = new Array<number>(11).fill(0);
      out[a]!++;
      out[b]!++;
      load(up, out);
      const dealerBlackjack = ctx.hole ? shoe[ctx.hole]! / remaining : 0;
      const noBj = 1 - dealerBlackjack;
      if (a + b === 11 && (a === 1 || b === 1)) {
        const { wins, per } = rules.blackjackPays;
        return { dealerBlackjack, blackjack: true, value: (noBj * wins) / per, actions: null };
      }
      const hard = a + b;
      const ace = a === 1 || b === 1;
      const standValue = stand(ctx, totalOf(hard, ace));
      const hitValue = hit(ctx, memoFor(ctx, 0, 0), hard, ace);
      const doubleValue = double(ctx, hard, ace);
      const surrender = rules.lateSurrender ? -0.5 * noBj : null;
      const splitValue = a === b && rules.maxHands >= 2 ? split(ctx, a) * noBj : null;
      const bestValue = Math.max(
        standValue,
        hitValue,
        doubleValue,
        surrender ?? -Infinity,
        splitValue ?? -Infinity,
      );
      return {
        dealerBlackjack,
        blackjack: false,
        value: bestValue - dealerBlackjack,
        actions: {
          stand: standValue / noBj,
          hit: hitValue / noBj,
          double: doubleValue / noBj,
          surrender: surrender === null ? null : surrender / noBj,
          split: splitValue === null ? null : splitValue / noBj,
        },
      };
    },

    composition(counts, up) {
      const ctx = contextFor(up);
      load(up, counts);
      let hard = 0;
      for (let v = 1; v <= 10; v++) hard += v * (counts[v] ?? 0);
      const ace = (counts[1] ?? 0) > 0;
      const noBj = noBlackjack(ctx);
      return {
        stand: stand(ctx, totalOf(hard, ace)) / noBj,
        hit: hit(ctx, memoFor(ctx, 0, 0), hard, ace) / noBj,
      };
    },
  };
}
