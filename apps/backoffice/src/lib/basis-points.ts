/** Rates travel as basis points (100 = 1%); staff read and type percentages. */
export const bpToPercent = (bp: number | null | undefined) => (bp == null ? bp : bp / 100);
export const percentToBp = (percent: number | string | null) =>
  percent === null || percent === '' ? null : Math.round(Number(percent) * 100);

/**
 * 0% to 100%. react-admin validates the stored value (basis points), so the bounds are checked
 * there and reported in the percent the operator typed.
 */
export function percentRange(bp: unknown) {
  if (typeof bp !== 'number') return undefined;
  if (bp < 0) return { message: 'ra.validation.minValue', args: { min: 0 } };
  if (bp > 10_000) return { message: 'ra.validation.maxValue', args: { max: 100 } };
  return undefined;
}
