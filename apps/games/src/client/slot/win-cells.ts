import type { ReelSpin, SlotTitle } from '@haneul/game-math';

/**
 * Which cells each win of a spin covers, for the highlight: a line win covers its payline's
 * first `count` cells, a ways win every cell of its symbol (or a wild) on its leading reels, a
 * scatter every scatter in the window. Cells are `[reel, row]`.
 */
export type Cell = readonly [reel: number, row: number];

export interface WinDisplay {
  kind: 'line' | 'ways' | 'scatter';
  /** 0-based payline index for line wins. */
  line: number | null;
  /** The whole payline, for drawing it across the reels (line wins only). */
  path: Cell[] | null;
  cells: Cell[];
  symbol: string;
  count: number;
  pay: number;
}

export function winDisplays(
  title: SlotTitle,
  spin: Pick<ReelSpin, 'window' | 'lineWins' | 'wayWins' | 'scatter' | 'freeSpinsAwarded'>,
): WinDisplay[] {
  const wild = title.symbols.find((s) => s.kind === 'wild')?.code;
  const scatter = title.symbols.find((s) => s.kind === 'scatter')?.code;
  const out: WinDisplay[] = [];
  if (title.evaluation.kind === 'lines') {
    for (const win of spin.lineWins) {
      const rows = title.evaluation.lines[win.line];
      if (!rows) continue;
      const path = rows.map((row, reel): Cell => [reel, row]);
      out.push({
        kind: 'line',
        line: win.line,
        path,
        cells: path.slice(0, win.count),
        symbol: win.symbol,
        count: win.count,
        pay: win.pay,
      });
    }
  }
  for (const win of spin.wayWins) {
    const cells: Cell[] = [];
    for (let reel = 0; reel < win.count; reel++) {
      spin.window[reel]?.forEach((code, row) => {
        if (code === win.symbol || code === wild) cells.push([reel, row]);
      });
    }
    out.push({
      kind: 'ways',
      line: null,
      path: null,
      cells,
      symbol: win.symbol,
      count: win.count,
      pay: win.pay,
    });
  }
  if (scatter && (spin.scatter.pay > 0 || spin.freeSpinsAwarded > 0)) {
    const cells: Cell[] = [];
    spin.window.forEach((column, reel) =>
      column.forEach((code, row) => code === scatter && cells.push([reel, row])),
    );
    out.push({
      kind: 'scatter',
      line: null,
      path: null,
      cells,
      symbol: scatter,
      count: spin.scatter.count,
      pay: spin.scatter.pay,
    });
  }
  return out;
}
