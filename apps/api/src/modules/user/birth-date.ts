/** Gambling sites in Korea admit adults only: 19 full years. */
export const MIN_AGE = 19;
/** Korea Standard Time has no daylight saving: "today" for a Korean member is UTC+9. */
const KST_OFFSET_MS = 9 * 3_600_000;

/**
 * Why a birth date cannot register, or null when it can: `date_invalid` for a day that does not
 * exist, lies in the future or before 1900; `under_19` until the 19th birthday (in Korea's time
 * zone). Someone born on 29 February turns 19 on 1 March in common years.
 */
export function birthDateProblem(birthDate: string, now: Date): 'date_invalid' | 'under_19' | null {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!exists) return 'date_invalid';

  const today = new Date(now.getTime() + KST_OFFSET_MS);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  if (date.getTime() > Date.UTC(ty, tm - 1, td)) return 'date_invalid';
  const birthdayPassed = tm > month || (tm === month && td >= day);
  const age = ty - year - (birthdayPassed ? 0 : 1);
  return age < MIN_AGE ? 'under_19' : null;
}
