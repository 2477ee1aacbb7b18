import { describe, expect, it } from 'vitest';
import { blackjackHole, dealerGraph, dealerResults, DEALER_RESULTS } from './dealer-graph.ts';
import { fullShoe } from './ev-engine.ts';

/** The dealer's results by walking every draw sequence: slow, obviously right. */
function naive(up: number, shoe: Int32Array, hitsSoft17: boolean): number[] {
  const results = new Array<number>(DEALER_RESULTS).fill(0);
  const walk = (hard: number, ace: boolean, cards: number, p: number) => {
    const total = ace && hard <= 11 ? hard + 10 : hard;
    if (cards === 2 && total === 21) return; // a blackjack: the peek ends the round
    if (total > 21) results[5]! += p;
    else if (total >= 17 && !(hitsSoft17 && total === 17 && total !== hard)) results[total - 17]! += p;
    else {
      const left = shoe.reduce((a, b) => a + b, 0);
      for (let v = 1; v <= 10; v++) {
        if (shoe[v]! === 0) continue;
        const q = shoe[v]! / left;
        shoe[v]!--;
        walk(hard + v, ace || v === 1, cards + 1, p * q);
        shoe[v]!++;
      }
    }
  };
  walk(up, up === 1, 1, 1);
  return results;
}

describe('dealer graph', () => {
  it('gives the same probabilities as walking every draw sequence, for every up card', () => {
    // One deck less a few cards, so removal matters: the player holds 10, 6, 2.
    for (const hitsSoft17 of [false, true]) {
      for (let up = 1; up <= 10; up++) {
        const shoe = fullShoe(1);
        for (const v of [up, 10, 6, 2]) shoe[v]!--;
        const remaining = shoe.reduce((a, b) => a + b, 0);
        const graph = dealerGraph(up, hitsSoft17);
        const exact = dealerResults(graph, shoe, remaining, new Float64Array(graph.nodes * DEALER_RESULTS));
        const expected = naive(up, shoe, hitsSoft17);
        exact.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 14));
        // Joint with "no dealer blackjack": they add up to P(the hole card is not the blackjack card).
        const hole = blackjackHole(up);
        const noBlackjack = hole ? 1 - shoe[hole]! / remaining : 1;
        expect(exact.reduce((a, b) => a + b, 0)).toBeCloseTo(noBlackjack, 14);
      }
    }
  });

  it('is small: a few hundred dealer hands per up card instead of thousands of sequences', () => {
    expect(dealerGraph(2, false).nodes).toBe(344);
    expect(dealerGraph(1, true).nodes).toBe(332);
  });
});
