import { describe, expect, it } from 'vitest';
import { CARD_RANKS, CARD_SUITS, rational, type Card } from '../index.ts';
import {
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_PAYS,
  dragonTigerCoup,
  dragonTigerMaxWinMultiple,
  settleDragonTiger,
} from './index.ts';

describe('dragon tiger maximum win', () => {
  it('is 51 per won staked: the largest pays (50) plus the stake', () => {
    expect(Math.max(...Object.values(DRAGON_TIGER_PAYS))).toBe(50);
    expect(dragonTigerMaxWinMultiple()).toEqual(rational(51));
  });

  it('bounds every mix of bets on every kind of coup, and is attained', () => {
    const cards: Card[] = CARD_SUITS.flatMap((suit) => CARD_RANKS.map((rank) => ({ rank, suit })));
    // Every outcome class: dragon wins, tiger wins, tie of two suits, suited tie.
    const coups = [
      dragonTigerCoup(cards[5]!, cards[2]!),
      dragonTigerCoup(cards[2]!, cards[5]!),
      dragonTigerCoup(cards[4]!, cards[17]!),
      dragonTigerCoup(cards[4]!, cards[4]!),
    ];
    const stakes = [0, 1, 3, 20, 1001];
    let best = 0;
    for (let mix = 1; mix < stakes.length ** DRAGON_TIGER_BETS.length; mix++) {
      const bets: Record<string, number> = {};
      DRAGON_TIGER_BETS.forEach((bet, i) => {
        const stake = stakes[Math.floor(mix / stakes.length ** i) % stakes.length]!;
        if (stake > 0) bets[bet] = stake;
      });
      for (const coup of coups) {
        const { totalStake, totalPayout } = settleDragonTiger(bets, coup);
        best = Math.max(best, totalPayout / totalStake);
      }
    }
    expect(best).toBe(51);
  });
});
