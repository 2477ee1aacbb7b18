import type { SlotHoldAndSpin, SlotPays, SlotTitle } from './slot-title.ts';

/**
 * A title checked once and turned into flat integer tables. Titles are data that people edit; a
 * wrong code in a strip should fail loudly here, not pay wrongly in play. The engine, the
 * simulator and the exact calculator all read the compiled form, so they cannot disagree about
 * what a strip or a pay table means.
 */

/** Reel strips as symbol indices. */
export interface CompiledReelSet {
  strips: readonly Uint8Array[];
  /**
   * Each strip followed by its first `rows - 1` symbols again, so the window at any stop is a
   * plain slice (`wrapped[r][stop + row]`) with no modulo: the simulator reads it 15 times a spin.
   */
  wrapped: readonly Uint8Array[];
}

/** A cascade title's rules (see `SlotCascade`). */
export interface CompiledCascade {
  multipliers: readonly number[];
  maxSteps: number;
}

/**
 * A hold-and-spin title's rules (see `SlotHoldAndSpin`) with amounts in coins and each draw's
 * answer looked up directly: a value draw is `nextInt(valueDraws.length)`, a respin cell's draw
 * `nextInt(cellDraws.length)`, and the table gives the coins it shows (0 in `cellDraws` = blank).
 */
export interface CompiledHoldAndSpin {
  trigger: number;
  respins: number;
  valueDraws: Float64Array;
  cellDraws: Float64Array;
  /** Distinct values in coins with their weights, for the exact moments. */
  values: readonly number[];
  weights: readonly number[];
  blankWeight: number;
  jackpot: number;
  topValue: number;
}

/** The compiled form of a {@link SlotTitle}; amounts are in coins. */
export interface CompiledTitle {
  title: SlotTitle;
  rows: number;
  reels: number;
  codes: readonly string[];
  /** Index of the (first) wild, or -1 when the title has none. A lines title has at most one. */
  wild: number;
  /**
   * `wildWeight[symbol]`: how many matching cells a wild counts for in a ways game (its
   * multiplier, 1 for a plain wild), 0 for every other symbol.
   */
  wildWeight: Uint8Array;
  /**
   * The symbol counted anywhere in the window, or -1: the scatter, or a hold-and-spin title's
   * cash symbol (a title has at most one of the two). It breaks lines, no wild stands in for it,
   * and the exact enumeration splits every figure by how many of it the window shows.
   */
  counted: number;
  /** Index of the cash symbol, or -1 (then `counted` is the scatter, if any). */
  cash: number;
  /** Regular symbols that pay something. */
  payers: readonly number[];
  /** `pays[symbol][run]`: coins for a run of `run` reels (index 0..reels). */
  pays: readonly (readonly number[])[];
  /** Payline row indices, or null for a ways game. */
  lines: readonly Uint8Array[] | null;
  /**
   * The same paylines as window cell indices (`reel * rows + row`), line after line, `reels` to a
   * line; empty for a ways game. The evaluator reads cells through it without any arithmetic.
   */
  lineCells: Uint8Array;
  /** `pays` flattened: `payTable[symbol * (reels + 1) + run]`, one typed array for the hot loop. */
  payTable: Float64Array;
  /** By scatter count in the window (0..rows × reels): pay in coins, spins awarded, spins re-awarded. */
  scatterPays: readonly number[];
  awards: readonly number[];
  retriggers: readonly number[];
  multiplier: number;
  /** The most free spins one feature plays (see `SlotFreeSpins.maxSpins`). */
  maxSpins: number;
  base: CompiledReelSet;
  free: CompiledReelSet;
  cascade: CompiledCascade | null;
  holdAndSpin: CompiledHoldAndSpin | null;
}

const cache = new WeakMap<SlotTitle, CompiledTitle>();

/** Compiles (and caches per title object) a title; throws a descriptive error on bad data. */
export function compileTitle(title: SlotTitle): CompiledTitle {
  const hit = cache.get(title);
  if (hit) return hit;
  const compiled = build(title);
  cache.set(title, compiled);
  return compiled;
}

