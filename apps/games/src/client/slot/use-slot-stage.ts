import type { SlotTitle } from '@haneul/game-math';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TRoundView } from '../../protocol/round-api.ts';
import type { LandedSpin, SlotStage } from './stage/slot-stage.ts';

/**
 * Mounts the PixiJS scene into `host`, loading PixiJS on demand. The reels open on the player's
 * last result when there is one (the window looks as they left it), else on the strips' tops.
 */
export function initialWindow(title: SlotTitle, recent: readonly TRoundView[]): LandedSpin {
  const last = recent.find((round) => round.spin)?.spin;
  if (last) return last.freeSpins.at(-1) ?? last.base;
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
    onReelStop: () => void;
  },
): { stage: SlotStage | null; failed: boolean } {
  const [stage, setStage] = useState<SlotStage | null>(null);
  const [failed, setFailed] = useState(false);
  // The scene is built once per title; later option changes reach it through this ref.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let made: SlotStage | null = null;
    let live = true;
    import('./stage/slot-stage.ts')
      .then(({ createSlotStage }) =>
        createSlotStage({
          ...latest.current,
          host: element,
          formatPay: (amount) => latest.current.formatPay(amount),
          onReelStop: () => latest.current.onReelStop(),
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
  }, [host, options.title]);

  return { stage, failed };
}
