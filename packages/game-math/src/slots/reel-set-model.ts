import type { CompiledReelSet, CompiledTitle } from './compile-title.ts';

/**
 * The pay rules of `evaluate-window.ts` restated as finite state machines, one per "unit" (a
 * payline, or a paying symbol in a ways game), stepping reel by reel. The exact enumerator walks
 * reels left to right and stops expanding a branch as soon as every unit is settled, which is
 * what turns 10^8 reel-stop combinations into a few million steps.
 *
 * A unit reads one small value per reel stop (lines: the symbol on its row; ways: how many cells
 * of the column show its symbol or a wild), and its state moves by table lookup.
 */
export interface UnitModel {
  units: number;
  /** Number of distinct values a unit can read per reel. */
  valueCount: number;
  stateCount: number;
  initialState: number;
  /** `next[state * valueCount + value]`: the next state, or -1 when the unit's run ends. */
  next: Int32Array;
  /** `payOf[unit * stateCount + state]`: the unit's pay in coins if its run ends in `state`. */
  payOf: Float64Array;
  /** `values[reel][stop * units + unit]`: what the unit reads at that stop. */
  values: Uint8Array[];
  /** `scatters[reel][stop]`: counted symbols (scatters, or cash symbols) the column shows. */
  scatters: Uint8Array[];
}

/** Builds the model for a reel set of a compiled title (lines or ways, as the title says). */
export function buildUnitModel(game: CompiledTitle, set: CompiledReelSet): UnitModel {
  const columns = set.strips.map((strip) =>
    Array.from({ length: strip.length }, (_, s) =>
      Array.from({ length: game.rows }, (_, y) => strip[(s + y) % strip.length]!),
    ),
  );
  const scatters = columns.map((col) =>
    Uint8Array.from(col, (cells) => cells.filter((x) => x === game.counted).length),
  );
  const machine = game.lines ? lineMachine(game) : wayMachine(game);
  const units = game.lines ? game.lines.length : game.payers.length;
  const values = columns.map((col, r) => {
    const out = new Uint8Array(col.length * units);
    col.forEach((cells, s) => {
      for (let u = 0; u < units; u++) {
        out[s * units + u] = game.lines
          ? cells[game.lines[u]![r]!]!
          : cells.reduce((n, x) => n + (x === game.payers[u] ? 1 : game.wildWeight[x]!), 0);
      }
    });
    return out;
  });
  return { ...machine, units, values, scatters };
}

type Machine = Omit<UnitModel, 'units' | 'values' | 'scatters'>;

/**
 * Builds a machine by exploring states from `start`; `step` answers the next state's key or null,
 * `pay(unit, key)` the pay of ending there. Keys are strings only while building.
 */
function explore(
  start: string,
  valueCount: number,
  units: number,
  step: (key: string, value: number) => string | null,
  pay: (unit: number, key: string) => number,
): Machine {
  const ids = new Map<string, number>([[start, 0]]);
  const keys: string[] = [start];
  const edges: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    for (let v = 0; v < valueCount; v++) {
      const key = step(keys[i]!, v);
      if (key === null) {
        edges.push(-1);
        continue;
      }
      if (!ids.has(key)) {
        ids.set(key, keys.length);
        keys.push(key);
      }
      edges.push(ids.get(key)!);
    }
  }
  const payOf = new Float64Array(units * keys.length);
  for (let u = 0; u < units; u++) keys.forEach((key, i) => (payOf[u * keys.length + i] = pay(u, key)));
  return { valueCount, stateCount: keys.length, initialState: 0, next: Int32Array.from(edges), payOf };
}

/** Line state: first non-wild symbol (-1 none yet), leading wilds, run length. */
function lineMachine(game: CompiledTitle): Machine {
  const { wild, counted, pays, reels } = game;
  const parse = (key: string) => key.split(',').map(Number) as [number, number, number];
  return explore(
    '-1,0,0',
    game.codes.length,
    game.lines!.length,
    (key, x) => {
      const [symbol, leadingWilds, run] = parse(key);
      if (run === reels) return null;
      if (x === wild)
        return symbol < 0 ? `-1,${leadingWilds + 1},${run + 1}` : `${symbol},${leadingWilds},${run + 1}`;
      if (x === counted || (symbol >= 0 && x !== symbol)) return null;
      return `${x},${leadingWilds},${run + 1}`;
    },
    (_, key) => {
      const [symbol, leadingWilds, run] = parse(key);
      return Math.max(symbol >= 0 ? pays[symbol]![run]! : 0, wild >= 0 ? pays[wild]![leadingWilds]! : 0);
    },
  );
}

/**
 * Ways state: run length and number of ways so far. A reel reads 0..rows matching cells, or more
 * where multiplier wilds count as several.
 */
function wayMachine(game: CompiledTitle): Machine {
  const parse = (key: string) => key.split(',').map(Number) as [number, number];
  return explore(
    '0,1',
    game.rows * Math.max(1, ...game.wildWeight) + 1,
    game.payers.length,
    (key, matches) => {
      const [run, ways] = parse(key);
      return matches === 0 || run === game.reels ? null : `${run + 1},${ways * matches}`;
    },
    (unit, key) => {
      const [run, ways] = parse(key);
      return game.pays[game.payers[unit]!]![run]! * ways;
    },
  );
}
