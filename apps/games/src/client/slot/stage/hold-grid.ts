import type { SlotTitle } from '@haneul/game-math';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { EMPTY_CELL } from '../../art/symbol-art.ts';
import type { CashGrid } from '../respin-steps.ts';
import type { ReelBox } from './backdrop.ts';
import { CashLabels } from './cash-labels.ts';

/**
 * The hold-and-spin board, shown over the reels while the feature plays: every cell on its own.
 * A locked cell keeps its cash symbol, its value and a glowing frame; an empty one shows the
 * socket; in a respin each empty cell spins alone, reel by reel, and stops on what the server
 * answered it landed (a value, which locks, or nothing).
 */
interface CellSpin {
  until: number;
  value: number | null;
}

export class HoldGrid {
  readonly container = new Container();
  private readonly glow = new Graphics();
  private readonly sprites: Sprite[];
  private readonly labels: CashLabels;
  private grid: CashGrid = [];
  private spins = new Map<number, CellSpin>();
  private box: ReelBox | null = null;

  constructor(
    private readonly cash: Texture,
    private readonly empty: Texture,
    private readonly size: { reels: number; rows: number },
    formatCash: (amount: number) => string,
    private readonly accent: string,
  ) {
    this.labels = new CashLabels(size.reels, size.rows, formatCash);
    this.sprites = Array.from({ length: size.reels * size.rows }, () => {
      const sprite = new Sprite(empty);
      sprite.anchor.set(0.5);
      return sprite;
    });
    this.container.addChild(this.glow, ...this.sprites, this.labels.container);
    this.container.visible = false;
  }

  layout(box: ReelBox): void {
    this.box = box;
    this.labels.layout(box);
  }

  /** Shows the board with `grid` locked (`[reel][row]`, null for an empty cell). */
  enter(grid: CashGrid): void {
    this.grid = grid.map((column) => [...column]);
    this.spins.clear();
    this.labels.show(this.grid);
    this.container.visible = true;
  }

  exit(): void {
    this.spins.clear();
    this.container.visible = false;
  }

  /**
   * Spins every empty cell from `now`, reel by reel `staggerMs` apart, each for at least
   * `spinMs`; the cells in `landed` stop on their value and lock.
   */
  respin(
    landed: readonly { reel: number; row: number; value: number }[],
    now: number,
    timing: { spinMs: number; staggerMs: number },
  ): void {
    const { rows } = this.size;
    this.grid.forEach((column, reel) =>
      column.forEach((value, row) => {
        if (value !== null) return;
        const hit = landed.find((cell) => cell.reel === reel && cell.row === row);
        this.spins.set(reel * rows + row, {
          until: now + timing.spinMs + reel * timing.staggerMs,
          value: hit?.value ?? null,
        });
      }),
    );
  }

  busy(now: number): boolean {
    return this.spins.size > 0 || (this.container.visible && this.labels.popping(now));
  }

  update(now: number): void {
    const box = this.box;
    if (!box || !this.container.visible) return;
    const { rows } = this.size;
    for (const [cell, spin] of this.spins) {
      if (now < spin.until) continue;
      this.spins.delete(cell);
      if (spin.value === null) continue;
      const [reel, row] = [Math.floor(cell / rows), cell % rows];
      this.grid[reel]![row] = spin.value;
      this.labels.show(this.grid);
      this.labels.pop([{ reel, row }], now);
    }
    this.glow.clear();
    this.sprites.forEach((sprite, cell) => {
      const [reel, row] = [Math.floor(cell / rows), cell % rows];
      const x = box.x + reel * (box.cell + box.gap) + box.cell / 2;
      const y = box.y + (row + 0.5) * box.cell;
      const locked = this.grid[reel]?.[row] != null;
      const spinning = this.spins.has(cell);
      // A spinning cell flickers between the socket and a gourd as it runs past, slightly stretched.
      const flicker = spinning && Math.floor(now / 70 + cell) % 3 === 0;
      sprite.texture = locked || flicker ? this.cash : this.empty;
      sprite.position.set(x, y + (spinning ? Math.sin(now / 40 + cell) * box.cell * 0.04 : 0));
      sprite.width = box.cell * 0.94;
      sprite.height = box.cell * 0.94 * (spinning ? 1.08 : 1);
      sprite.alpha = spinning ? 0.8 : 1;
      if (locked) {
        const half = box.cell * 0.47;
        this.glow
          .roundRect(x - half, y - half, half * 2, half * 2, box.cell * 0.12)
          .fill({ color: this.accent, alpha: 0.16 })
          .stroke({ color: this.accent, width: Math.max(2, box.cell * 0.03) });
      }
    });
    this.labels.update(now);
  }
}

/** The board of a hold-and-spin title (its cash symbol and empty cell baked), else null. */
export function holdGridFor(
  title: SlotTitle,
  textures: ReadonlyMap<string, Texture>,
  formatCash: (amount: number) => string,
  accent: string,
): HoldGrid | null {
  const empty = textures.get(EMPTY_CELL);
  const cash = title.symbols.find((symbol) => symbol.kind === 'cash');
  return empty && cash ? new HoldGrid(textures.get(cash.code)!, empty, title, formatCash, accent) : null;
}
