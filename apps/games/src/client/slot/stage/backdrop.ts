import type { Graphics } from 'pixi.js';
import { FillGradient } from 'pixi.js';
import type { TitlePalette } from '../../art/palettes.ts';

/**
 * The scene behind the reels: the title's sky, a scatter of lights in its mood (stars over the
 * palace and the pine forest, embers at the persimmon cottage, goblin fire, lantern glow), and
 * the gold frame around the reels, which turns the title's accent colour in free spins.
 */
export interface ReelBox {
  x: number;
  y: number;
  cell: number;
  reels: number;
  rows: number;
  gap: number;
}

/** The largest square cells that fit the reels (with a gap between them and room for the frame). */
export function fitReels(width: number, height: number, title: { reels: number; rows: number }): ReelBox {
  const gapShare = 0.06;
  // Phones give every pixel to the symbols; larger windows leave the scene room to breathe.
  const pad = width < 600 ? Math.min(width, height) * 0.04 + 8 : Math.min(width, height) * 0.07 + 12;
  const cell = Math.max(
    8,
    Math.floor(
      Math.min(
        (width - 2 * pad) / (title.reels + gapShare * (title.reels - 1)),
        (height - 2 * pad) / title.rows,
      ),
    ),
  );
  const gap = Math.round(cell * gapShare);
  const reelsWidth = title.reels * cell + (title.reels - 1) * gap;
  return {
    x: Math.round((width - reelsWidth) / 2),
    y: Math.round((height - title.rows * cell) / 2),
    cell,
    reels: title.reels,
    rows: title.rows,
    gap,
  };
}

function lights(count: number, seed: number): { x: number; y: number; r: number; a: number }[] {
  // A fixed pseudo-random field, so the scene does not jump when the window is resized.
  let s = seed;
  const next = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () => ({
    x: next(),
    y: next() * 0.75,
    r: 0.6 + next() * 2.2,
    a: 0.25 + next() * 0.6,
  }));
}

const FIELD = lights(70, 20240917);

export function drawBackdrop(
  g: Graphics,
  width: number,
  height: number,
  p: TitlePalette,
  free: boolean,
): void {
  g.clear();
  const sky = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: p.sky.map((color, i) => ({ offset: i / (p.sky.length - 1), color })),
  });
  g.rect(0, 0, width, height).fill({ fill: sky });
  for (const light of FIELD)
    g.circle(light.x * width, light.y * height, light.r).fill({ color: '#fff6d8', alpha: light.a * 0.8 });
  const glow = new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: free ? `${p.accent}66` : '#ffffff22' },
      { offset: 1, color: '#00000000' },
    ],
  });
  g.ellipse(width / 2, height * 0.5, width * 0.55, height * 0.6).fill({ fill: glow });
}

export function drawFrame(g: Graphics, box: ReelBox, p: TitlePalette, free: boolean): void {
  g.clear();
  const width = box.reels * box.cell + (box.reels - 1) * box.gap;
  const height = box.rows * box.cell;
  const pad = Math.max(8, box.cell * 0.12);
  const frame = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: (free ? [p.accent, '#ffffff', p.accent] : p.frame).map((color, i) => ({
      offset: i / 2,
      color,
    })),
  });
  g.roundRect(box.x - pad - 4, box.y - pad - 4, width + 2 * pad + 8, height + 2 * pad + 8, pad + 6).fill({
    color: '#000000',
    alpha: 0.45,
  });
  g.roundRect(box.x - pad, box.y - pad, width + 2 * pad, height + 2 * pad, pad).fill({ fill: frame });
  g.roundRect(box.x - pad * 0.55, box.y - pad * 0.55, width + pad * 1.1, height + pad * 1.1, pad * 0.6).fill({
    color: '#05081a',
  });
  const reel = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: p.reel[0] },
      { offset: 0.5, color: p.reel[1] },
      { offset: 1, color: p.reel[0] },
    ],
  });
  for (let r = 0; r < box.reels; r++) {
    g.roundRect(box.x + r * (box.cell + box.gap), box.y, box.cell, height, box.cell * 0.08).fill({
      fill: reel,
    });
  }
  // Corner jewels on the frame: small diamonds in the accent colour.
  const corners = [
    [box.x - pad / 2, box.y - pad / 2],
    [box.x + width + pad / 2, box.y - pad / 2],
    [box.x - pad / 2, box.y + height + pad / 2],
    [box.x + width + pad / 2, box.y + height + pad / 2],
  ] as const;
  const d = pad * 0.7;
  for (const [cx, cy] of corners) {
    g.poly([cx, cy - d, cx + d, cy, cx, cy + d, cx - d, cy])
      .fill({ color: p.accent })
      .stroke({ color: '#fff6d8', width: 1.5 });
  }
}