function build(title: SlotTitle): CompiledTitle {
  const fail = (why: string): never => {
    throw new Error(`slot title ${title.code}: ${why}`);
  };
  const { rows, reels, symbols, evaluation, freeSpins } = title;
  if (!(rows >= 1 && reels >= 1 && symbols.length <= 255)) fail('bad window or too many symbols');
  const codes = symbols.map((s) => s.code);
  if (new Set(codes).size !== codes.length) fail('duplicate symbol code');
  const only = (kind: string) => {
    const found = symbols.flatMap((s, i) => (s.kind === kind ? [i] : []));
    if (found.length > 1) fail(`more than one ${kind} symbol`);
    return found[0] ?? -1;
  };
  const wilds = symbols.flatMap((s, i) => (s.kind === 'wild' ? [i] : []));
  const wild = wilds[0] ?? -1;
  const wildWeight = Uint8Array.from(symbols, (s) => (s.kind === 'wild' ? 1 : 0));
  symbols.forEach((s, i) => {
    const m = s.multiplier;
    if (m === undefined) return;
    if (s.kind !== 'wild') fail(`only a wild carries a multiplier (${s.code})`);
    if (!(Number.isInteger(m) && m >= 1 && m <= 15)) fail(`wild multiplier ${m} is not a whole number 1–15`);
    if (evaluation.kind === 'lines' && m !== 1) fail('a lines game takes a plain wild only');
    wildWeight[i] = m;
  });
  if (evaluation.kind === 'lines' && wilds.length > 1) fail('more than one wild symbol');
  const scatter = only('scatter');
  const cash = only('cash');
  if (scatter >= 0 && cash >= 0) fail('a title has a scatter or a cash symbol, not both');
  const cells = rows * reels;
  const pays = symbols.map((s) =>
    s.kind === 'scatter' || s.kind === 'cash' ? new Array<number>(reels + 1).fill(0) : table(s.pays, reels),
  );
  if (cash >= 0 && Object.keys(symbols[cash]!.pays).length > 0) fail('a cash symbol pays only its value');
  if (evaluation.kind === 'ways' && wilds.some((w) => pays[w]!.some((p) => p > 0))) {
    fail('a wild cannot pay on its own in a ways game');
  }
  const payers = symbols.flatMap((s, i) => (s.kind === 'regular' && pays[i]!.some((p) => p > 0) ? [i] : []));
  const index = new Map(codes.map((c, i) => [c, i]));
  const compileSet = (strips: readonly (readonly string[])[]): CompiledReelSet => {
    if (strips.length !== reels) fail(`expected ${reels} reel strips, got ${strips.length}`);
    const compiled = strips.map((strip, r) => {
      if (strip.length < rows) fail(`reel ${r + 1} is shorter than the window`);
      return Uint8Array.from(
        strip,
        (code) => index.get(code) ?? fail(`unknown symbol ${code} on reel ${r + 1}`),
      );
    });
    return {
      strips: compiled,
      wrapped: compiled.map((strip) => Uint8Array.from([...strip, ...strip.subarray(0, rows - 1)])),
    };
  };
  let lines: Uint8Array[] | null = null;
  if (evaluation.kind === 'lines') {
    lines = evaluation.lines.map((line, i) => {
      if (line.length !== reels || line.some((row) => !(row >= 0 && row < rows)))
        fail(`bad payline ${i + 1}`);
      return Uint8Array.from(line);
    });
    if (lines.length !== title.coinsPerSpin) fail('a lines game bets one coin per line');
  }
  const scatterSymbol = scatter >= 0 ? symbols[scatter]! : undefined;
  const multiplier = freeSpins.multiplier;
  if (!(Number.isInteger(multiplier) && multiplier >= 1))
    fail('free-spin multiplier must be a whole number >= 1');
  const awards = table(freeSpins.awards, cells);
  const maxSpins = freeSpins.maxSpins;
  if (!(Number.isInteger(maxSpins) && maxSpins >= 1 && maxSpins >= Math.max(...awards))) {
    fail('free-spin maxSpins must be a whole number >= 1 and >= every base-game award');
  }
  if (!(title.minBet > 0 && title.minBet <= title.maxBet)) fail('bad bet range');
  if (title.minBet % title.coinsPerSpin !== 0 || title.maxBet % title.coinsPerSpin !== 0) {
    fail('bets must be multiples of coinsPerSpin');
  }
  const base = compileSet(title.reelStrips);
  const mechanic = title.mechanic;
  const noFreeSpins = awards.every((n) => n === 0);
  let cascade: CompiledCascade | null = null;
  let holdAndSpin: CompiledHoldAndSpin | null = null;
  if (cash >= 0 && mechanic?.kind !== 'hold-and-spin') fail('a cash symbol needs the hold-and-spin mechanic');
  if (mechanic?.kind === 'cascade') {
    if (evaluation.kind !== 'ways') fail('cascading wins are played on ways');
    if (scatter >= 0 || !noFreeSpins) fail('a cascade title has no scatter and no free spins');
    const { multipliers, maxSteps } = mechanic;
    if (multipliers.length === 0 || !multipliers.every((m) => Number.isInteger(m) && m >= 1)) {
      fail('cascade multipliers must be whole numbers >= 1');
    }
    if (!(Number.isInteger(maxSteps) && maxSteps >= 1)) fail('cascade maxSteps must be a whole number >= 1');
    cascade = { multipliers: [...multipliers], maxSteps };
  } else if (mechanic?.kind === 'hold-and-spin') {
    if (cash < 0 || !noFreeSpins) fail('a hold-and-spin title has one cash symbol and no free spins');
    holdAndSpin = compileHoldAndSpin(mechanic, cells, title.coinsPerSpin, fail);
  }
  return {
    title,
    rows,
    reels,
    codes,
    wild,
    wildWeight,
    counted: scatter >= 0 ? scatter : cash,
    cash,
    payers,
    pays,
    lines,
    lineCells: Uint8Array.from((lines ?? []).flatMap((line) => Array.from(line, (row, r) => r * rows + row))),
    payTable: Float64Array.from(pays.flat()),
    scatterPays: table(scatterSymbol?.pays ?? {}, cells).map((p) => p * title.coinsPerSpin),
    awards,
    retriggers: table(freeSpins.retriggers ?? freeSpins.awards, cells),
    multiplier,
    maxSpins,
    base,
    free: freeSpins.reelStrips ? compileSet(freeSpins.reelStrips) : base,
    cascade,
    holdAndSpin,
  };
}

