/**
 * A die's face in SVG: an ivory body and its pips, the one and the four in red as on Asian dice.
 * The layout's spots, the last rolls and the faces of the 3D dice all draw it.
 */
const CELL = [6, 12, 18] as const;
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
};

export function DieFace({ value, className = '' }: { value: number; className?: string }) {
  const red = value === 1 || value === 4;
  return (
    <svg viewBox="0 0 24 24" className={`die-face ${className}`} aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="5" className="die-face__body" />
      {(PIPS[value] ?? []).map(([col, row]) => (
        <circle
          key={`${col}${row}`}
          cx={CELL[col]}
          cy={CELL[row]}
          r={value === 1 ? 3.6 : 2.4}
          className={`die-face__pip${red ? ' die-face__pip--red' : ''}`}
        />
      ))}
    </svg>
  );
}
