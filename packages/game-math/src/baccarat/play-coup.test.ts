import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  cardLabel,
  createSeededRandom,
  createShoe,
  handTotal,
  orderedDecks,
  playCoup,
  playerDraws,
  shoeFinished,
  type Card,
  type CardRank,
  type Shoe,
} from '../index.ts';

/** A shoe whose next cards are exactly `ranks` (dealt P, B, P, B, then third cards). */
function stackedShoe(...ranks: CardRank[]): Shoe {
  const cards: Card[] = ranks.map((rank) => ({ rank, suit: 'S' }));
  return { cards: [...cards, ...orderedDecks(1)], position: 0, cutCard: 40, burnt: [] };
}

describe('baccarat tableau', () => {
  it('lets the player draw on 0–5 and stand on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("follows the banker's table against the player's third card", () => {
    const draws = (banker: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p3) => bankerDraws(banker, p3));
    expect(draws(2)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(draws(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(draws(5)).toEqual([4, 5, 6, 7]);
    expect(draws(6)).toEqual([6, 7]);
    expect(draws(7)).toEqual([]);
    expect([5, 6].map((b) => bankerDraws(b, null))).toEqual([true, false]);
  });

  it('stops both hands on a natural', () => {
    const { coup, shoe } = playCoup(stackedShoe(4, 2, 5, 3)); // player 9, banker 5
    expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 5, outcome: 'player', natural: true });
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
    expect(shoe.position).toBe(4);
  });

  it('deals third cards by the rules: player draws, banker on 3 stands against an 8', () => {
    // Player A + 2 = 3 draws an 8 → 1; banker 10 + 3 = 3 stands against an 8.
    const { coup } = playCoup(stackedShoe(1, 10, 2, 3, 8));
    expect(coup.player.map(cardLabel)).toEqual(['AS', '2S', '8S']);
    expect(coup.banker).toHaveLength(2);
    expect(coup).toMatchObject({ playerTotal: 1, bankerTotal: 3, outcome: 'banker' });
  });

  it('lets the banker draw when the player stands and the banker has 0–5', () => {
    // Player 7 stands; banker K + 5 = 5 draws a 4 → 9.
    const { coup } = playCoup(stackedShoe(3, 13, 4, 5, 4));
    expect(coup).toMatchObject({ playerTotal: 7, bankerTotal: 9, outcome: 'banker' });
    expect(handTotal(coup.banker)).toBe(9);
  });

  it('marks pairs by rank, not by points', () => {
    expect(playCoup(stackedShoe(12, 9, 12, 9)).coup).toMatchObject({ playerPair: true, bankerPair: true });
    expect(playCoup(stackedShoe(12, 9, 13, 8)).coup).toMatchObject({ playerPair: false, bankerPair: false });
  });
});

describe('shoe', () => {
  it('shuffles 8 decks deterministically, keeping every card, then burns by the first card', () => {
    const a = createShoe({ rng: createSeededRandom(1) });
    const b = createShoe({ rng: createSeededRandom(1) });
    expect(a).toEqual(b);
    expect(a.cards).toHaveLength(416);
    const key = (c: Card) => cardLabel(c);
    expect([...a.cards].map(key).sort()).toEqual(orderedDecks(8).map(key).sort());
    const first = a.cards[0]!;
    expect(a.burnt).toHaveLength(1 + (first.rank >= 10 ? 10 : first.rank));
    expect(a.position).toBe(a.burnt.length);
    expect(a.cutCard).toBe(400);
    expect(createShoe({ rng: createSeededRandom(2) }).cards).not.toEqual(a.cards);
  });

  it('deals coups until the cut card comes out', () => {
    let shoe = createShoe({ rng: createSeededRandom(3) });
    let coups = 0;
    while (!shoeFinished(shoe)) {
      shoe = playCoup(shoe).shoe;
      coups++;
    }
    expect(coups).toBeGreaterThan(70);
    expect(shoe.cards.length - shoe.position).toBeGreaterThanOrEqual(16 - 5);
  });
});
