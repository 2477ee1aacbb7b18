import { describe, expect, it } from 'vitest';
import { cardLabel, createSeededRandom, createShoe, type Card, type RandomSource } from '../index.ts';
import { dealDragonTiger, dragonTigerCoup } from './index.ts';

const card = (label: string): Card => {
  const ranks: Record<string, Card['rank']> = { A: 1, J: 11, Q: 12, K: 13 };
  const rank = ranks[label.slice(0, -1)] ?? (Number(label.slice(0, -1)) as Card['rank']);
  return { rank, suit: label.slice(-1) as Card['suit'] };
};

describe('dragonTigerCoup', () => {
  it('ranks aces low and ignores suits, except for the suited tie', () => {
    expect(dragonTigerCoup(card('KS'), card('AH'))).toMatchObject({ outcome: 'dragon', suitedTie: false });
    expect(dragonTigerCoup(card('AS'), card('2S'))).toMatchObject({ outcome: 'tiger', suitedTie: false });
    expect(dragonTigerCoup(card('10D'), card('JD'))).toMatchObject({ outcome: 'tiger' }); // no baccarat points
    expect(dragonTigerCoup(card('QS'), card('QH'))).toMatchObject({ outcome: 'tie', suitedTie: false });
    expect(dragonTigerCoup(card('7C'), card('7C'))).toMatchObject({ outcome: 'tie', suitedTie: true });
  });
});

describe('dealDragonTiger', () => {
  it('shuffles a fresh 8-deck shoe (415 draws), burns, then deals dragon and tiger', () => {
    const inner = createSeededRandom(11);
    const calls: number[] = [];
    const rng: RandomSource = {
      ...inner,
      nextInt: (n) => {
        calls.push(n);
        return inner.nextInt(n);
      },
    };
    const coup = dealDragonTiger(rng);
    expect(calls).toEqual(Array.from({ length: 415 }, (_, i) => 416 - i));

    const shoe = createShoe({ rng: createSeededRandom(11) });
    expect(shoe.position).toBe(shoe.burnt.length);
    expect(cardLabel(coup.dragon)).toBe(cardLabel(shoe.cards[shoe.position]!));
    expect(cardLabel(coup.tiger)).toBe(cardLabel(shoe.cards[shoe.position + 1]!));
    expect(coup).toEqual(dragonTigerCoup(coup.dragon, coup.tiger));
  });

  it('replays the same coup from the same stream, and a new one from another', () => {
    const a = dealDragonTiger(createSeededRandom(5));
    expect(dealDragonTiger(createSeededRandom(5))).toEqual(a);
    const others = [6, 7, 8, 9].map((seed) => dealDragonTiger(createSeededRandom(seed)));
    expect(others.some((coup) => cardLabel(coup.dragon) !== cardLabel(a.dragon))).toBe(true);
  });
});
