/**
 * Every bet of the sic bo layout, keyed by its wire form: `big`, `small`, `odd`, `even`,
 * `total:4` … `total:17`, `single:1` … `single:6`, `combo:A-B` (1 ≤ A < B ≤ 6), `double:1` …
 * `double:6`, `triple:1` … `triple:6` and `anyTriple`: 52 keys. The catalogue is built once and
 * parsing is a lookup, so only the canonical spelling is accepted (`combo:2-5`, never `combo:5-2`,
 * `combo:2-2` or `total:04`).
 */

/** Kinds of bet. */
export type SicBoBetKind =
  'big' | 'small' | 'odd' | 'even' | 'total' | 'single' | 'combo' | 'double' | 'triple' | 'anyTriple';

/** One bet of the layout. */
export interface SicBoBet {
  /** The canonical key, e.g. `combo:2-5`. */
  key: string;
  kind: SicBoBetKind;
  /** What the bet names: the total, the face, the two faces of a combo; empty for the rest. */
  numbers: readonly number[];
}

function buildCatalogue(): ReadonlyMap<string, SicBoBet> {
  const bets: SicBoBet[] = [];
  const add = (kind: SicBoBetKind, key: string, numbers: readonly number[] = []) =>
    bets.push(Object.freeze({ key, kind, numbers: Object.freeze([...numbers]) }));
  const faces = [1, 2, 3, 4, 5, 6];
  for (const kind of ['big', 'small', 'odd', 'even'] as const) add(kind, kind);
  for (let total = 4; total <= 17; total++) add('total', `total:${total}`, [total]);
  for (const n of faces) add('single', `single:${n}`, [n]);
  for (const a of faces) for (const b of faces.filter((b) => b > a)) add('combo', `combo:${a}-${b}`, [a, b]);
  for (const n of faces) add('double', `double:${n}`, [n]);
  for (const n of faces) add('triple', `triple:${n}`, [n]);
  add('anyTriple', 'anyTriple');
  return new Map(bets.map((bet) => [bet.key, bet]));
}

const CATALOGUE = buildCatalogue();

/** The bet a key names, or `null` for anything that is not a canonical key. Frozen and shared. */
export function parseSicBoBet(key: string): SicBoBet | null {
  return CATALOGUE.get(key) ?? null;
}

/** Every valid key, in layout order (the order of the list above). */
export function sicBoBetKeys(): string[] {
  return [...CATALOGUE.keys()];
}
