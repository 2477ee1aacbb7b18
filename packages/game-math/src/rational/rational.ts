/**
 * Exact rational numbers on BigInt. The exact RTP and the baccarat edges are ratios of huge
 * integer counts; floats would round them long before the fourth decimal we publish, so every
 * exact figure in this package is a `Rational` until the moment it is shown.
 */

/** A fraction `num / den` in lowest terms with `den > 0`. Build one with {@link rational}. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Makes the fraction `num / den` in lowest terms; throws on a zero denominator. */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('rational: zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

/** `a + b`. */
export function rationalAdd(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** `a - b`. */
export function rationalSub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** `a × b`. */
export function rationalMul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

/** `a ÷ b`; throws when `b` is zero. */
export function rationalDiv(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

/** Sums a list of rationals (zero for an empty list). */
export function rationalSum(values: readonly Rational[]): Rational {
  return values.reduce(rationalAdd, rational(0n));
}

/** Compares two rationals: negative when `a < b`, zero when equal, positive when `a > b`. */
export function rationalCompare(a: Rational, b: Rational): number {
  const diff = a.num * b.den - b.num * a.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/**
 * The nearest double to the fraction. `Number(num) / Number(den)` would overflow or lose bits
 * once either side passes 2^53, so the quotient is taken in BigInt at 64 extra bits first.
 */
export function rationalToNumber(r: Rational): number {
  const negative = r.num < 0n;
  const num = negative ? -r.num : r.num;
  const whole = num / r.den;
  const fraction = ((num % r.den) << 64n) / r.den;
  const value = Number(whole) + Number(fraction) / 2 ** 64;
  return negative ? -value : value;
}

/**
 * The decimal expansion rounded half away from zero to `digits` places, e.g. `0.010579` for the
 * banker's edge at 6 digits. Exact, so published figures never depend on float formatting.
 */
export function rationalToFixed(r: Rational, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const negative = r.num < 0n;
  const num = negative ? -r.num : r.num;
  const scaled = (num * scale * 2n + r.den) / (2n * r.den);
  const intPart = (scaled / scale).toString();
  const fracPart = (scaled % scale).toString().padStart(digits, '0');
  const body = digits > 0 ? `${intPart}.${fracPart}` : intPart;
  return negative && scaled !== 0n ? `-${body}` : body;
}

/**
 * The exact, terminating decimal of a fraction whose denominator has no prime factor but 2 and 5
 * (`2316329/8` → `289541.125`), for a figure that must be stored without rounding (a database
 * `numeric`); any other fraction has no finite decimal, so it throws.
 */
export function rationalToExactDecimal(r: Rational): string {
  let rest = r.den;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  if (rest !== 1n) throw new RangeError(`${r.num}/${r.den} has no finite decimal expansion`);
  return rationalToFixed(r, Math.max(twos, fives));
}
