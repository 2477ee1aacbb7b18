import type { LegOutcome } from './leg-outcome.ts';
import type { Price } from './price.ts';

/** A leg as a payout needs it: the price it was accepted at and how it settled. */
export interface SettledLeg {
  price: Price;
  outcome: LegOutcome;
}

/** What one won staked on a leg returns, as an exact fraction of integers. */
function factor({ price, outcome }: SettledLeg): { num: bigint; den: bigint } {
  const p = BigInt(price);
  switch (outcome) {
    case 'won':
      return { num: p, den: 1000n };
    case 'lost':
      return { num: 0n, den: 1n };
    case 'void':
      return { num: 1n, den: 1n };
    // Half the stake wins at the price, the other half comes back: (1 + price) / 2.
    case 'half_won':
      return { num: 1000n + p, den: 2000n };
    // Half the stake comes back, the other half is lost.
    case 'half_lost':
      return { num: 1n, den: 2n };
  }
}

/**
 * What a bet pays: the stake times the product of its legs' factors (a single has one leg), floored
 * to the won. A multi's void leg counts 1.00, a half-won leg (1 + price) / 2, a half-lost leg 0.5.
 * Exact: the product is kept as one fraction of integers until the single division at the end.
 */
export function betPayout(stake: number, legs: readonly SettledLeg[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const f = factor(leg);
    num *= f.num;
    den *= f.den;
  }
  return Number(num / den);
}

/** What a bet pays if every leg wins: the figure the slip shows and the payout limit checks. */
export function potentialPayout(stake: number, prices: readonly Price[]): number {
  return betPayout(
    stake,
    prices.map((price) => ({ price, outcome: 'won' as const })),
  );
}
