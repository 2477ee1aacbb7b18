import { DRAGON_TIGER_BETS, DRAGON_TIGER_PAYS, type Card } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { DRAGON_TIGER_SPOTS, dealTimeline, spotFate, type DragonTigerDraw } from './dragon-tiger-spots.ts';

const draw = (dragon: Card, tiger: Card): DragonTigerDraw => {
  const outcome = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return {
    kind: 'dragonTiger',
    dragon,
    tiger,
    outcome,
    suitedTie: outcome === 'tie' && dragon.suit === tiger.suit,
  };
};

describe('dragon tiger spots', () => {
  it('lays every bet once, with the pays of the engine', () => {
    expect(DRAGON_TIGER_SPOTS.map((s) => s.bet)).toEqual([...DRAGON_TIGER_BETS]);
    for (const spot of DRAGON_TIGER_SPOTS) expect(spot.pays).toBe(`${DRAGON_TIGER_PAYS[spot.bet]}:1`);
    expect(DRAGON_TIGER_SPOTS.map((s) => s.pays)).toEqual(['1:1', '1:1', '8:1', '50:1']);
  });

  it('lights the side with the higher card, aces low', () => {
    const coup = draw({ rank: 1, suit: 'S' }, { rank: 13, suit: 'H' });
    expect(DRAGON_TIGER_BETS.map((bet) => spotFate(bet, coup))).toEqual(['lose', 'win', 'lose', 'lose']);
  });

  it('gives dragon and tiger half back on a tie, and pays the suited tie only on a suited one', () => {
    const tie = draw({ rank: 7, suit: 'S' }, { rank: 7, suit: 'H' });
    expect(DRAGON_TIGER_BETS.map((bet) => spotFate(bet, tie))).toEqual(['half', 'half', 'win', 'lose']);
    const suited = draw({ rank: 12, suit: 'D' }, { rank: 12, suit: 'D' });
    expect(DRAGON_TIGER_BETS.map((bet) => spotFate(bet, suited))).toEqual(['half', 'half', 'win', 'win']);
  });

  it('deals the dragon card before the tiger card and turns them in that order', () => {
    const t = dealTimeline(false);
    expect(t.dealDragon).toBeLessThan(t.dealTiger);
    expect(t.dealTiger).toBeLessThan(t.turnDragon);
    expect(t.turnDragon).toBeLessThan(t.turnTiger);
    expect(t.turnTiger).toBeLessThan(t.done);
    expect(dealTimeline(true).done).toBeLessThanOrEqual(250);
  });
});
