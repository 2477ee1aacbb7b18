import type { SlotTitle } from '@haneul/game-math';
import { Rectangle, type Renderer, type Texture } from 'pixi.js';
import { paintArt } from '../../art/paint-pixi.ts';
import { symbolArt } from '../../art/symbol-art.ts';

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
  const textures = new Map<string, Texture>();
  for (const symbol of title.symbols) {
    const art = paintArt(symbolArt(title.code, symbol, wildLabel), scale * resolution * 1.5);
    // The frame is read in the art's own 100x100 units; the resolution gives it its pixels.
    const texture = renderer.generateTexture({
      target: art,
      frame: new Rectangle(0, 0, 100, 100),
      resolution: scale * resolution,
      antialias: true,
    });
    art.destroy({ children: true });
    textures.set(symbol.code, texture);
  }
  return textures;
}
