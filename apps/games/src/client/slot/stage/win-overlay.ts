import { Container, Graphics, Text } from 'pixi.js';
import { LINE_COLORS } from '../../art/palettes.ts';
import { SANS_FONT } from '../../art/paint-pixi.ts';
import type { WinDisplay } from '../win-cells.ts';
import type { ReelBox } from './backdrop.ts';

/**
 * Draws the wins of a landed spin over the reels: first every win at once, then each in turn
 * (its payline, gold frames on its cells and its pay), looping until the next spin.
 */
const ALL_MS = 1600;
const EACH_MS = 1300;

export class WinOverlay {
  readonly container = new Container();
  private readonly lines = new Graphics();
  private readonly label = new Text({
    text: '',
    anchor: 0.5,
    style: {
      fontFamily: SANS_FONT,
      fontSize: 20,
      fontWeight: '800',
      fill: '#fffbe6',
      stroke: { color: '#1a0d05', width: 4 },
    },
  });
  private wins: WinDisplay[] = [];
  private since = 0;
  private box: ReelBox | null = null;

  constructor(private readonly formatPay: (amount: number) => string) {
    this.container.addChild(this.lines, this.label);
  }

  layout(box: ReelBox): void {
    this.box = box;
    this.label.style.fontSize = Math.max(14, box.cell * 0.17);
  }

  show(wins: WinDisplay[], now: number): void {
    this.wins = wins;
    this.since = now;
  }

  clear(): void {
    this.wins = [];
    this.lines.clear();
    this.label.visible = false;
  }

  /** The wins in view at `now`: all of them first, then one at a time. */
  current(now: number): WinDisplay[] {
    if (this.wins.length === 0) return [];
    const elapsed = now - this.since;
    if (elapsed < ALL_MS || this.wins.length === 1) return this.wins;
    return [this.wins[Math.floor((elapsed - ALL_MS) / EACH_MS) % this.wins.length]!];
  }

  update(now: number): void {
    const box = this.box;
    const shown = this.current(now);
    this.lines.clear();
    this.label.visible = false;
    if (!box || shown.length === 0) return;
    const center = (reel: number, row: number) =>
      [box.x + reel * (box.cell + box.gap) + box.cell / 2, box.y + (row + 0.5) * box.cell] as const;
    for (const win of shown) {
      const color = win.line === null ? '#fff3b0' : LINE_COLORS[win.line % LINE_COLORS.length]!;
      if (win.path) {
        const points = win.path.flatMap(([reel, row]) => center(reel, row));
        const [x0, y0] = [box.x - box.cell * 0.12, points[1]!];
        const [x1, y1] = [points[points.length - 2]! + box.cell * 0.62, points[points.length - 1]!];
        const all = [x0, y0, ...points, x1, y1];
        this.lines
          .poly(all, false)
          .stroke({ color, width: box.cell * 0.1, alpha: 0.25, cap: 'round', join: 'round' });
        this.lines
          .poly(all, false)
          .stroke({ color, width: Math.max(3, box.cell * 0.035), cap: 'round', join: 'round' });
      }
      for (const [reel, row] of win.cells) {
        const [cx, cy] = center(reel, row);
        const half = box.cell * 0.47;
        this.lines
          .roundRect(cx - half, cy - half, half * 2, half * 2, box.cell * 0.1)
          .stroke({ color, width: Math.max(2.5, box.cell * 0.03) });
      }
    }
    if (shown.length === 1 && shown[0]!.pay > 0) {
      const win = shown[0]!;
      const [reel, row] = win.cells[win.cells.length - 1]!;
      const [cx, cy] = center(reel, row);
      // A way through multiplier wilds says so beside its (already multiplied) pay.
      const boost = win.multipliers.map((multiplier) => `×${multiplier}`).join(' ');
      this.label.text = boost ? `${boost}  ${this.formatPay(win.pay)}` : this.formatPay(win.pay);
      this.label.position.set(cx, cy + box.cell * 0.36);
      this.label.visible = true;
    }
  }
}
