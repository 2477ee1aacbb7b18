import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { invalidFields } from '@haneul/server-kit';

/** The least zxcvbn score (0-4) a new password needs: 3 for members, the top one for staff. */
export const MEMBER_PASSWORD_SCORE = 3;
export const STAFF_PASSWORD_SCORE = 4;

/**
 * The characters scored: zxcvbn's time grows quickly with length, and a registration is a public
 * call; a password strong in its first 64 characters is strong.
 */
const SCORED_LENGTH = 64;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with its dictionaries (megabytes of common passwords, names and words), loaded on
 * the first password set rather than at boot, and then kept: no other request pays for it. There
 * is no Korean dictionary package for zxcvbn-ts; the common and English lists catch the passwords
 * leaked lists are full of, Korean sites' included.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: SCORED_LENGTH,
    });
  })().catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  return estimator;
}

/** zxcvbn's 0-4 score; `related` (login id, nickname) counts as words the password must not lean on. */
export async function passwordScore(password: string, related: string[] = []): Promise<number> {
  return (await loadEstimator()).check(password, related).score;
}

/** Refuses a password being set that scores below `minimum`: `invalid` with `password_weak` on `field`. */
export async function assertStrongPassword(options: {
  password: string;
  related?: string[];
  minimum: number;
  field: string;
}): Promise<void> {
  if ((await passwordScore(options.password, options.related)) < options.minimum) {
    throw invalidFields({ field: options.field, reason: 'password_weak' });
  }
}
