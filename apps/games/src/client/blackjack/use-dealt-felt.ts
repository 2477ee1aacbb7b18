import { useCallback, useState } from 'react';
import type { TBlackjackView } from '../../protocol/round-api.ts';
import { useSound } from '../sound/sound-context.tsx';
import { prefersReducedMotion } from '../app/reduced-motion.ts';
import { wait } from '../table/motion.ts';
import { CARD_STEP_MS, FIRST_CARD_MS, frameOf, type TableFrame } from './deal-frames.ts';

/**
 * The cards on the felt: `lay` puts down the frames of a deal one card at a time, with the card's
 * sound, and resolves once the last card has turned face up (with reduced motion everything lands
 * at once); `show` puts a hand down as it stands, or clears the felt.
 */
export function useDealtFelt(initial: TBlackjackView | null) {
  const { play: sound } = useSound();
  const [frame, setFrame] = useState<TableFrame | null>(() => initial && frameOf(initial));

  const lay = useCallback(
    async (frames: readonly TableFrame[]) => {
      const last = frames.at(-1);
      if (!last) return;
      if (prefersReducedMotion()) {
        setFrame(last);
        sound('card');
        return;
      }
      for (const [index, next] of frames.entries()) {
        await wait(index === 0 ? FIRST_CARD_MS : CARD_STEP_MS);
        setFrame(next);
        sound('card');
      }
      await wait(CARD_STEP_MS);
    },
    [sound],
  );

  const show = useCallback((view: TBlackjackView | null) => setFrame(view && frameOf(view)), []);

  return { frame, lay, show };
}
