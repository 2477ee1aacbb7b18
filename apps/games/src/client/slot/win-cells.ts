import type { ReelSpin, SlotTitle } from '@haneul/game-math';

/**
 * Which cells each win of a spin covers, for the highlight: a line win covers its payline's
 * first `count` cells, a ways win every cell of its symbol (or any wild) on its leading reels, a
 * scatter every scatter in the window. Cells are `[reel, row]`. A ways win through multiplier
 * wilds names their multipliers, so the pay shown can say why it is that large.
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
  /** The multipliers (above 1) of the wilds a ways win runs through, lowest first. */
  multipliers: number[];
}

/** A window and its wins: a spin's, or a cascade tumble's (ways only, no scatter). */
export type WinsOf = Pick<ReelSpin, 'window' | 'wayWins'> &
  Partial<Pick<ReelSpin, 'lineWins' | 'scatter' | 'freeSpinsAwarded'>>;

export function winDisplays(title: SlotTitle, spin: WinsOf): WinDisplay[] {
  const wilds = new Map(
    title.symbols.filter((s) => s.kind === 'wild').map((s) => [s.code, s.multiplier ?? 1] as const),
  );
  const scatter = title.symbols.find((s) => s.kind === 'scatter')?.code;
  const { lineWins = [], scatter: scattered = { count: 0, pay: 0 }, freeSpinsAwarded = 0 } = spin;
  const out: WinDisplay[] = [];
  if (title.evaluation.kind === 'lines') {
    for (const win of lineWins) {
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
        multipliers: [],
      });
    }
  }
  for (const win of spin.wayWins) {
    const cells: Cell[] = [];
    const multipliers = new Set<number>();
    for (let reel = 0; reel < win.count; reel++) {
      spin.window[reel]?.forEach((code, row) => {
        const wild = wilds.get(code);
        if (code !== win.symbol && wild === undefined) return;
        cells.push([reel, row]);
        if (wild !== undefined && wild > 1) multipliers.add(wild);
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
      multipliers: [...multipliers].sort((a, b) => a - b),
    });
  }
  if (scatter && (scattered.pay > 0 || freeSpinsAwarded > 0)) {
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
      count: scattered.count,
      pay: scattered.pay,
      multipliers: [],
    });
  }
  return out;
}
