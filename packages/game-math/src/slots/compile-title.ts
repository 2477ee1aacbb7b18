import type { SlotPays, SlotTitle } from './slot-title.ts';

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

/** The compiled form of a {@link SlotTitle}; amounts are in coins. */
export interface CompiledTitle {
  title: SlotTitle;
  rows: number;
  reels: number;
  codes: readonly string[];
  /** Index of the wild and the scatter symbol, or -1 when the title has none. */
  wild: number;
  scatter: number;
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
  const wild = only('wild');
  const scatter = only('scatter');
  const cells = rows * reels;
  const pays = symbols.map((s) =>
    s.kind === 'scatter' ? new Array<number>(reels + 1).fill(0) : table(s.pays, reels),
  );
  if (evaluation.kind === 'ways' && wild >= 0 && pays[wild]!.some((p) => p > 0)) {
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
  return {
    title,
    rows,
    reels,
    codes,
    wild,
    scatter,
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
