import { createFairRandom, createShoe, playCoup } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { slipReducer, slipTotal, type BetSlip } from './bet-slip.ts';
import { dealSequence } from './deal-sequence.ts';

describe('bet slip', () => {
  const empty: BetSlip = { stakes: {}, last: null };

  it('adds chips to a spot while the balance covers the whole slip', () => {
    let slip = slipReducer(empty, { type: 'place', spot: 'banker', chip: 5000, balance: 12_000 });
    slip = slipReducer(slip, { type: 'place', spot: 'banker', chip: 5000, balance: 12_000 });
    slip = slipReducer(slip, { type: 'place', spot: 'tie', chip: 5000, balance: 12_000 });
    expect(slip.stakes).toEqual({ banker: 10_000 });
    slip = slipReducer(slip, { type: 'place', spot: 'tie', chip: 1000, balance: 12_000 });
    expect(slipTotal(slip.stakes)).toBe(11_000);
  });

  it('keeps each spot within the table limit', () => {
    let slip = empty;
    for (let i = 0; i < 101; i++)
      slip = slipReducer(slip, { type: 'place', spot: 'player', chip: 100_000, balance: 1e9 });
    expect(slip.stakes.player).toBe(10_000_000);
  });

  it('clears, remembers the dealt slip and rebets it when affordable', () => {
    let slip = slipReducer(empty, { type: 'place', spot: 'player', chip: 10_000, balance: 50_000 });
    slip = slipReducer(slip, { type: 'dealt' });
    expect(slip).toEqual({ stakes: {}, last: { player: 10_000 } });
    expect(slipReducer(slip, { type: 'rebet', balance: 5000 }).stakes).toEqual({});
    expect(slipReducer(slip, { type: 'rebet', balance: 50_000 }).stakes).toEqual({ player: 10_000 });
    expect(slipReducer({ ...slip, stakes: { tie: 1000 } }, { type: 'clear' }).stakes).toEqual({});
  });
});

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
