import { useI18n } from '../i18n/i18n-context.tsx';

/** A casino chip in CSS: edge spots from a conic gradient, the value in the middle. */
const CHIP_COLORS: Record<number, string> = {
  1_000: 'slate',
  5_000: 'red',
  10_000: 'blue',
  50_000: 'green',
  100_000: 'black',
};

export function chipColor(value: number): string {
  return CHIP_COLORS[value] ?? 'gold';
}

export function Chip({ value, small = false }: { value: number; small?: boolean }) {
  const { fmt } = useI18n();
  return (
    <span className={`chip chip--${chipColor(value)}${small ? ' chip--small' : ''}`} aria-hidden="true">
      <span>{fmt.compact(value)}</span>
    </span>
  );
}

/** The chip to draw on a stake: the largest chip value the stake reaches. */
export function topChip(stake: number, values: readonly number[]): number {
  return [...values].reverse().find((value) => stake >= value) ?? values[0]!;
}
