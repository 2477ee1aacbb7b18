import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane): about 60 hashes per second per core here,
 * slow enough to hurt guessing, fast enough for sign-in. `algorithm: 2` is Argon2id; the package
 * exports it as an ambient const enum, which isolated modules cannot read.
 */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password (or exchange password) into a self-describing PHC string with its own salt. */
export function hashSecret(plain: string): Promise<string> {
  return hash(plain, ARGON2ID_OPTIONS);
}

/**
 * True when `plain` matches `hash`. A malformed or empty hash answers false rather than throwing,
 * so a damaged row reads as a wrong password, never as a server error.
 */
export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
