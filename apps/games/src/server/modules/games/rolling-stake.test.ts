import { describe, expect, it } from 'vitest';
import type { BaccaratBets } from '@haneul/game-math';
import type { TRoundOutcome } from './draw-outcome.ts';
import { rollingStakeOf } from './rolling-stake.ts';

const deal = (bets: BaccaratBets) => ({ kind: 'baccarat', bets }) as unknown as TRoundOutcome;
const total = (bets: BaccaratBets) => Object.values(bets).reduce((sum, stake) => sum + stake, 0);

describe('rollingStakeOf', () => {
  it('leaves an unhedged deal and any slot spin whole', () => {
    const unhedged: BaccaratBets[] = [
      { player: 5_000 },
      { banker: 5_000, tie: 1_000 },
      { playerPair: 2_000 },
    ];
    for (const bets of unhedged) {
      expect(rollingStakeOf(deal(bets), total(bets))).toBeUndefined();
    }
    expect(rollingStakeOf({ kind: 'slot' } as unknown as TRoundOutcome, 1_000)).toBeUndefined();
  });

  it('takes both sides of a hedged deal out of what earns, keeping its side bets', () => {
    expect(rollingStakeOf(deal({ player: 5_000, banker: 5_000 }), 10_000)).toBe(0);
    const bets = { player: 10_000, banker: 3_000, tie: 1_000, bankerPair: 2_000 };
    expect(rollingStakeOf(deal(bets), total(bets))).toBe(3_000);
  });
});
