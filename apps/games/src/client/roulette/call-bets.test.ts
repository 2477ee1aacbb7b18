import { describe, expect, it } from 'vitest';
import { EMPTY_SLIP, slipReducer, slipTotal, type StakeSlip } from '../table/stake-slip.ts';
import { spotMaxOf } from '../table/use-table-round.ts';
import { CALL_BETS, callPockets, callProblem, callStakes, layCall, neighbourCall } from './call-bets.ts';

const max = spotMaxOf('roulette');

/** Lays a call on a slip through the reducer, as the screen does through the slip's `place`. */
function lay(slip: StakeSlip, add: Record<string, number>, balance: number) {
  let next = slip;
  const refused: string[] = [];
  const place = (spot: string, chip: number) => {
    next = slipReducer(next, { type: 'place', spot, chip, balance, max });
  };
  const laid = layCall(add, {
    stakes: slip.stakes,
    balance,
    max,
    place,
    placeLast: place,
    refuse: (problem) => refused.push(problem),
  });
  return { slip: next, laid, refused };
}

describe('racetrack call bets', () => {
  it('lays each call with its chips per spot', () => {
    expect(slipTotal(callStakes(CALL_BETS.voisins(), 1000))).toBe(9000);
    expect(slipTotal(callStakes(CALL_BETS.tiers(), 1000))).toBe(6000);
    expect(slipTotal(callStakes(CALL_BETS.orphelins(), 1000))).toBe(5000);
    expect(slipTotal(callStakes(CALL_BETS.zero(), 1000))).toBe(4000);
    expect(callStakes(CALL_BETS.voisins(), 5000)['trio:0-2-3']).toBe(10_000);
  });

  it('covers the sectors of the wheel', () => {
    expect(callPockets(CALL_BETS.voisins())).toHaveLength(17);
    expect(callPockets(CALL_BETS.tiers())).toHaveLength(12);
    expect(callPockets(CALL_BETS.orphelins())).toHaveLength(8);
    expect(callPockets(CALL_BETS.zero())).toHaveLength(7);
  });

  it('bets a pocket and its neighbours on the wheel, one chip each', () => {
    expect(callStakes(neighbourCall(0, 2), 1000)).toEqual({
      'straight:3': 1000,
      'straight:26': 1000,
      'straight:0': 1000,
      'straight:32': 1000,
      'straight:15': 1000,
    });
    expect(neighbourCall(17, 4)).toHaveLength(9);
    expect(neighbourCall(17, 1)).toHaveLength(3);
  });

  it('lays a call whole when the balance and the limits allow it', () => {
    const add = callStakes(CALL_BETS.voisins(), 1000);
    const { slip, laid, refused } = lay(EMPTY_SLIP, add, 9000);
    expect(laid).toBe(true);
    expect(refused).toEqual([]);
    expect(slip.stakes).toEqual(add);
  });

  it('lays nothing when the balance covers only part of it', () => {
    const start = slipReducer(EMPTY_SLIP, { type: 'place', spot: 'red', chip: 5000, balance: 12_000, max });
    const { slip, laid, refused } = lay(start, callStakes(CALL_BETS.voisins(), 1000), 12_000);
    expect(laid).toBe(false);
    expect(refused).toEqual(['funds']);
    expect(slip).toBe(start);
  });

  it('lays nothing when one spot would pass its table limit', () => {
    // A straight up takes 300,000 at most: 26 already holds 280,000.
    const start = slipReducer(EMPTY_SLIP, {
      type: 'place',
      spot: 'straight:26',
      chip: 280_000,
      balance: 1e9,
      max,
    });
    expect(callProblem(start.stakes, callStakes(CALL_BETS.zero(), 50_000), { balance: 1e9, max })).toBe(
      'limit',
    );
    const { slip, laid, refused } = lay(start, callStakes(CALL_BETS.zero(), 50_000), 1e9);
    expect(laid).toBe(false);
    expect(refused).toEqual(['limit']);
    expect(slip).toBe(start);
    // The same call with smaller chips fits, all of it.
    const smaller = lay(start, callStakes(CALL_BETS.zero(), 10_000), 1e9).slip.stakes;
    expect(smaller['straight:26']).toBe(290_000);
    expect(slipTotal(smaller)).toBe(280_000 + 40_000);
  });
});
