import { formatPrice, potentialPayout, price, type Price } from '@haneul/sportsbook';

/**
 * Prices cross the wire as decimal odds (1.95); the sportsbook's maths keeps them as whole
 * thousandths (1950), so the slip's figures are computed exactly as the server computes them.
 */
export function toPrice(decimal: number): Price {
  return price(Math.round(decimal * 1000));
}

/** A price as the member reads it: two decimals, truncated as a bookmaker shows it ("1.95"). */
export function formatOdds(decimal: number): string {
  return formatPrice(toPrice(decimal));
}

/**
 * A multi's combined price, floored to hundredths for display ("3.42"). Computed in integers: the
 * product of ten prices in thousandths stays exact only as a bigint.
 */
export function formatCombinedOdds(decimals: readonly number[]): string {
  const product = decimals.reduce((total, decimal) => total * BigInt(toPrice(decimal)), 1n);
  const hundredths = product / (10n * 1000n ** BigInt(Math.max(0, decimals.length - 1)));
  const whole = hundredths / 100n;
  return `${whole.toLocaleString('en-US')}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * What a stake returns if every leg wins, stake included: floor(stake × Π prices) in whole won, the
 * server's `potentialPayout` rule (the slip and the bet it makes never disagree by a won).
 */
export function potentialReturn(stake: number, decimals: readonly number[]): number {
  if (stake <= 0 || decimals.length === 0) return 0;
  return potentialPayout(stake, decimals.map(toPrice));
}
