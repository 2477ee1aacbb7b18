import { ROULETTE_WHEEL } from '@haneul/game-math';
import type { CallBet } from './call-bets.ts';

/**
 * The racetrack drawn in a box of `width` × `height` pixels: the 37 pockets in wheel order round a
 * stadium-shaped track (two straights and two half circles), 0 at the right end (at the top when
 * the box stands upright), clockwise like the wheel. Inside the track the four call bets take the
 * part of the oval beside the pockets they cover: tiers at the far end from 0, orphelins between,
 * voisins du zéro round 0 and jeu zéro, within voisins, right at 0.
 */
export interface Point {
  x: number;
  y: number;
}

export interface TrackPocket {
  pocket: number;
  /** The centre of its place on the track. */
  centre: Point;
  /** Its stretch of the track, as a polygon (for the drawing). */
  outline: Point[];
}

export interface TrackZone {
  call: CallBet;
  /** The part of the oval's inside it takes, as a polygon. */
  outline: Point[];
}

export interface TrackLayout {
  width: number;
  height: number;
  /** The track's width (the ring between the outer and inner edges). */
  ring: number;
  /** The side of a pocket's touch target (a square round its centre). */
  cell: number;
  pockets: TrackPocket[];
  zones: TrackZone[];
  /** The inside edge of the track, as a polygon. */
  inner: Point[];
  /** The outside edge of the track, as a polygon. */
  outer: Point[];
}

const N = ROULETTE_WHEEL.length;
const at = (pocket: number) => ROULETTE_WHEEL.indexOf(pocket);

/** The pockets that bound each zone on the track (first and last, clockwise). */
const ZONE_RANGES: Readonly<Record<CallBet, readonly [number, number]>> = {
  tiers: [27, 33],
  orphelins: [1, 6], // 1 … 9 on one straight, then 17 … 6 on the other: drawn as one piece between them
  voisins: [22, 25],
  zero: [12, 15],
};

export function racetrackLayout(width: number, height: number): TrackLayout {
  const upright = height > width;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const ring = Math.max(16, Math.min(short * 0.4, 46));
  const r = (short - ring) / 2;
  const straight = Math.max(0, long - short);
  const perimeter = 2 * straight + 2 * Math.PI * r;
  const step = perimeter / N;
  const cy = short / 2;
  const rightX = long - short / 2;
  const leftX = short / 2;

  /** A point on the stadium at arc length s from the right end's outermost point, clockwise, `off` outward. */
  const along = (s: number, off: number): Point => {
    let d = ((s % perimeter) + perimeter) % perimeter;
    const quarter = (Math.PI * r) / 2;
    const rad = r + off;
    let p: Point;
    if (d < quarter) {
      const a = d / r; // from the right, turning down
      p = { x: rightX + rad * Math.cos(a), y: cy + rad * Math.sin(a) };
    } else if ((d -= quarter) < straight) {
      p = { x: rightX - d, y: cy + rad };
    } else if ((d -= straight) < Math.PI * r) {
      const a = Math.PI / 2 + d / r;
      p = { x: leftX + rad * Math.cos(a), y: cy + rad * Math.sin(a) };
    } else if ((d -= Math.PI * r) < straight) {
      p = { x: leftX + d, y: cy - rad };
    } else {
      d -= straight;
      const a = -Math.PI / 2 + d / r;
      p = { x: rightX + rad * Math.cos(a), y: cy + rad * Math.sin(a) };
    }
    // Upright: turned a quarter anticlockwise, so the right end (0) comes to the top.
    return upright ? { x: p.y, y: long - p.x } : p;
  };

  const arc = (from: number, to: number, off: number, pieces: number): Point[] =>
    Array.from({ length: pieces + 1 }, (_, i) => along(from + ((to - from) * i) / pieces, off));
  const edge = (s: number) => s * step - step / 2;
  const innerOff = -ring / 2;
  /** The inside edge from the start of pocket index `a` to the end of pocket index `b`, clockwise. */
  const inside = (a: number, b: number) => {
    const from = edge(a);
    const to = edge(b + (b < a ? N : 0) + 1);
    return arc(from, to, innerOff, Math.max(2, Math.ceil((to - from) / 6)));
  };

  const pockets = ROULETTE_WHEEL.map((pocket, i) => ({
    pocket,
    centre: along(i * step, 0),
    outline: [...arc(edge(i), edge(i + 1), ring / 2, 6), ...arc(edge(i + 1), edge(i), innerOff, 6)],
  }));

  const [v0, v1] = ZONE_RANGES.voisins.map(at) as [number, number];
  const [z0, z1] = ZONE_RANGES.zero.map(at) as [number, number];
  const [o0, o1] = ZONE_RANGES.orphelins.map(at) as [number, number];
  const [t0, t1] = ZONE_RANGES.tiers.map(at) as [number, number];
  const zones: TrackZone[] = [
    { call: 'tiers', outline: inside(t0, t1) },
    // Orphelins: the stretch 1 … 9 on one straight, then across to 17 … 6 on the other.
    { call: 'orphelins', outline: [...inside(o0, v0 - 1), ...inside(v1 + 1, o1)] },
    // Voisins without its jeu zéro end: 22 … 28 on one side, 19 … 25 on the other.
    { call: 'voisins', outline: [...inside(v0, z0 - 1), ...inside(z1 + 1, v1)] },
    { call: 'zero', outline: inside(z0, z1) },
  ];

  return {
    width,
    height,
    ring,
    cell: Math.min(step, ring) * 0.98,
    pockets,
    zones,
    inner: arc(0, perimeter, innerOff, 96),
    outer: arc(0, perimeter, ring / 2, 96),
  };
}

/** A polygon's bounding box. */
export function boundsOf(points: readonly Point[]): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

export const pathOf = (points: readonly Point[]) =>
  `M${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L')}Z`;
