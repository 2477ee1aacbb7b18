import type { CascadeStep, CashLanding, SlotTitle } from '@haneul/game-math';
// Before any renderer exists: swaps Pixi's generated code (`new Function`) for static functions,
// so the window runs under a CSP without 'unsafe-eval' (the name says what it replaces).
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics } from 'pixi.js';
import { paletteOf } from '../../art/palettes.ts';
import { dropColumn, removedByReel } from '../cascade-steps.ts';
import type { CashGrid } from '../respin-steps.ts';
import type { WinDisplay } from '../win-cells.ts';
import { drawBackdrop, drawFrame, fitReels, type ReelBox } from './backdrop.ts';
import { BurstEffect } from './burst-effect.ts';
import { CashLabels } from './cash-labels.ts';
import { holdGridFor } from './hold-grid.ts';
import { ReelView, type CellLook } from './reel-view.ts';
import { respinTiming, tumbleTiming, type Pace } from './pace.ts';
import { rendererPreference } from './renderer-preference.ts';
import { bakeSymbolTextures } from './symbol-textures.ts';
import { WinOverlay } from './win-overlay.ts';

/**
 * The slot's PixiJS scene. This module (and PixiJS with it) is loaded lazily by the slot screen,
 * so the baccarat table and the verify page never download it. The React screen drives it with
 * plain calls: start the reels, land them on a result, show wins, switch the free-spin look, and
 * play a mechanic's steps (a cascade's tumbles, a hold-and-spin feature's respins). `quick` is the
 * player's hurry or their wish for less motion: the same steps, shorter or without travel.
 */
export interface LandedSpin {
  stops: readonly number[];
  window: readonly (readonly string[])[];
  /** Hold-and-spin titles: the values written on the window's cash symbols. */
  cashValues?: CashGrid;
}

export interface SlotStage {
  start(strips: readonly (readonly string[])[]): void;
  /** Lands the reels on a result, reel by reel; resolves once the last one has settled. */
  land(spin: LandedSpin, pace?: Pace): Promise<void>;
  showWins(wins: WinDisplay[]): void;
  clearWins(): void;
  /** A cascade tumble: the step's removed cells burst, the reels drop onto its window. */
  tumble(step: Pick<CascadeStep, 'removed' | 'stops' | 'window'>, pace?: Pace): Promise<void>;
  /** Hold and spin: the board over the reels, with `grid`'s values locked. */
  enterHold(grid: CashGrid): void;
  /** One respin of the board; resolves once every empty cell has stopped. */
  respin(landed: readonly CashLanding[], pace?: Pace): Promise<void>;
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
  formatCash: (amount: number) => string;
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
  const burst = new BurstEffect([palette.accent, '#fff6d8', palette.frame[1]]);
  const cash = new CashLabels(title.reels, title.rows, options.formatCash);
  const hold = holdGridFor(title, textures, options.formatCash, palette.accent);
  app.stage.addChild(backdrop, frame, reelLayer, cash.container);
  if (hold) app.stage.addChild(hold.container);
  app.stage.addChild(overlay.container, burst.container);
  cash.show(options.initial.cashValues ?? null);

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
    cash.layout(box);
    hold?.layout(box);
  };
  const cellCenter = (reel: number, row: number) =>
    [box.x + reel * (box.cell + box.gap) + box.cell / 2, box.y + (row + 0.5) * box.cell] as const;
  /** Resolves on the first frame at which `done` holds. */
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (done() ? resolve() : requestAnimationFrame(check));
      check();
    });
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
    burst.update(now);
    cash.update(now);
    hold?.update(now);
    // Redraw at full rate only while something moves: an idle window should not keep a phone's
    // GPU (or a software renderer) busy drawing the same picture.
    const moving =
      reels.some((view) => view.spinning) || burst.active || cash.popping(now) || hold?.busy(now);
    app.ticker.maxFPS = moving ? 0 : shown.length > 0 ? 30 : 5;
  });

  const scatter = title.symbols.find((s) => s.kind === 'scatter')?.code;

  const leaveHold = () => {
    hold?.exit();
    reelLayer.visible = true;
  };

  return {
    start(strips) {
      overlay.clear();
      cash.show(null);
      leaveHold();
      startedAt = performance.now();
      reels.forEach((view, r) => view.start(startedAt + r * 40, strips[r]!));
    },
    land(spin, { hurry = false, reduced = false } = {}) {
      const quick = hurry || reduced;
      const now = performance.now();
      let at = Math.max(now, startedAt + (quick ? 200 : MIN_SPIN_MS));
      let scatters = 0;
      landedReels = 0;
      reels.forEach((view, r) => {
        if (r > 0) at += quick ? 70 : STAGGER_MS + (scatters >= 2 ? TEASE_MS : 0);
        view.land(at, spin.stops[r]!, spin.window[r]!);
        scatters += spin.window[r]!.filter((code) => code === scatter).length;
      });
      return until(() => landedReels >= reels.length).then(() => cash.show(spin.cashValues ?? null));
    },
    showWins(wins) {
      overlay.show(wins, performance.now());
    },
    clearWins() {
      overlay.clear();
    },
    tumble(step, pace = {}) {
      const now = performance.now();
      overlay.clear();
      const timing = tumbleTiming(pace);
      // Less motion keeps the tumble's meaning (cells gone, column dropped), not its sparks.
      if (!pace.reduced) {
        burst.spawn(
          step.removed.map(([reel, row]) => cellCenter(reel, row)),
          box.cell,
          now,
        );
      }
      const removed = removedByReel(step, title.reels);
      reels.forEach((view, r) => {
        const landing = { stop: step.stops[r]!, window: step.window[r]! };
        view.tumble(now, removed[r]!, dropColumn(step.window[r]!, removed[r]!), landing, timing);
      });
      return until(() => !reels.some((view) => view.spinning));
    },
    enterHold(grid) {
      if (!hold) return;
      overlay.clear();
      cash.show(null);
      reelLayer.visible = false;
      hold.enter(grid);
    },
    respin(landed, pace = {}) {
      if (!hold) return Promise.resolve();
      hold.respin(landed, performance.now(), respinTiming(pace));
      return until(() => !hold.busy(performance.now()));
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
