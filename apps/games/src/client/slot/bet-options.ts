import type { SlotTitle } from '@haneul/game-math';

/**
 * The bets the selector offers. A title accepts any multiple of `coinsPerSpin` won between
 * `minBet` and `maxBet` (thousands of values), so the selector steps through a 1-2-5 ladder of
 * coin values instead, always including the minimum and the maximum.
 */
const LADDER = [1, 2, 5];

export function betOptions(title: Pick<SlotTitle, 'coinsPerSpin' | 'minBet' | 'maxBet'>): number[] {
  const { coinsPerSpin, minBet, maxBet } = title;
  const bets = new Set<number>([minBet, maxBet]);
  for (let decade = 1; decade * coinsPerSpin <= maxBet; decade *= 10) {
    for (const step of LADDER) {
      const bet = step * decade * coinsPerSpin;
      if (bet >= minBet && bet <= maxBet) bets.add(bet);
    }
  }
  return [...bets].filter((bet) => bet % coinsPerSpin === 0).sort((a, b) => a - b);
}

/**
 * The title's largest bet under the operator's stake cap (`slotMaxStake`), in whole coins. Never
 * below the title's minimum: with a cap under it, the server refuses that one bet and says why.
 */
export function cappedMaxBet(
  title: Pick<SlotTitle, 'coinsPerSpin' | 'minBet' | 'maxBet'>,
  maxStake: number | null,
): number {
  if (maxStake === null) return title.maxBet;
  const capped = Math.floor(Math.min(title.maxBet, maxStake) / title.coinsPerSpin) * title.coinsPerSpin;
  return Math.max(title.minBet, capped);
}

/** The remembered bet when it is still offered, otherwise the smallest. */
export function initialBet(options: readonly number[], remembered: number | null): number {
  return remembered !== null && options.includes(remembered) ? remembered : options[0]!;
}

/** The neighbouring option in a direction, staying at the ends. */
export function stepBet(options: readonly number[], current: number, direction: 1 | -1): number {
  const index = options.indexOf(current);
  const next = Math.min(options.length - 1, Math.max(0, (index < 0 ? 0 : index) + direction));
  return options[next]!;
}