/** The largest weight total a draw table may have: the lookup tables stay small. */
const MAX_DRAW_TABLE = 1 << 16;

function compileHoldAndSpin(
  rules: SlotHoldAndSpin,
  cells: number,
  coinsPerSpin: number,
  fail: (why: string) => never,
): CompiledHoldAndSpin {
  const whole = (x: number, min: number) => Number.isInteger(x) && x >= min;
  const { trigger, respins, values, blankWeight, jackpot } = rules;
  if (!(whole(trigger, 1) && trigger <= cells)) fail('hold-and-spin trigger must be 1 to the window size');
  if (!whole(respins, 1)) fail('hold-and-spin respins must be a whole number >= 1');
  if (values.length === 0 || !values.every((v) => whole(v.value, 1) && whole(v.weight, 1))) {
    fail('hold-and-spin values and weights must be whole numbers >= 1');
  }
  if (!whole(blankWeight, 1) || !whole(jackpot, 0)) fail('hold-and-spin blank weight >= 1, jackpot >= 0');
  const coins = values.map((v) => v.value * coinsPerSpin);
  const weights = values.map((v) => v.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total + blankWeight > MAX_DRAW_TABLE) fail('hold-and-spin weights are too large');
  const valueDraws = Float64Array.from(coins.flatMap((c, i) => new Array<number>(weights[i]!).fill(c)));
  const cellDraws = new Float64Array(blankWeight + total);
  cellDraws.set(valueDraws, blankWeight); // draws below blankWeight are blanks (0)
  return {
    trigger,
    respins,
    valueDraws,
    cellDraws,
    values: coins,
    weights,
    blankWeight,
    jackpot: jackpot * coinsPerSpin,
    topValue: Math.max(...coins),
  };
}

/**
 * Expands `{ 3: 5, 5: 50 }` to an array indexed 0..max. A scatter count above the highest listed
 * count (two scatters on one reel can make six on five reels) takes the pay of the highest count
 * listed below it, so more scatters never pay less.
 */
function table(pays: SlotPays, max: number): number[] {
  const out: number[] = [];
  let carry = 0;
  for (let n = 0; n <= max; n++) {
    const value = pays[n];
    if (value !== undefined) {
      if (!(Number.isInteger(value) && value >= 0)) throw new Error(`pay ${value} is not a whole number`);
      carry = value;
    }
    out.push(carry);
  }
  return out;
}
