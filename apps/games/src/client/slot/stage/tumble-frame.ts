import type { DropCell } from '../cascade-steps.ts';
import { fallEase } from './reel-motion.ts';

/**
 * One reel's cascade tumble over time, free of PixiJS: first the vanishing rows of the column it
 * rested on swell and fade, then every row of the new column falls from where `cells` says.
 */
export interface Tumble {
  /** The column the reel rested on, top to bottom. */
  before: readonly string[];
  vanishing: readonly number[];
  vanishAt: number;
  dropAt: number;
  dropMs: number;
  cells: readonly DropCell[];
}

/** How one row is drawn: its symbol, its centre in cells from the reel's top, its size and alpha. */
export interface RowFrame {
  code: string;
  y: number;
  scale: number;
  alpha: number;
}

export function tumbleFrame(tumble: Tumble, now: number): RowFrame[] {
  if (now >= tumble.dropAt) {
    const fall = tumble.dropMs > 0 ? fallEase((now - tumble.dropAt) / tumble.dropMs) : 1;
    return tumble.cells.map(({ code, from }, row) => ({
      code,
      y: from + (row - from) * fall + 0.5,
      scale: 1,
      alpha: 1,
    }));
  }
  const vanished = Math.min(1, Math.max(0, (now - tumble.vanishAt) / (tumble.dropAt - tumble.vanishAt)));
  return tumble.before.map((code, row) => {
    const going = tumble.vanishing.includes(row);
    return { code, y: row + 0.5, scale: going ? 1 + 0.25 * vanished : 1, alpha: going ? 1 - vanished : 1 };
  });
}

/** Whether the tumble is over at `now`, so the reel can rest on its new column. */
export function tumbleDone(tumble: Tumble, now: number): boolean {
  return now >= tumble.dropAt + tumble.dropMs;
}
