import {
  neighbourBets,
  orphelins,
  parseRouletteBet,
  tiers,
  voisinsDuZero,
  zeroSpiel,
  type AnnouncedBet,
} from '@haneul/game-math';
import { slipTotal, type SpotMax, type Stakes } from '../table/stake-slip.ts';

/**
 * The racetrack's bets: a neighbours bet (a pocket and `span` pockets either side of it on the
 * wheel, one chip each) and the four French call bets, each a bundle of layout bets with a number
 * of chips on each. A call bet goes on the table whole or not at all: the balance must cover all of
 * it and no spot it adds to may pass its table limit.
 */
export type CallBet = 'voisins' | 'tiers' | 'orphelins' | 'zero';

export const CALL_BETS: Readonly<Record<CallBet, () => AnnouncedBet[]>> = {
  voisins: voisinsDuZero,
  tiers,
  orphelins,
  zero: zeroSpiel,
};

/** The neighbour spans the racetrack offers (pockets either side). */
export const NEIGHBOUR_SPANS = [1, 2, 3, 4] as const;

export function neighbourCall(pocket: number, span: number): AnnouncedBet[] {
  return neighbourBets(pocket, span).map((key) => ({ key, units: 1 }));
}

/** The stakes a call adds with `chip` a unit, summed by key. */
export function callStakes(bets: readonly AnnouncedBet[], chip: number): Record<string, number> {
  const stakes: Record<string, number> = {};
  for (const { key, units } of bets) stakes[key] = (stakes[key] ?? 0) + units * chip;
  return stakes;
}

/** The pockets a call covers, for highlighting them on the wheel's track and the layout. */
export function callPockets(bets: readonly AnnouncedBet[]): number[] {
  return [...new Set(bets.flatMap(({ key }) => parseRouletteBet(key)?.numbers ?? []))];
}

/** Why `add` cannot go on the slip whole, or null when it can. */
export function callProblem(
  stakes: Stakes,
  add: Stakes,
  { balance, max }: { balance: number; max: SpotMax },
): 'funds' | 'limit' | null {
  if (slipTotal(stakes) + slipTotal(add) > balance) return 'funds';
  for (const [spot, stake] of Object.entries(add))
    if ((stakes[spot] ?? 0) + stake > max(spot)) return 'limit';
  return null;
}

/**
 * Lays a call through the slip's one-chip `place`, after checking the whole of it: false (and
 * nothing placed) when the call does not fit. `place` is called once per spot; `placeLast` for the
 * last one (the table's place, which plays the chip sound once and clears the last result).
 */
export function layCall(
  add: Stakes,
  {
    stakes,
    balance,
    max,
    place,
    placeLast,
    refuse,
  }: {
    stakes: Stakes;
    balance: number;
    max: SpotMax;
    place: (spot: string, chip: number) => unknown;
    placeLast: (spot: string, chip: number) => unknown;
    refuse: (problem: 'funds' | 'limit') => void;
  },
): boolean {
  const entries = Object.entries(add);
  const problem = callProblem(stakes, add, { balance, max });
  if (problem) {
    refuse(problem);
    return false;
  }
  entries.forEach(([spot, stake], i) => (i === entries.length - 1 ? placeLast : place)(spot, stake));
  return entries.length > 0;
}
