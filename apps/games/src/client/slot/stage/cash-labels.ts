import { Container, Text } from 'pixi.js';
import { SANS_FONT } from '../../art/paint-pixi.ts';
import type { CashGrid } from '../respin-steps.ts';
import type { ReelBox } from './backdrop.ts';

/**
 * The values written on cash symbols (흥부's golden gourds): one label per cell, low on the
 * symbol where the gourd is widest. A label that has just appeared pops, so a landing is seen.
 */
const POP_MS = 380;

export class CashLabels {
  readonly container = new Container();
  private readonly labels: Text[];
  private readonly poppedAt: number[];
  private box: ReelBox | null = null;

  constructor(
    reels: number,
    private readonly rows: number,
    private readonly formatCash: (amount: number) => string,
  ) {
    this.labels = Array.from({ length: reels * rows }, () =>
      this.container.addChild(
        new Text({
          text: '',
          anchor: 0.5,
          style: {
            fontFamily: SANS_FONT,
            fontSize: 20,
            fontWeight: '900',
            fill: '#fffbe6',
            stroke: { color: '#4a1a00', width: 5, join: 'round' },
          },
        }),
      ),
    );
    this.poppedAt = this.labels.map(() => -Infinity);
  }

  layout(box: ReelBox): void {
    this.box = box;
    this.labels.forEach((label, i) => {
      const [reel, row] = [Math.floor(i / this.rows), i % this.rows];
      label.style.fontSize = Math.max(11, box.cell * 0.21);
      label.style.stroke = { color: '#4a1a00', width: Math.max(3, box.cell * 0.045), join: 'round' };
      label.position.set(box.x + reel * (box.cell + box.gap) + box.cell / 2, box.y + (row + 0.7) * box.cell);
    });
  }

  /** Writes `values` (`[reel][row]`, null for none) on the cells; null hides every label. */
  show(values: CashGrid | null): void {
    this.labels.forEach((label, i) => {
      const value = values?.[Math.floor(i / this.rows)]?.[i % this.rows] ?? null;
      label.visible = value !== null;
      if (value !== null) label.text = this.formatCash(value);
    });
  }

  /** Makes the labels of these cells pop from `now`. */
  pop(cells: readonly { reel: number; row: number }[], now: number): void {
    for (const { reel, row } of cells) this.poppedAt[reel * this.rows + row] = now;
  }

  popping(now: number): boolean {
    return this.poppedAt.some((at) => now - at < POP_MS);
  }

  update(now: number): void {
    if (!this.box) return;
    this.labels.forEach((label, i) => {
      const u = Math.min(1, (now - this.poppedAt[i]!) / POP_MS);
      label.scale.set(1 + 0.6 * (1 - u) * (1 - u));
    });
  }
}
