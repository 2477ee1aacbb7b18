/**
 * A handicap or total line in quarter goals (points, runs): −0.25 is −1, +0.75 is 3, 2.25 is 9, so
 * every line is a whole number and settles exactly. Asian lines come in three kinds: a whole line
 * can push (the stake back), a half line cannot, and a quarter line splits the stake between the
 * two lines beside it (2.25 is half on 2 and half on 2.5).
 */
export type Line = number & { readonly __brand: 'Line' };

export type LineKind = 'whole' | 'half' | 'quarter';

/** The widest line a market may carry: ±200.00 (basketball totals stay well inside). */
const MAX_QUARTERS = 800;

export function line(quarters: number): Line {
  if (!Number.isInteger(quarters) || Math.abs(quarters) > MAX_QUARTERS) {
    throw new RangeError(`line: ${quarters} is not a line in quarters`);
  }
  return quarters as Line;
}

export function isLine(value: number): value is Line {
  return Number.isInteger(value) && Math.abs(value) <= MAX_QUARTERS;
}

export function lineKind(value: Line): LineKind {
  const rest = ((value % 4) + 4) % 4;
  return rest === 0 ? 'whole' : rest === 2 ? 'half' : 'quarter';
}

/**
 * A line as it is printed: a handicap with its sign ("+1.5", "−0.25", "0"), a total without
 * ("2.25"). The minus is the typographic one, as bookmakers print it.
 */
export function formatLine(value: Line, { signed }: { signed: boolean }): string {
  const text = String(Math.abs(value) / 4);
  if (value < 0) return `−${text}`;
  return signed && value > 0 ? `+${text}` : text;
}

/** The line in goals, for arithmetic on scores (exact: quarters are binary fractions). */
export function lineValue(value: Line): number {
  return value / 4;
}
