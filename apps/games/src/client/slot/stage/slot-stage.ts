import type { SlotTitle } from '@haneul/game-math';
// Before any renderer exists: swaps Pixi's generated code (`new Function`) for static functions,
// so the window runs under a CSP without 'unsafe-eval' (the name says what it replaces).
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics } from 'pixi.js';
import { paletteOf } from '../../art/palettes.ts';
import type { WinDisplay } from '../win-cells.ts';
import { drawBackdrop, drawFrame, fitReels, type ReelBox } from './backdrop.ts';
import { ReelView, type CellLook } from './reel-view.ts';
import { rendererPreference } from './renderer-preference.ts';
import { bakeSymbolTextures } from './symbol-textures.ts';
import { WinOverlay } from './win-overlay.ts';

/**
 * The slot's PixiJS scene. This module (and PixiJS with it) is loaded lazily by the slot screen,
 * so the baccarat table and the verify page never download it. The React screen drives it with
 * plain calls: start the reels, land them on a result, show wins, switch the free-spin look.
 */
export interface LandedSpin {
  stops: readonly number[];
  window: readonly (readonly string[])[];
}

export interface SlotStage {
  start(strips: readonly (readonly string[])[]): void;
  /** Lands the reels on a result, reel by reel; resolves once the last one has settled. */
  land(spin: LandedSpin, options?: { hurry?: boolean }): Promise<void>;
  showWins(wins: WinDisplay[]): void;
  clearWins(): void;
  setFreeMode(free: boolean): void;
  destroy(): void;
}

const STAGGER_MS = 220;
const MIN_SPIN_MS = 650;
/** Extra suspense for the reels still turning once two scatters are in view. */
const TEASE_MS = 650;

export async function createSlotStage(options: {
  host: HTMLElement;
  title: SlotTitle;
  wildLabel: string;
  initial: LandedSpin;
  formatPay: (amount: number) => string;
  onReelStop: () => void;
}): Promise<SlotStage> {
  const { host, title } = options;
  const app = new Application();
  await app.init({
    resizeTo: host,
    antialias: false,
    backgroundAlpha: 0,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    autoDensity: true,
    preference: rendererPreference(),
  });
  host.appendChild(app.canvas);
  app.canvas.setAttribute('aria-hidden', 'true');

  const palette = paletteOf(title.code);
  const textures = bakeSymbolTextures(app.renderer, title, options.wildLabel);
  const backdrop = new Graphics();
  const frame = new Graphics();
  const reelLayer = new Container();
  const overlay = new WinOverlay(options.formatPay);
  app.stage.addChild(backdrop, frame, reelLayer, overlay.container);

  let landedReels = 0;
  const reels = title.reelStrips.map((strip, r) => {
    const view = new ReelView(
      textures,
      title.rows,
      strip,
      options.initial.window[r]!,
      options.initial.stops[r]!,
      () => {
        landedReels++;
        options.onReelStop();
      },
    );
    reelLayer.addChild(view.container);
    return view;
  });

  let free = false;
  let box: ReelBox = fitReels(app.screen.width, app.screen.height, title);
  const layout = () => {
    const { width, height } = app.screen;
    box = fitReels(width, height, title);
    const { cell, gap } = box;
    drawBackdrop(backdrop, width, height, palette, free);
    drawFrame(frame, box, palette, free);
    reels.forEach((view, r) => {
      view.container.position.set(box.x + r * (cell + gap), box.y);
      view.layout(cell);
    });
    overlay.layout(box);
  };
  app.renderer.on('resize', layout);
  layout();

  let startedAt = 0;
  app.ticker.add(() => {
    const now = performance.now();
    const shown = overlay.current(now);
    const hit = new Set(shown.flatMap((w) => w.cells.map(([reel, row]) => `${reel}:${row}`)));
    reels.forEach((view, r) => {
      const looks: CellLook[] | null = shown.length
        ? Array.from({ length: title.rows }, (_, row) => (hit.has(`${r}:${row}`) ? 'win' : 'dim'))
        : null;
      view.setLooks(looks);
      view.update(now);
    });
    overlay.update(now);
    // Redraw at full rate only while something moves: an idle window should not keep a phone's
    // GPU (or a software renderer) busy drawing the same picture.
    app.ticker.maxFPS = reels.some((view) => view.spinning) ? 0 : shown.length > 0 ? 30 : 5;
  });

  const scatter = title.symbols.find((s) => s.kind === 'scatter')?.code;

  return {
    start(strips) {
      overlay.clear();
      startedAt = performance.now();
      reels.forEach((view, r) => view.start(startedAt + r * 40, strips[r]!));
    },
    land(spin, { hurry = false } = {}) {
      const now = performance.now();
      let at = Math.max(now, startedAt + (hurry ? 200 : MIN_SPIN_MS));
      let scatters = 0;
      landedReels = 0;
      reels.forEach((view, r) => {
        if (r > 0) at += hurry ? 70 : STAGGER_MS + (scatters >= 2 && !hurry ? TEASE_MS : 0);
        view.land(at, spin.stops[r]!, spin.window[r]!);
        scatters += spin.window[r]!.filter((code) => code === scatter).length;
      });
      return new Promise((resolve) => {
        const check = () => (landedReels >= reels.length ? resolve() : requestAnimationFrame(check));
        check();
      });
    },
    showWins(wins) {
      overlay.show(wins, performance.now());
    },
    clearWins() {
      overlay.clear();
    },
    setFreeMode(next) {
      free = next;
      layout();
    },
    destroy() {
      app.renderer.off('resize', layout);
      app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
    },
  };
}
