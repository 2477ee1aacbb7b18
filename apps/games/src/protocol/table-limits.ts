import type { TTableKind } from './round-api.ts';

/**
 * The stake limits of the tables, per kind of bet (the kinds the engines' `betKind` names). Every
 * spot takes 1,000 won at least. The maxima keep one spot's payout near ten million won whatever it
 * pays, as a casino's table card does: roulette allows 300,000 won per number a bet covers (a
 * straight up 300,000 paying 35:1, an even-money bet 5,400,000); dragon tiger and sic bo scale
 * their long shots down the same way. The server refuses a stake outside its spot's limits; the
 * window keeps chips within them and the help screen prints them.
 */
export const TABLE_MIN_STAKE = 1_000;

const ROULETTE_PER_NUMBER = 300_000;
const ROULETTE_NUMBERS: Readonly<Record<string, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  trio: 3,
  corner: 4,
  basket: 4,
  line: 6,
  column: 12,
  dozen: 12,
  red: 18,
  black: 18,
  odd: 18,
  even: 18,
  low: 18,
  high: 18,
};

const FLAT_MAXIMA: Readonly<Record<Exclude<TTableKind, 'roulette'>, Readonly<Record<string, number>>>> = {
  dragonTiger: { dragon: 10_000_000, tiger: 10_000_000, tie: 1_000_000, suitedTie: 200_000 },
  sicBo: {
    big: 5_000_000,
    small: 5_000_000,
    odd: 5_000_000,
    even: 5_000_000,
    single: 2_000_000,
    combo: 1_000_000,
    double: 1_000_000,
    total: 500_000,
    anyTriple: 300_000,
    triple: 50_000,
  },
};

/** The stake limits of one kind of bet at a table, or undefined for a kind the table has not. */
export function tableStakeLimits(
  kind: TTableKind,
  betKind: string,
): { min: number; max: number } | undefined {
  const max =
    kind === 'roulette'
      ? (ROULETTE_NUMBERS[betKind] ?? 0) * ROULETTE_PER_NUMBER
      : (FLAT_MAXIMA[kind][betKind] ?? 0);
  return max > 0 ? { min: TABLE_MIN_STAKE, max } : undefined;
}

/**
 * Blackjack's limits on the first stake of a hand: doubles, splits and insurance then stake what
 * the rules say on top (four doubled hands and insurance: 8.5 times the first stake at most). In
 * steps of 1,000 won, so insurance (half the bet) and a blackjack's 3:2 are whole won and the
 * engine never rounds.
 */
export const BLACKJACK_STAKE_LIMITS = { min: TABLE_MIN_STAKE, max: 1_000_000, step: 1_000 } as const;
