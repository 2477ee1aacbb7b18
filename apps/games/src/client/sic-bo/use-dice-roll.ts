import { useCallback, useRef, useState } from 'react';
import type { TTableRound } from '../../protocol/round-api.ts';
import { useSound } from '../sound/sound-context.tsx';
import { prefersReducedMotion } from '../app/reduced-motion.ts';
import { wait } from '../table/motion.ts';
import type { DomeRoll } from './dice-dome.tsx';

/** How long the dice tumble before the last one has landed (the CSS flight plus the stagger). */
const ROLL_MS = 1650;
const REDUCED_ROLL_MS = 150;

/** The shaker's hand: `reveal` rolls the drawn dice and resolves when all three have landed. */
export function useDiceRoll() {
  const { play } = useSound();
  const [roll, setRoll] = useState<DomeRoll | null>(null);
  const rolls = useRef(0);

  const reveal = useCallback(
    async (round: TTableRound) => {
      const { draw } = round;
      if (draw.kind !== 'sicBo') return;
      const id = ++rolls.current;
      setRoll({ id, dice: draw.dice, rolling: true });
      play('spinStart');
      await wait(prefersReducedMotion() ? REDUCED_ROLL_MS : ROLL_MS);
      setRoll((shown) => (shown?.id === id ? { ...shown, rolling: false } : shown));
      play('reelStop');
    },
    [play],
  );

  return { roll, reveal };
}
