import type { SlotTitle } from '@haneul/game-math';
import { Rectangle, type Renderer, type Texture } from 'pixi.js';
import { paintArt } from '../../art/paint-pixi.ts';
import { EMPTY_CELL, emptyCellArt, symbolArt } from '../../art/symbol-art.ts';
import type { Art } from '../../art/art-spec.ts';

/**
 * Every symbol of a title is painted once into a texture; the reels then only move sprites, so
 * a spin costs the same whether a symbol has three shapes or thirty.
 */
export const SYMBOL_TEXTURE_SIZE = 160;

export function bakeSymbolTextures(
  renderer: Renderer,
  title: SlotTitle,
  wildLabel: string,
): Map<string, Texture> {
  const resolution = Math.min(2, window.devicePixelRatio || 1);
  const scale = SYMBOL_TEXTURE_SIZE / 100;
  const bake = (art: Art): Texture => {
    const painted = paintArt(art, scale * resolution * 1.5);
    // The frame is read in the art's own 100x100 units; the resolution gives it its pixels.
    const texture = renderer.generateTexture({
      target: painted,
      frame: new Rectangle(0, 0, 100, 100),
      resolution: scale * resolution,
      antialias: true,
    });
    painted.destroy({ children: true });
    return texture;
  };
  const textures = new Map(
    title.symbols.map((symbol) => [symbol.code, bake(symbolArt(title.code, symbol, wildLabel))] as const),
  );
  if (title.mechanic?.kind === 'hold-and-spin') textures.set(EMPTY_CELL, bake(emptyCellArt(title.code)));
  return textures;
}
