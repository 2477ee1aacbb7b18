import {
  parseSicBoBet,
  resolveSicBoBet,
  SIC_BO_PAYS,
  sicBoBetKeys,
  type SicBoBet,
  type SicBoDice,
} from '@haneul/game-math';

/**
 * The sic bo layout as data: which spots each band of the table holds, in the order they are
 * drawn, with the pays printed on each (read from `SIC_BO_PAYS`, never restated). The bands follow
 * the classic table: small and big in the top corners with odd and even beside them, the specific
 * doubles and triples (any triple in the middle) between; then the totals 4–17, the fifteen
 * two-dice combinations and the six single numbers. Every key of `sicBoBetKeys()` is on it once.
 */
export type SicBoBand =
  'small' | 'odd' | 'doubles' | 'triples' | 'even' | 'big' | 'totals' | 'combos' | 'singles';

export interface SicBoSpot {
  key: string;
  bet: SicBoBet;
  /** As printed: `1:1`, `60:1`; a single number's three pays `1:1, 2:1, 3:1`. */
  pays: string;
}

const ratio = (pays: number) => `${pays}:1`;

/** A single number's pays when it shows on one, two and three dice, as printed. */
export const SINGLE_PAYS = {
  one: ratio(SIC_BO_PAYS.single[0]),
  two: ratio(SIC_BO_PAYS.single[1]),
  three: ratio(SIC_BO_PAYS.single[2]),
} as const;

/** The pays of a bet as the layout prints them. */
export function spotPays(bet: SicBoBet): string {
  switch (bet.kind) {
    case 'single':
      return SIC_BO_PAYS.single.map(ratio).join(', ');
    case 'total':
      return ratio(SIC_BO_PAYS.total[bet.numbers[0]!]!);
    default:
      return ratio(SIC_BO_PAYS[bet.kind]);
  }
}

const spot = (key: string): SicBoSpot => {
  const bet = parseSicBoBet(key);
  if (!bet) throw new Error(`sic bo layout: unknown bet ${key}`);
  return { key, bet, pays: spotPays(bet) };
};

const keysOf = (kind: SicBoBet['kind']) => sicBoBetKeys().filter((key) => parseSicBoBet(key)?.kind === kind);

/** The triples band: triples 1–3, any triple in the middle, triples 4–6. */
const triples = keysOf('triple');

export const SIC_BO_BANDS: Readonly<Record<SicBoBand, readonly SicBoSpot[]>> = {
  small: [spot('small')],
  odd: [spot('odd')],
  doubles: keysOf('double').map(spot),
  triples: [...triples.slice(0, 3), 'anyTriple', ...triples.slice(3)].map(spot),
  even: [spot('even')],
  big: [spot('big')],
  totals: keysOf('total').map(spot),
  combos: keysOf('combo').map(spot),
  singles: keysOf('single').map(spot),
};

/** Every spot of the layout, band by band. */
export function layoutSpots(): SicBoSpot[] {
  return Object.values(SIC_BO_BANDS).flat();
}

/** The keys of every spot that wins on `dice`, staked or not: the ones the table lights. */
export function winningKeys(dice: SicBoDice): Set<string> {
  return new Set(
    layoutSpots()
      .filter(({ bet }) => resolveSicBoBet(bet, dice) !== null)
      .map(({ key }) => key),
  );
}

/** What a winning spot pays on `dice` (a single number's pays depend on how many dice show it). */
export function paysOn(bet: SicBoBet, dice: SicBoDice): string | null {
  const pays = resolveSicBoBet(bet, dice);
  return pays === null ? null : ratio(pays);
}
