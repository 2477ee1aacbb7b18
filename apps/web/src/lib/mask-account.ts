/** Digits of an account number left readable: enough for the member to recognise it, too few to use. */
const SHOWN_DIGITS = 4;

/**
 * A bank account number with every digit but the last four starred, hyphens kept so its shape is
 * still the bank's; empty stays empty (the page shows `-`).
 */
export function maskAccount(number: string | undefined): string | undefined {
  if (!number) return number;
  let left = number.replace(/\D/g, '').length - SHOWN_DIGITS;
  return number.replace(/\d/g, (digit) => (left-- > 0 ? '*' : digit));
}
