import { parseRouletteBet, rouletteBetKeys, type RouletteBetKind } from '@haneul/game-math';

/**
 * Where every bet of the layout is touched, computed from the engine's key catalogue. Coordinates
 * are in number cells along the layout itself, whatever way it is drawn: `u` runs along the twelve
 * rows (row r of 1 2 3 … 34 35 36 spans u = r − 1 … r; 0 sits at u = −1 … 0 and the 2:1 boxes at
 * u = 12 … 13), `v` across the three columns (column c spans v = c − 1 … c; the dozens and then
 * the even-money boxes lie outside column 1, at negative v).
 *
 * A number, a dozen, a column or an even-money box is a `cell`: the whole box is its target. A bet
 * between numbers is touched where a croupier puts its chip: a split on the line two numbers share
 * (`edge`), a corner, trio or the first four where lines cross (`cross`), a street on the outer
 * line beside its row and a six line where that line meets the line between its two rows. Those
 * small targets lie over the cells and never over one another.
 */
export type SpotShape = 'cell' | 'edge' | 'cross';

export interface BoardSpot {
  key: string;
  kind: RouletteBetKind;
  shape: SpotShape;
  /** Centre along the rows and across the columns. */
  u: number;
  v: number;
  /** Size along `u` and across `v`. */
  du: number;
  dv: number;
}

/** The depth of the dozens band and of the even-money band, in cells. */
export const OUTSIDE_DEPTH = 0.72;
/** A split's target: this long along its line, this thick across it. */
const EDGE_LONG = 0.56;
const EDGE_THICK = 0.36;
/** A crossing's target is a square this wide. */
const CROSS = 0.4;

export const BOARD_BOUNDS = { uMin: -1, uMax: 13, vMin: -2 * OUTSIDE_DEPTH, vMax: 3 } as const;

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

const rowOf = (n: number) => Math.ceil(n / 3);
const columnOf = (n: number) => ((n - 1) % 3) + 1;

/** The target of one key of the catalogue. */
function spotOf(key: string): BoardSpot {
  const bet = parseRouletteBet(key);
  if (!bet) throw new RangeError(`not a roulette bet: ${key}`);
  const { kind, numbers } = bet;
  const cell = (u0: number, v0: number, du: number, dv: number): BoardSpot => ({
    key,
    kind,
    shape: 'cell',
    u: u0 + du / 2,
    v: v0 + dv / 2,
    du,
    dv,
  });
  const cross = (u: number, v: number): BoardSpot => ({
    key,
    kind,
    shape: 'cross',
    u,
    v,
    du: CROSS,
    dv: CROSS,
  });
  const first = numbers[0]!;
  const detail = Number(key.split(':')[1]?.split('-')[0]);

  switch (kind) {
    case 'straight':
      return first === 0 ? cell(-1, 0, 1, 3) : cell(rowOf(first) - 1, columnOf(first) - 1, 1, 1);
    case 'split': {
      const [a, b] = numbers as [number, number];
      // Beside each other in a row: the line between their columns; one above the other (or 0
      // and a number): the line between their rows.
      if (a > 0 && b === a + 1)
        return { key, kind, shape: 'edge', u: rowOf(a) - 0.5, v: columnOf(a), du: EDGE_LONG, dv: EDGE_THICK };
      const u = a === 0 ? 0 : rowOf(a);
      return { key, kind, shape: 'edge', u, v: columnOf(b) - 0.5, du: EDGE_THICK, dv: EDGE_LONG };
    }
    case 'street':
      return { key, kind, shape: 'edge', u: rowOf(first) - 0.5, v: 0, du: EDGE_LONG, dv: EDGE_THICK };
    case 'trio':
      // 0-1-2 where 0, 1 and 2 meet; 0-2-3 where 0, 2 and 3 meet.
      return cross(0, numbers.includes(1) ? 1 : 2);
    case 'basket':
      return cross(0, 0);
    case 'corner':
      return cross(rowOf(first), columnOf(first));
    case 'line':
      return cross(rowOf(first), 0);
    case 'column':
      return cell(12, detail - 1, 1, 1);
    case 'dozen':
      return cell(4 * (detail - 1), -OUTSIDE_DEPTH, 4, OUTSIDE_DEPTH);
    default: {
      const at = EVEN_MONEY.indexOf(kind as (typeof EVEN_MONEY)[number]);
      return cell(2 * at, -2 * OUTSIDE_DEPTH, 2, OUTSIDE_DEPTH);
    }
  }
}

/** Every bet of the layout with its target, cells first (they are drawn under the small targets). */
export const BOARD_SPOTS: readonly BoardSpot[] = (() => {
  const spots = rouletteBetKeys().map(spotOf);
  const order: Record<SpotShape, number> = { cell: 0, edge: 1, cross: 2 };
  return spots.sort((a, b) => order[a.shape] - order[b.shape]);
})();

export type BoardOrientation = 'horizontal' | 'vertical';

/** A box in percent of the drawn layout. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The layout as drawn: horizontal with 0 on the left, column 3 (3 6 … 36) on top and the outside
 * bets below; vertical (a phone held upright) with 0 on top, 1 2 3 as the first row and the outside
 * bets on the left. Answers the drawn layout's proportions (width / height) too.
 */
export function boardAspect(orientation: BoardOrientation): number {
  const along = BOARD_BOUNDS.uMax - BOARD_BOUNDS.uMin;
  const across = BOARD_BOUNDS.vMax - BOARD_BOUNDS.vMin;
  return orientation === 'horizontal' ? along / across : across / along;
}

export function screenBox(
  spot: Pick<BoardSpot, 'u' | 'v' | 'du' | 'dv'>,
  orientation: BoardOrientation,
): ScreenBox {
  const along = BOARD_BOUNDS.uMax - BOARD_BOUNDS.uMin;
  const across = BOARD_BOUNDS.vMax - BOARD_BOUNDS.vMin;
  const pu = ((spot.u - spot.du / 2 - BOARD_BOUNDS.uMin) / along) * 100;
  const su = (spot.du / along) * 100;
  if (orientation === 'horizontal') {
    const top = ((BOARD_BOUNDS.vMax - (spot.v + spot.dv / 2)) / across) * 100;
    return { left: pu, top, width: su, height: (spot.dv / across) * 100 };
  }
  const left = ((spot.v - spot.dv / 2 - BOARD_BOUNDS.vMin) / across) * 100;
  return { left, top: pu, width: (spot.dv / across) * 100, height: su };
}
