import { boardAspect } from './board-geometry.ts';

/**
 * Where the wheel, the betting layout, the racetrack and the display board go in the space the
 * screen has above its chip rack, so the whole table is in view at once on any screen, a phone on
 * its side included. Wide: the wheel with the display board under it on the left, the layout with
 * the racetrack under it on the right. Upright (a phone held up): the layout stands on end on the
 * left, the wheel, the racetrack (standing too) and the display board on the right.
 */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TableLayout {
  upright: boolean;
  wheel: Rect;
  board: Rect;
  track: Rect;
  stats: Rect;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Upright when the space is clearly taller than wide. */
export function isUpright(width: number, height: number): boolean {
  return width < height * 0.85;
}

/** How much flatter than square-celled the wide layout may be drawn on a short screen. */
export const FLATTEST_BOARD = 4.4;

/**
 * The least length-to-width of the racetrack standing upright: rounder than this, its two ends
 * meet, and the four call bets inside squeeze into wedges too thin for their names.
 */
export const OVAL = 1.6;

/** The smallest wheel an upright table draws, still showing its numbers. */
const MIN_WHEEL = 96;

function wide(width: number, height: number, gap: number): TableLayout {
  const boardRatio = boardAspect('horizontal');
  // A short screen (a phone on its side) gets a flatter racetrack and a compact display board.
  const short = height < 360;
  const trackRatio = short ? 6.2 : 4.6;
  const statsHeight = short ? 96 : clamp(height * 0.22, 130, 190);
  const wheel = Math.max(60, Math.min(height - statsHeight - gap, width * 0.32, 420));
  const left = Math.min(Math.max(wheel, short ? 210 : 240), width * 0.4);
  let right = Math.min(width - left - gap, 1100);
  let boardHeight = right / boardRatio;
  const trackHeight = () => right / trackRatio;
  if (boardHeight + gap + trackHeight() > height) {
    // Too tall: flatten the layout's cells first, then narrow the whole right side.
    boardHeight = Math.max(right / FLATTEST_BOARD, height - gap - trackHeight());
    if (boardHeight + gap + trackHeight() > height) {
      right = (height - gap) / (1 / FLATTEST_BOARD + 1 / trackRatio);
      boardHeight = right / FLATTEST_BOARD;
    }
  }
  const used = left + gap + right;
  const x = Math.max(0, (width - used) / 2);
  const leftTop = Math.max(0, (height - wheel - gap - statsHeight) / 2);
  const rightTop = Math.max(0, (height - boardHeight - gap - trackHeight()) / 2);
  return {
    upright: false,
    wheel: { left: x + (left - wheel) / 2, top: leftTop, width: wheel, height: wheel },
    stats: { left: x, top: leftTop + wheel + gap, width: left, height: statsHeight },
    board: { left: x + left + gap, top: rightTop, width: right, height: boardHeight },
    track: { left: x + left + gap, top: rightTop + boardHeight + gap, width: right, height: trackHeight() },
  };
}

function upright(width: number, height: number, gap: number): TableLayout {
  const boardRatio = boardAspect('vertical');
  const rightMin = 140;
  const boardHeight = Math.max(0, Math.min(height, (width - gap - rightMin) / boardRatio));
  const board = boardHeight * boardRatio;
  const right = Math.min(width - board - gap, 320);
  const statsHeight = clamp(height * 0.2, 96, 170);
  const spare = height - statsHeight - 2 * gap;
  // A short phone (360×640) cannot give everything its size: the wheel gives way first, down to
  // MIN_WHEEL, so the racetrack keeps its straights; then the track narrows to stay an oval.
  const wheel = Math.max(Math.min(MIN_WHEEL, right), Math.min(right, height * 0.3, spare - right * OVAL));
  const trackHeight = Math.max(0, Math.min(spare - wheel, right * 3.2));
  const trackWidth = Math.min(right, trackHeight / OVAL);
  const used = board + gap + right;
  const x = Math.max(0, (width - used) / 2);
  const rightTotal = wheel + trackHeight + statsHeight + 2 * gap;
  const top = Math.max(0, (height - rightTotal) / 2);
  const boardTop = Math.max(0, (height - boardHeight) / 2);
  const rightLeft = x + board + gap;
  return {
    upright: true,
    board: { left: x, top: boardTop, width: board, height: boardHeight },
    wheel: { left: rightLeft + (right - wheel) / 2, top, width: wheel, height: wheel },
    track: {
      left: rightLeft + (right - trackWidth) / 2,
      top: top + wheel + gap,
      width: trackWidth,
      height: trackHeight,
    },
    stats: { left: rightLeft, top: top + wheel + trackHeight + 2 * gap, width: right, height: statsHeight },
  };
}

export function tableLayout(width: number, height: number, gap = 10): TableLayout {
  return isUpright(width, height) ? upright(width, height, gap) : wide(width, height, gap);
}
