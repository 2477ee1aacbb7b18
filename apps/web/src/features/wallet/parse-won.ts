/** Whole won from what was typed: digits only, capped so the number stays exact. */
export function parseWon(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 13);
  return digits === '' ? 0 : Number(digits);
}
