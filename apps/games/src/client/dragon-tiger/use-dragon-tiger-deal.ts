import { useCallback, useState } from 'react';
import type { TTableRound } from '../../protocol/round-api.ts';
import { useSound } from '../sound/sound-context.tsx';
import { prefersReducedMotion } from '../app/reduced-motion.ts';
import { wait } from '../table/motion.ts';
import { dealTimeline, type DragonTigerDraw } from './dragon-tiger-spots.ts';

/** The two cards on the felt: how many are dealt (face down) and how many are turned. */
export interface DealtCards {
  draw: DragonTigerDraw;
  dealt: 0 | 1 | 2;
  turned: 0 | 1 | 2;
}

/**
 * The dealer's hands: `reveal` deals the dragon's card then the tiger's face down, turns them in
 * the same order and resolves once the tiger's card is face up, when the kit may show the result.
 */
export function useDragonTigerDeal() {
  const { play } = useSound();
  const [cards, setCards] = useState<DealtCards | null>(null);

  const reveal = useCallback(
    async (round: TTableRound) => {
      const { draw } = round;
      if (draw.kind !== 'dragonTiger') return;
      const reduced = prefersReducedMotion();
      const timeline = dealTimeline(reduced);
      if (reduced) {
        setCards({ draw, dealt: 2, turned: 2 });
        play('card');
        return wait(timeline.done);
      }
      setCards({ draw, dealt: 0, turned: 0 });
      const steps: [number, Partial<DealtCards>][] = [
        [timeline.dealDragon, { dealt: 1 }],
        [timeline.dealTiger, { dealt: 2 }],
        [timeline.turnDragon, { turned: 1 }],
        [timeline.turnTiger, { turned: 2 }],
      ];
      let now = 0;
      for (const [at, step] of steps) {
        await wait(at - now);
        now = at;
        setCards((shown) => (shown ? { ...shown, ...step } : shown));
        play('card');
      }
      await wait(timeline.done - now);
    },
    [play],
  );

  return { cards, reveal };
}
