import { createFairRandom, createShoe, playCoup } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { dealSequence } from './deal-sequence.ts';

describe('deal sequence', () => {
  it('turns cards player, banker, player, banker, then the third cards, ending on the coup totals', () => {
    for (let nonce = 0; nonce < 60; nonce++) {
      const { coup } = playCoup(
        createShoe({ rng: createFairRandom({ serverSeed: 's', clientSeed: 'c', nonce }) }),
      );
      const steps = dealSequence(coup);
      expect(steps.map((s) => s.side).slice(0, 4)).toEqual(['player', 'banker', 'player', 'banker']);
      expect(steps).toHaveLength(coup.player.length + coup.banker.length);
      expect(steps.at(-1)).toMatchObject({ playerTotal: coup.playerTotal, bankerTotal: coup.bankerTotal });
      if (coup.player.length === 3) expect(steps[4]).toMatchObject({ side: 'player', index: 2 });
    }
  });
});
