import type { SlotTitle } from '@haneul/game-math';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { TRoundView } from '../../protocol/round-api.ts';
import type { LandedSpin, SlotStage } from './stage/slot-stage.ts';

/**
 * Mounts the PixiJS scene into `host`, loading PixiJS on demand. The reels open on the player's
 * last result when there is one (the window looks as they left it: after its last free spin or
 * its last tumble), else on the strips' tops.
 */
export function initialWindow(title: SlotTitle, recent: readonly TRoundView[]): LandedSpin {
  const last = recent.find((round) => round.spin)?.spin;
  if (last) return last.freeSpins.at(-1) ?? last.base.cascades?.at(-1) ?? last.base;
  const stops = title.reelStrips.map((_, r) => (r * 7) % title.reelStrips[r]!.length);
  return { stops, window: title.reelStrips.map((strip, r) => strip.slice(stops[r], stops[r]! + title.rows)) };
}

export function useSlotStage(
  host: RefObject<HTMLDivElement | null>,
  options: {
    title: SlotTitle;
    wildLabel: string;
    initial: LandedSpin;
    formatPay: (amount: number) => string;
    formatCash: (amount: number) => string;
    onReelStop: () => void;
  },
): { stage: SlotStage | null; failed: boolean } {
  const [stage, setStage] = useState<SlotStage | null>(null);
  const [failed, setFailed] = useState(false);
  const { title } = options;
  // The scene is built once per title: the rest is read when it is built, and its callbacks reach
  // the latest render's (the language or the sound may change while it lives).
  const sceneOptions = useEffectEvent(() => ({ wildLabel: options.wildLabel, initial: options.initial }));
  const formatPay = useEffectEvent((amount: number) => options.formatPay(amount));
  const formatCash = useEffectEvent((amount: number) => options.formatCash(amount));
  const onReelStop = useEffectEvent(() => options.onReelStop());

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let made: SlotStage | null = null;
    let live = true;
    import('./stage/slot-stage.ts')
      .then(({ createSlotStage }) =>
        createSlotStage({
          ...sceneOptions(),
          title,
          host: element,
          formatPay: (amount) => formatPay(amount),
          formatCash: (amount) => formatCash(amount),
          onReelStop: () => onReelStop(),
        }),
      )
      .then(
        (created) => {
          if (live) setStage((made = created));
          else created.destroy();
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
      made?.destroy();
      setStage(null);
    };
  }, [host, title]);

  return { stage, failed };
}
