import { RED_NUMBERS } from './wheel.ts';

/**
 * Every bet the roulette layout takes, keyed by its wire form. The layout is 0 above twelve rows
 * of three: number n (1–36) sits in row ceil(n / 3) and column ((n − 1) mod 3) + 1, so 1 2 3 is
 * the first row and 1, 4, …, 34 the first column. A bet covering k numbers pays 36 / k − 1 to 1,
 * which makes every bet's return 36/37 and its edge exactly 1/37 on a single-zero wheel.
 *
 * The whole catalogue (157 keys) is built once from the geometry and parsing is a lookup, so only
 * the canonical spelling of a key is ever accepted: `split:1-4`, never `split:4-1`, `split:01-4`
 * or `SPLIT:1-4`. A key names the smallest number first (the top-left of a corner, the first of
 * a street or six line).
 */

/** Kinds of bet, inside bets first. */
export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'trio'
  | 'basket'
  | 'corner'
  | 'line'
  | 'column'
  | 'dozen'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** The kinds in layout order: the order of {@link rouletteBetKeys} and of the odds table. */
export const ROULETTE_BET_KINDS: readonly RouletteBetKind[] = [
  'straight',
  'split',
  'street',
  'trio',
  'basket',
  'corner',
  'line',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

/** One bet of the layout. */
export interface RouletteBet {
  /** The canonical key, e.g. `corner:1`. */
  key: string;
  kind: RouletteBetKind;
  /** The pockets it covers, ascending. */
  numbers: readonly number[];
  /** Winnings per won staked when it wins (the stake comes back too): 36 / numbers.length − 1. */
  pays: number;
}

const RED: ReadonlySet<number> = new Set(RED_NUMBERS);

function buildCatalogue(): ReadonlyMap<string, RouletteBet> {
  const byKind = new Map<RouletteBetKind, RouletteBet[]>(ROULETTE_BET_KINDS.map((kind) => [kind, []]));
  const add = (kind: RouletteBetKind, key: string, numbers: readonly number[]) => {
    const sorted = Object.freeze([...numbers].sort((a, b) => a - b));
    byKind.get(kind)!.push(Object.freeze({ key, kind, numbers: sorted, pays: 36 / sorted.length - 1 }));
  };
  const upTo = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const column = (n: number) => ((n - 1) % 3) + 1;
  const oneTo36 = upTo(1, 36);

  for (const n of upTo(0, 36)) add('straight', `straight:${n}`, [n]);
  // 0 borders 1, 2 and 3; otherwise a number borders the next in its row and the one below it.
  const splits: [number, number][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (const n of oneTo36) {
    if (column(n) < 3) splits.push([n, n + 1]);
    if (n <= 33) splits.push([n, n + 3]);
  }
  for (const [a, b] of splits) add('split', `split:${a}-${b}`, [a, b]);
  for (const n of oneTo36.filter((n) => column(n) === 1)) add('street', `street:${n}`, [n, n + 1, n + 2]);
  add('trio', 'trio:0-1-2', [0, 1, 2]);
  add('trio', 'trio:0-2-3', [0, 2, 3]);
  // The "first four" 0-1-2-3 pays 8:1 like a corner: 4 numbers of 37, edge 1/37 as ever.
  add('basket', 'basket:0-1-2-3', [0, 1, 2, 3]);
  for (const n of oneTo36.filter((n) => column(n) < 3 && n <= 32)) {
    add('corner', `corner:${n}`, [n, n + 1, n + 3, n + 4]);
  }
  for (const n of oneTo36.filter((n) => column(n) === 1 && n <= 31)) {
    add('line', `line:${n}`, upTo(n, n + 5));
  }
  for (const c of [1, 2, 3])
    add(
      'column',
      `column:${c}`,
      oneTo36.filter((n) => column(n) === c),
    );
  for (const d of [1, 2, 3]) add('dozen', `dozen:${d}`, upTo(12 * d - 11, 12 * d));
  add(
    'red',
    'red',
    oneTo36.filter((n) => RED.has(n)),
  );
  add(
    'black',
    'black',
    oneTo36.filter((n) => !RED.has(n)),
  );
  add(
    'odd',
    'odd',
    oneTo36.filter((n) => n % 2 === 1),
  );
  add(
    'even',
    'even',
    oneTo36.filter((n) => n % 2 === 0),
  );
  add('low', 'low', upTo(1, 18));
  add('high', 'high', upTo(19, 36));

  return new Map([...byKind.values()].flat().map((bet) => [bet.key, bet]));
}

const CATALOGUE = buildCatalogue();

/**
 * The bet a key names, or `null` for anything that is not a canonical key of this layout. The
 * result is frozen and shared: parse the same key twice and you get the same object.
 */
export function parseRouletteBet(key: string): RouletteBet | null {
  return CATALOGUE.get(key) ?? null;
}

/** Every valid key, kind by kind in {@link ROULETTE_BET_KINDS} order, ascending within a kind. */
export function rouletteBetKeys(): string[] {
  return [...CATALOGUE.keys()];
}
