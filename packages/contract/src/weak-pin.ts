/**
 * Keypad columns long enough to fill a PIN, top to bottom: the phone keypad's middle column
 * (2-5-8-0) and the numeric keypad's three (7-4-1-0, 8-5-2-0, 9-6-3 and its wide 0 below the
 * first two). Rows and shorter lines are runs of the digit ring already.
 */
const KEYPAD_LINES = ['2580', '7410', '8520', '9630'];

/** 0-1-2-...-9-0: a run forwards or backwards, wrapping past 9 to 0 (7890, 0987). */
const isRun = (pin: string) =>
  [1, 9].some((step) =>
    [...pin].every((digit, index) => index === 0 || (Number(pin[index - 1]) + step) % 10 === Number(digit)),
  );

/** One block said again and again: 0000, 1212, 123123. */
const isRepeat = (pin: string) => /^(\d+)\1+$/.test(pin);

const isKeypadLine = (pin: string) =>
  KEYPAD_LINES.some((line) => line === pin || [...line].reverse().join('') === pin);

/**
 * Whether a PIN of digits is one a thief tries first: repeated digits or blocks, a run of the digit
 * ring or a straight line down a keypad. Only digit strings are judged; the format is its own rule.
 */
export function isWeakPin(pin: string): boolean {
  if (!/^\d+$/.test(pin)) return false;
  return isRepeat(pin) || isRun(pin) || isKeypadLine(pin);
}
