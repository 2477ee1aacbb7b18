import { createEvEngine, fullShoe, type EvEngine } from './ev-engine.ts';
import { firstDealWeight } from './house-edge.ts';
import { assertBlackjackRules, type BlackjackRules } from './rules.ts';

/**
 * Basic strategy for a rule set, derived from the same analysis as the house edge (not typed in).
 * The analysis plays each composition of cards optimally; a chart must give one play per total,
 * so each cell takes every two-card hand of its row against that up card, averages the expected
 * value of each action over them weighted by how often each is dealt (given no dealer blackjack),
 * and shows the best. Rows with no two-card hand (hard 21, soft 21 other than a blackjack) use the
 * three-card hands, which can only stand or hit.
 *
 * Codes: H hit, S stand, Dh double (else hit), Ds double (else stand), P split, Rh / Rs / Rp
 * surrender (else hit / stand / split). "Else" is the best play when the first is not allowed.
 */
export type StrategyCode = 'H' | 'S' | 'Dh' | 'Ds' | 'P' | 'Rh' | 'Rs' | 'Rp';

/** The chart's columns: the dealer's up card, by value (1 = ace last, as charts print it). */
export const CHART_UP_CARDS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/** Expected returns of each action in a cell, per unit bet, given no dealer blackjack. */
export interface ChartCellValues {
  stand: number;
  hit: number;
  /** null where not allowed (three-card rows, no surrender rule, not a pair row). */
  double: number | null;
  surrender: number | null;
  split: number | null;
}

/** One row: a code and the values behind it for each up card, in `CHART_UP_CARDS` order. */
export interface ChartRow {
  readonly codes: readonly StrategyCode[];
  readonly values: readonly Readonly<ChartCellValues>[];
}

/** A chart is shared between callers (it is cached per rule set), so it is read-only. */
export interface StrategyChart {
  readonly rules: Readonly<BlackjackRules>;
  /** Hard totals 4–21. */
  readonly hard: ReadonlyMap<number, ChartRow>;
  /** Soft totals 12–21. */
  readonly soft: ReadonlyMap<number, ChartRow>;
  /** Pairs by card value, 1 (aces) – 10. */
  readonly pairs: ReadonlyMap<number, ChartRow>;
}

/** A chart column's index for an up card value. */
export function chartColumn(up: number): number {
  return up === 1 ? 9 : up - 2;
}

type Composition = number[]; // card values of a hand

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Three-card hands (values ascending) whose soft-or-hard reading is `total`. */
function threeCardHands(total: number, soft: boolean): Composition[] {
  const hands: Composition[] = [];
  for (const a of range(1, 10)) {
    for (const b of range(a, 10)) {
      for (const c of range(b, 10)) {
        const hard = a + b + c;
        const isSoft = a === 1 && hard <= 11;
        if ((isSoft ? hard + 10 : hard) === total && isSoft === soft) hands.push([a, b, c]);
      }
    }
  }
  return hands;
}

function hardRowHands(total: number): Composition[] {
  const mixed = range(2, 10)
    .filter((a) => total - a > a && total - a <= 10)
    .map((a) => [a, total - a]);
  if (mixed.length > 0) return mixed;
  if (total % 2 === 0 && total / 2 >= 2 && total / 2 <= 10) return [[total / 2, total / 2]];
  return threeCardHands(total, false);
}

function softRowHands(total: number): Composition[] {
  // Ace and 10 is a blackjack, not a soft 21 to play.
  return total <= 20 ? [[1, total - 11]] : threeCardHands(total, true);
}

/** How likely a three-card hand is against `up` (relative weight: ordered draws without replacement). */
function threeCardWeight(decks: number, hand: Composition, up: number): number {
  const shoe = fullShoe(decks);
  shoe[up]!--;
  let weight = 1;
  for (const v of hand) weight *= shoe[v]!--;
  const orders = new Set(permutations(hand).map((p) => p.join())).size;
  return weight * orders;
}

