import { describe, expect, it } from 'vitest';
import { EMPTY_SLIP, slipReducer, slipTotal, type SlipAction, type StakeSlip } from './stake-slip.ts';

const max = (spot: string) => (spot === 'tie' ? 20_000 : 10_000_000);
const place = (spot: string, chip: number, balance = 1e9): SlipAction => ({
  type: 'place',
  spot,
  chip,
  balance,
  max,
});
const run = (actions: SlipAction[], from: StakeSlip = EMPTY_SLIP) => actions.reduce(slipReducer, from);

describe('stake slip', () => {
  it('adds chips to a spot while the balance covers the whole slip', () => {
    const slip = run([
      place('banker', 5000, 12_000),
      place('banker', 5000, 12_000),
      place('tie', 5000, 12_000),
      place('tie', 1000, 12_000),
    ]);
    expect(slip.stakes).toEqual({ banker: 10_000, tie: 1000 });
    expect(slipTotal(slip.stakes)).toBe(11_000);
  });

  it('keeps each spot within its own limit', () => {
    const slip = run(Array.from({ length: 30 }, () => place('tie', 1000)));
    expect(slip.stakes.tie).toBe(20_000);
  });

  it('undoes chip by chip, and a rebet or a double as one step', () => {
    let slip = run([place('red', 1000), place('red', 1000), place('17', 5000)]);
    slip = slipReducer(slip, { type: 'double', balance: 1e9, max });
    expect(slip.stakes).toEqual({ red: 4000, '17': 10_000 });
    slip = slipReducer(slip, { type: 'undo' });
    expect(slip.stakes).toEqual({ red: 2000, '17': 5000 });
    slip = run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }], slip);
    expect(slip.stakes).toEqual({});
    expect(slip.undo).toEqual([]);
  });

  it('doubles all or nothing: within the balance and every spot within its limit', () => {
    const slip = run([place('tie', 15_000), place('red', 1000)]);
    expect(slipReducer(slip, { type: 'double', balance: 1e9, max }).stakes).toEqual(slip.stakes);
    const small = run([place('red', 6000)]);
    expect(slipReducer(small, { type: 'double', balance: 10_000, max }).stakes).toEqual({ red: 6000 });
  });

  it('starts the next round empty: only rebet lays the played slip again', () => {
    let slip = run([place('player', 1000), { type: 'played' }]);
    expect(slip).toEqual({ stakes: {}, undo: [], last: { player: 1000 } });
    // The reproduced fault: a chip after a round was added to the previous round's stake.
    slip = slipReducer(slip, place('player', 1000));
    expect(slip.stakes).toEqual({ player: 1000 });
    slip = run([{ type: 'played' }, { type: 'rebet', balance: 500 }], slip);
    expect(slip.stakes).toEqual({});
    slip = slipReducer(slip, { type: 'rebet', balance: 50_000 });
    expect(slip.stakes).toEqual({ player: 1000 });
  });

  it('clears everything, and the clear can be undone', () => {
    let slip = run([place('odd', 1000), place('even', 1000), { type: 'clear' }]);
    expect(slip.stakes).toEqual({});
    slip = slipReducer(slip, { type: 'undo' });
    expect(slip.stakes).toEqual({ odd: 1000, even: 1000 });
  });
});
