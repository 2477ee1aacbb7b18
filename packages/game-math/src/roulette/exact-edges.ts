import { rational, rationalMul, rationalSub, type Rational } from '../rational/rational.ts';
import { parseRouletteBet, ROULETTE_BET_KINDS, rouletteBetKeys, type RouletteBetKind } from './bets.ts';
import { ROULETTE_POCKETS } from './wheel.ts';

/** The odds of one kind of bet. */
export interface RouletteBetOdds {
  kind: RouletteBetKind;
  /** Pockets one bet of this kind covers (the same for every bet of the kind). */
  numbersCovered: number;
  /** Winnings per won staked on a win. */
  pays: number;
  /** Chance that one bet of this kind wins: numbersCovered / 37. */
  probability: Rational;
  /** House edge per won staked: 1 − probability × (pays + 1). */
  edge: Rational;
}

/**
 * Exact odds of every kind of bet, read from the very catalogue that settles (`bets.ts`), not
 * restated: a kind whose bets covered different counts of pockets would throw here. Each pays
 * 36 / k − 1 on k pockets of 37, so each edge comes out 1/37 (2.7027%), the basket included.
 */
export function rouletteOdds(): RouletteBetOdds[] {
  const bets = rouletteBetKeys().map((key) => parseRouletteBet(key)!);
  return ROULETTE_BET_KINDS.map((kind) => {
    const ofKind = bets.filter((bet) => bet.kind === kind);
    const { numbers, pays } = ofKind[0]!;
    if (ofKind.some((bet) => bet.numbers.length !== numbers.length || bet.pays !== pays)) {
      throw new Error(`rouletteOdds: the ${kind} bets do not all cover the same count of pockets`);
    }
    const probability = rational(numbers.length, ROULETTE_POCKETS);
    return {
      kind,
      numbersCovered: numbers.length,
      pays,
      probability,
      edge: rationalSub(rational(1), rationalMul(probability, rational(pays + 1))),
    };
  });
}
