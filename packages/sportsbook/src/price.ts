/**
 * Decimal odds as whole thousandths: 1.95 is 1950. Prices are shown to two decimals, so every
 * price a market offers is a multiple of 10; the thousandths leave room for exact arithmetic and
 * for a feed that quotes three decimals. A stake times a price is computed in integers and floored
 * to the won, never in floating point.
 */
export type Price = number & { readonly __brand: 'Price' };

/** The lowest and highest price a market may offer: 1.01 and 1,000.00. */
export const MIN_PRICE = 1_010;
export const MAX_PRICE = 1_000_000;

/** A price from its thousandths; throws on anything that is not a whole number within the bounds. */
export function price(thousandths: number): Price {
  if (!Number.isInteger(thousandths) || thousandths < MIN_PRICE || thousandths > MAX_PRICE) {
    throw new RangeError(`price: ${thousandths} is not a price in thousandths (${MIN_PRICE}–${MAX_PRICE})`);
  }
  return thousandths as Price;
}

/** Whether a number is a valid price in thousandths. */
export function isPrice(value: number): value is Price {
  return Number.isInteger(value) && value >= MIN_PRICE && value <= MAX_PRICE;
}

/** A price as a bettor reads it: two decimals ("1.95"), truncated as a bookmaker shows it. */
export function formatPrice(value: Price): string {
  const hundredths = Math.floor(value / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** What a stake returns at a price, stake included, floored to the won. */
export function returnAt(stake: number, at: Price): number {
  return Number((BigInt(stake) * BigInt(at)) / 1000n);
}
