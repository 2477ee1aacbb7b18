import { formatLine, line } from '@haneul/sportsbook';

/**
 * A line as printed, from the wire's goals (points, runs): a handicap signed ("+1.5", "−0.25",
 * "0"), a total without ("2.5"). Quarter lines stay as they are (−0.25), as Korean books print
 * Asian lines, with the typographic minus.
 */
export function formatGoals(goals: number, { signed }: { signed: boolean }): string {
  return formatLine(line(Math.round(goals * 4)), { signed });
}

/** A handicap line is the home side's: the away side takes its negative. */
export function sideLine(homeLine: number, side: 'home' | 'away'): number {
  return side === 'home' ? homeLine : -homeLine;
}
