import { CARD_RANKS, CARD_SUITS, type Card } from '../baccarat/cards.ts';
import { rational, type Rational } from '../rational/rational.ts';
import { dragonTigerCoup } from './coup.ts';
import { DRAGON_TIGER_DECKS } from './deal.ts';
import { DRAGON_TIGER_BETS, DRAGON_TIGER_PAYS, dragonTigerResult, type DragonTigerBet } from './settle.ts';

/** The exact odds of one bet. */
export interface DragonTigerBetOdds {
  bet: DragonTigerBet;
  /** The pays as the layout prints them, e.g. `8:1`. */
  pays: string;
  /** Chance the bet wins. */
  probability: Rational;
  /** Chance it gets half its stake back (dragon and tiger on a tie; zero for the tie bets). */
  half: Rational;
  /** House edge per won staked, a tie's half returned exactly (see below). */
  edge: Rational;
}

/**
 * Exact dragon tiger odds, a row per bet in `DRAGON_TIGER_BETS` order, by counting the 8-deck
 * shoe without replacement: every ordered pair of the 52 distinct cards, weighted by the ways to
 * draw it (8 × 8 for two different cards, 8 × 7 for two copies of one), out of 416 × 415. Each
 * pair is judged by `dragonTigerCoup` and `dragonTigerResult` and paid from `DRAGON_TIGER_PAYS`,
 * the very rules that settle.
 *
 * P(tie) = 13 × 32 × 31 / (416 × 415) = 31/415, and dragon and tiger win equally often, so a main
 * bet returns 2 · P(win) + ½ · P(tie) = 1 − P(tie) / 2: its edge is exactly P(tie) / 2 = 31/830.
 * The edges count a tie's half stake exactly; settling rounds an odd stake's half down, which costs
 * at most half a won more per tie.
 */
export function dragonTigerOdds(): DragonTigerBetOdds[] {
  const distinct: Card[] = CARD_SUITS.flatMap((suit) => CARD_RANKS.map((rank) => ({ rank, suit })));
  const copies = DRAGON_TIGER_DECKS;
  const total = distinct.length * copies * (distinct.length * copies - 1);
  const counts = new Map(DRAGON_TIGER_BETS.map((bet) => [bet, { win: 0, half: 0, push: 0 }]));

  for (const dragon of distinct) {
    for (const tiger of distinct) {
      const ways = copies * (dragon === tiger ? copies - 1 : copies);
      const coup = dragonTigerCoup(dragon, tiger);
      for (const bet of DRAGON_TIGER_BETS) {
        const result = dragonTigerResult(bet, coup);
        if (result !== 'lose') counts.get(bet)![result] += ways;
      }
    }
  }

  return DRAGON_TIGER_BETS.map((bet) => {
    const { win, half, push } = counts.get(bet)!;
    // Returned per won staked, doubled so a half stake stays an integer count.
    const returnedTwice = 2 * (DRAGON_TIGER_PAYS[bet] + 1) * win + half + 2 * push;
    return {
      bet,
      pays: `${DRAGON_TIGER_PAYS[bet]}:1`,
      probability: rational(win, total),
      half: rational(half, total),
      edge: rational(2 * total - returnedTwice, 2 * total),
    };
  });
}
