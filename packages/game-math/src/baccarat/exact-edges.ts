import { rational, rationalSub, type Rational } from '../rational/rational.ts';
import { bankerDraws, isNatural, playerDraws } from './draw-rules.ts';

/**
 * Exact punto banco odds by enumeration of a full shoe, drawing without replacement.
 *
 * The coup is enumerated by card points (0 for tens and court cards, 1–9), the only thing the
 * tableau reads: the first four cards, then a third card for either hand when the rules say so.
 * Each path is weighted by the number of ways to draw it from the shoe's composition (e.g.
 * 128 × 127 for two zero-point cards from 8 decks), and a path that stops after four or five
 * cards is scaled by the ways to draw the unused cards, so every path counts out of
 * 416 × 415 × 414 × 413 × 412 × 411 equally likely six-card sequences. All counts stay below
 * 2^53 (the grand total is about 5.0e15), so plain integer arithmetic is exact.
 *
 * Pairs depend only on the ranks of two fixed positions (cards 1 and 3 for the player, 2 and 4
 * for the banker). Any two positions of a shuffled shoe have the same joint distribution, so a
 * pair's probability is the chance that two cards drawn from the shoe share a rank.
 */
export interface BaccaratOdds {
  /** Probabilities of each outcome of a coup from a full shoe. */
  banker: Rational;
  player: Rational;
  tie: Rational;
  /** Probability that the first two cards of one hand have the same rank. */
  pair: Rational;
  /** House edge per unit staked (ties count as pushes for banker and player bets). */
  bankerEdge: Rational;
  playerEdge: Rational;
  tieEdge: Rational;
  pairEdge: Rational;
}

/**
 * Computes the exact odds and edges for a shoe of `decks` decks (1–8, 8 by default; beyond 8 the
 * six-card count passes 2^53 and the integer arithmetic here would no longer be exact).
 */
export function baccaratOdds(decks = 8): BaccaratOdds {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8)
    throw new RangeError('baccaratOdds: decks must be 1–8');
  const counts = [16 * decks, ...new Array<number>(9).fill(4 * decks)]; // by points 0..9
  const total = 52 * decks;
  const wins = { banker: 0, player: 0, tie: 0 };
  // ways[n]: ways to draw the cards a coup did not use, after n were used, up to six in all.
  const ways = (used: number) => {
    let w = 1;
    for (let i = used; i < 6; i++) w *= total - i;
    return w;
  };
  // Draws one card of each point value, weighted by how many remain, and hands it on.
  const draw = (weight: number, visit: (points: number, weight: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (counts[v]! === 0) continue;
      const w = weight * counts[v]!;
      counts[v]! -= 1;
      visit(v, w);
      counts[v]! += 1;
    }
  };
  const score = (player: number, banker: number, weight: number, used: number) => {
    const w = weight * ways(used);
    if (player > banker) wins.player += w;
    else if (banker > player) wins.banker += w;
    else wins.tie += w;
  };

  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return score(player, banker, w4, 4);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return score(player, banker, w4, 4);
            return draw(w4, (b3, w5) => score(player, (banker + b3) % 10, w5, 5));
          }
          draw(w4, (p3, w5) => {
            const player3 = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return score(player3, banker, w5, 5);
            draw(w5, (b3, w6) => score(player3, (banker + b3) % 10, w6, 6));
          });
        }),
      ),
    ),
  );

  const all = ways(0);
  const banker = rational(wins.banker, all);
  const player = rational(wins.player, all);
  const tie = rational(wins.tie, all);
  // 13 ranks, 4 × decks cards each: both cards of the same rank.
  const perRank = 4 * decks;
  const pair = rational(13 * perRank * (perRank - 1), total * (total - 1));
  const one = rational(1);
  return {
    banker,
    player,
    tie,
    pair,
    // Banker wins 0.95, loses 1: edge = P(player) − 0.95 · P(banker).
    bankerEdge: rational(20n * BigInt(wins.player) - 19n * BigInt(wins.banker), 20n * BigInt(all)),
    playerEdge: rational(wins.banker - wins.player, all),
    // Tie returns 9 for 1 when it hits: edge = 1 − 9 · P(tie).
    tieEdge: rationalSub(one, rational(9n * tie.num, tie.den)),
    pairEdge: rationalSub(one, rational(12n * pair.num, pair.den)),
  };
}