function permutations(values: number[]): number[][] {
  if (values.length <= 1) return [values];
  return values.flatMap((v, i) =>
    permutations([...values.slice(0, i), ...values.slice(i + 1)]).map((p) => [v, ...p]),
  );
}

/** Weighted average of each action's value over a cell's hands (`split` only for pair rows). */
function cellValues(
  engine: EvEngine,
  rules: BlackjackRules,
  hands: Composition[],
  up: number,
  pairRow: boolean,
): ChartCellValues {
  const sums = { stand: 0, hit: 0, double: 0, surrender: 0, split: 0, weight: 0 };
  let twoCards = true;
  let surrender = true;
  let split = pairRow;
  for (const hand of hands) {
    if (hand.length === 2) {
      const [a, b] = hand as [number, number];
      const { dealerBlackjack, actions } = engine.initialHand(a, b, up);
      if (!actions) continue;
      const weight = firstDealWeight(rules.decks, a, b, up) * (1 - dealerBlackjack);
      if (weight === 0) continue;
      sums.weight += weight;
      sums.stand += weight * actions.stand;
      sums.hit += weight * actions.hit;
      sums.double += weight * actions.double;
      if (actions.surrender === null) surrender = false;
      else sums.surrender += weight * actions.surrender;
      if (actions.split === null) split = false;
      else sums.split += weight * actions.split;
    } else {
      twoCards = false;
      const counts = new Array<number>(11).fill(0);
      for (const v of hand) counts[v]!++;
      const weight = threeCardWeight(rules.decks, hand, up);
      if (weight === 0) continue;
      const { stand, hit } = engine.composition(counts, up);
      sums.weight += weight;
      sums.stand += weight * stand;
      sums.hit += weight * hit;
    }
  }
  const mean = (sum: number) => sum / sums.weight;
  return {
    stand: mean(sums.stand),
    hit: mean(sums.hit),
    double: twoCards ? mean(sums.double) : null,
    surrender: twoCards && surrender ? mean(sums.surrender) : null,
    split: split ? mean(sums.split) : null,
  };
}

/** The code for a cell: the best action, and what to do instead when it is not allowed. */
function codeFor(values: ChartCellValues): StrategyCode {
  const { stand, hit, double, surrender, split } = values;
  const play = Math.max(stand, hit, split ?? -Infinity);
  const fallback = split !== null && split === play ? 'P' : hit > stand ? 'H' : 'S';
  if (surrender !== null && surrender > play && surrender > (double ?? -Infinity)) {
    return fallback === 'P' ? 'Rp' : fallback === 'H' ? 'Rh' : 'Rs';
  }
  if (double !== null && double > play) return hit > stand ? 'Dh' : 'Ds';
  return fallback;
}

const charts = new Map<string, StrategyChart>();

/**
 * The basic strategy chart of `rules`, from the composition-dependent analysis averaged per total
 * (see the file comment). It takes about as long as `blackjackHouseEdge`, so it is cached per rule
 * set: hints and simulations can ask for it freely.
 */
export function basicStrategyChart(rules: BlackjackRules): StrategyChart {
  assertBlackjackRules(rules);
  const key = JSON.stringify(rules);
  let chart = charts.get(key);
  if (!chart) {
    chart = computeChart(rules);
    charts.set(key, chart);
  }
  return chart;
}

function computeChart(rules: BlackjackRules): StrategyChart {
  const engine = createEvEngine(rules);
  const row = (hands: Composition[], pairRow: boolean): ChartRow => {
    const values = CHART_UP_CARDS.map((up) => cellValues(engine, rules, hands, up, pairRow));
    return Object.freeze({ codes: Object.freeze(values.map(codeFor)), values: Object.freeze(values) });
  };
  return {
    rules: Object.freeze({ ...rules, blackjackPays: Object.freeze({ ...rules.blackjackPays }) }),
    hard: new Map(range(4, 21).map((total) => [total, row(hardRowHands(total), false)])),
    soft: new Map(range(12, 21).map((total) => [total, row(softRowHands(total), false)])),
    pairs: new Map(range(1, 10).map((v) => [v, row([[v, v]], rules.maxHands >= 2)])),
  };
}
