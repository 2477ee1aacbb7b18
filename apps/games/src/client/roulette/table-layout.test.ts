import { describe, expect, it } from 'vitest';
import { boardAspect } from './board-geometry.ts';
import { FLATTEST_BOARD, OVAL, tableLayout, type Rect } from './table-layout.ts';

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.left + b.width - 0.5 &&
  b.left < a.left + a.width - 0.5 &&
  a.top < b.top + b.height - 0.5 &&
  b.top < a.top + a.height - 0.5;

/** Stages above the chip rack: desktop 1440×900, a phone on its side and held up, a tablet. */
const STAGES: [string, number, number][] = [
  ['desktop', 1076, 740],
  ['phone on its side', 824, 250],
  ['phone held up', 370, 640],
  ['small phone held up', 340, 520],
  ['tablet held up', 748, 860],
  ['wide and short window', 1200, 420],
];

describe('table layout', () => {
  it.each(STAGES)('fits the whole table on a %s stage', (_, width, height) => {
    const layout = tableLayout(width, height);
    const parts = [layout.wheel, layout.board, layout.track, layout.stats];
    for (const part of parts) {
      expect(part.left).toBeGreaterThanOrEqual(-0.01);
      expect(part.top).toBeGreaterThanOrEqual(-0.01);
      expect(part.left + part.width).toBeLessThanOrEqual(width + 0.01);
      expect(part.top + part.height).toBeLessThanOrEqual(height + 0.01);
      expect(part.width).toBeGreaterThan(60);
      expect(part.height).toBeGreaterThan(60);
    }
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]!, parts[j]!)).toBe(false);
    const ratio = layout.board.width / layout.board.height;
    if (layout.upright) expect(ratio).toBeCloseTo(boardAspect('vertical'));
    else {
      expect(ratio).toBeGreaterThanOrEqual(boardAspect('horizontal') - 1e-6);
      expect(ratio).toBeLessThanOrEqual(FLATTEST_BOARD + 1e-6);
    }
    expect(layout.wheel.width).toBe(layout.wheel.height);
  });

  it('stands the layout on end only when the stage is upright', () => {
    expect(tableLayout(370, 640).upright).toBe(true);
    expect(tableLayout(824, 250).upright).toBe(false);
    expect(tableLayout(1076, 740).upright).toBe(false);
  });

  it('keeps the racetrack an oval when it stands upright, the wheel giving way on a short phone', () => {
    for (const [width, height] of [
      [370, 640],
      [340, 470],
      [370, 760],
    ] as const) {
      const { track, wheel } = tableLayout(width, height);
      expect(track.height / track.width).toBeGreaterThanOrEqual(OVAL - 1e-6);
      expect(wheel.width).toBeGreaterThanOrEqual(96);
    }
  });

  it('keeps number cells big enough to touch on a phone', () => {
    const side = tableLayout(824, 250).board;
    expect(side.width / 14).toBeGreaterThan(36);
    expect(side.height / (3 + 2 * 0.72)).toBeGreaterThan(28);
    const up = tableLayout(370, 640).board;
    expect(up.height / 14).toBeGreaterThan(36);
  });
});
