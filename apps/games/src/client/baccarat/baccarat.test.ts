import { createFairRandom, createShoe, playCoup } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { baccaratVariant } from './baccarat-variant.ts';
import { dealSequence, revealStages, shownTotal } from './deal-sequence.ts';

const coups = Array.from(
  { length: 80 },
  (_, nonce) =>
    playCoup(createShoe({ rng: createFairRandom({ serverSeed: 's', clientSeed: 'c', nonce }) })).coup,
);

describe('deal sequence', () => {
  it('turns cards player, banker, player, banker, then the third cards', () => {
    for (const coup of coups) {
      const steps = dealSequence(coup);
      expect(steps.map((s) => s.side).slice(0, 4)).toEqual(['player', 'banker', 'player', 'banker']);
      expect(steps).toHaveLength(coup.player.length + coup.banker.length);
      if (coup.player.length === 3) expect(steps[4]).toMatchObject({ side: 'player', index: 2 });
      if (coup.banker.length === 3) expect(steps.at(-1)).toMatchObject({ side: 'banker', index: 2 });
    }
  });

  it('opens on a squeeze table in stages: the first four cards, then each third card alone', () => {
    const withThirds = coups.find((coup) => coup.player.length === 3 && coup.banker.length === 3)!;
    expect(revealStages(dealSequence(withThirds))).toEqual([[0, 1, 2, 3], [4], [5]]);
    const natural = coups.find((coup) => coup.natural)!;
    expect(revealStages(dealSequence(natural))).toEqual([[0, 1, 2, 3]]);
  });

  it('shows a hand’s total of its open cards only, ending on the coup’s totals', () => {
    for (const coup of coups) {
      const steps = dealSequence(coup);
      expect(shownTotal(steps, new Set(), 'player')).toBeNull();
      const all = new Set(steps.map((_, position) => position));
      expect(shownTotal(steps, all, 'player')).toBe(coup.playerTotal);
      expect(shownTotal(steps, all, 'banker')).toBe(coup.bankerTotal);
      // The banker's first card alone: its own points, whatever the player's cards are.
      const first = steps[1]!.card.rank;
      expect(shownTotal(steps, new Set([0, 1]), 'banker')).toBe(first >= 10 ? 0 : first);
    }
  });
});

describe('baccarat tables', () => {
  it('deal the same coup at their own pace: speed with a betting window and a quick reveal, squeeze face down', () => {
    const classic = baccaratVariant('baccarat');
    const speed = baccaratVariant('speed-baccarat');
    const squeeze = baccaratVariant('squeeze-baccarat');
    expect(classic).toMatchObject({ bettingWindowMs: null, squeeze: false });
    expect(speed.bettingWindowMs).toBeGreaterThan(0);
    expect(speed.cardMs).toBeLessThan(classic.cardMs / 2);
    expect(squeeze).toMatchObject({ bettingWindowMs: null, squeeze: true });
    expect(baccaratVariant('unknown-table')).toEqual(classic);
  });
});
