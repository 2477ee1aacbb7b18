/**
 * Symbol artwork as data: layers of SVG paths and glyphs in a 100x100 box. One description, two
 * painters: PixiJS Graphics/Text on the reels (`paint-pixi.ts`) and inline SVG in the paytable
 * and on the verify page (`symbol-svg.tsx`), so the verify page never has to load PixiJS and the
 * paytable shows exactly the symbols the reels show.
 */

/** Gradient coordinates are fractions of the layer's own bounding box (0..1), as in SVG's default. */
export interface LinearPaint {
  kind: 'linear';
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  stops: readonly (readonly [offset: number, color: string])[];
}

export interface RadialPaint {
  kind: 'radial';
  cx: number;
  cy: number;
  r: number;
  stops: readonly (readonly [offset: number, color: string])[];
}

/** A flat `#rrggbb` colour or a gradient. */
export type Paint = string | LinearPaint | RadialPaint;

export interface PathLayer {
  type: 'path';
  /** SVG path data in the 100x100 box. */
  d: string;
  fill?: Paint;
  stroke?: string;
  width?: number;
  alpha?: number;
}

export interface TextLayer {
  type: 'text';
  text: string;
  /** Centre of the glyphs. */
  x: number;
  y: number;
  size: number;
  fill: Paint;
  stroke?: string;
  width?: number;
  font: 'serif' | 'sans';
  alpha?: number;
}

export type ArtLayer = PathLayer | TextLayer;
export type Art = readonly ArtLayer[];

/** Short constructors, so artwork reads as a list of shapes rather than object noise. */
export const fill = (d: string, paint: Paint, alpha?: number): PathLayer => ({
  type: 'path',
  d,
  fill: paint,
  alpha,
});
export const line = (d: string, color: string, width: number, alpha?: number): PathLayer => ({
  type: 'path',
  d,
  stroke: color,
  width,
  alpha,
});
export const shape = (d: string, paint: Paint, stroke: string, width: number): PathLayer => ({
  type: 'path',
  d,
  fill: paint,
  stroke,
  width,
});

/** A top-to-bottom linear gradient. */
export const vertical = (...colors: string[]): LinearPaint => ({
  kind: 'linear',
  x0: 0,
  y0: 0,
  x1: 0,
  y1: 1,
  stops: colors.map((color, i) => [i / Math.max(1, colors.length - 1), color] as const),
});

/** A radial gradient from the centre (or a given point) outwards. */
export const radial = (colors: string[], cx = 0.5, cy = 0.5, r = 0.5): RadialPaint => ({
  kind: 'radial',
  cx,
  cy,
  r,
  stops: colors.map((color, i) => [i / Math.max(1, colors.length - 1), color] as const),
});
