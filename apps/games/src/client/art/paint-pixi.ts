import { Container, FillGradient, Graphics, GraphicsPath, Text, type FillInput } from 'pixi.js';
import type { Art, Paint } from './art-spec.ts';

/** Paints symbol artwork with PixiJS Graphics and Text, in the artwork's own 100x100 box. */

export const SERIF_FONT =
  "'Noto Serif KR', 'Noto Serif CJK KR', 'Nanum Myeongjo', Batang, 'Times New Roman', serif";
export const SANS_FONT =
  "'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";

function toPixi(paint: Paint): FillGradient | string {
  if (typeof paint === 'string') return paint;
  const colorStops = paint.stops.map(([offset, color]) => ({ offset, color }));
  if (paint.kind === 'linear') {
    return new FillGradient({
      type: 'linear',
      start: { x: paint.x0, y: paint.y0 },
      end: { x: paint.x1, y: paint.y1 },
      colorStops,
      textureSpace: 'local',
    });
  }
  return new FillGradient({
    type: 'radial',
    center: { x: paint.cx, y: paint.cy },
    innerRadius: 0,
    outerCenter: { x: paint.cx, y: paint.cy },
    outerRadius: paint.r,
    colorStops,
    textureSpace: 'local',
  });
}

function fillStyle(paint: Paint, alpha = 1): FillInput {
  const pixi = toPixi(paint);
  return typeof pixi === 'string' ? { color: pixi, alpha } : { fill: pixi, alpha };
}

/** A container holding the artwork; `textResolution` keeps glyphs sharp once the art is scaled up. */
export function paintArt(art: Art, textResolution: number): Container {
  const root = new Container();
  let graphics: Graphics | null = null;
  for (const layer of art) {
    if (layer.type === 'path') {
      graphics ??= root.addChild(new Graphics());
      graphics.path(new GraphicsPath(layer.d));
      if (layer.fill) graphics.fill(fillStyle(layer.fill, layer.alpha));
      if (layer.stroke) {
        graphics.stroke({
          color: layer.stroke,
          width: layer.width ?? 1,
          alpha: layer.alpha ?? 1,
          cap: 'round',
          join: 'round',
        });
      }
      continue;
    }
    const text = new Text({
      text: layer.text,
      anchor: 0.5,
      resolution: textResolution,
      style: {
        fontFamily: layer.font === 'serif' ? SERIF_FONT : SANS_FONT,
        fontSize: layer.size,
        fontWeight: '900',
        fill: toPixi(layer.fill),
        stroke: layer.stroke ? { color: layer.stroke, width: layer.width ?? 1, join: 'round' } : undefined,
      },
    });
    text.position.set(layer.x, layer.y);
    text.alpha = layer.alpha ?? 1;
    root.addChild(text);
    // Later paths go above this glyph, so they need a Graphics of their own.
    graphics = null;
  }
  return root;
}
