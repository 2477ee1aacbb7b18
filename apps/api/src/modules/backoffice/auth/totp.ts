import { createGuardrails, generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP as authenticator apps speak it: SHA-1, 6 digits, 30-second steps. otplib refuses secrets
 * under 16 bytes by default; the published demo secrets (docs/demo-data.md#staff) are 10 bytes, so
 * the floor is lowered to 10 for checking. Secrets made here are 20 bytes.
 */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const ISSUER = 'Haneul';
/** One step either side: a phone clock a little off, or a code typed as it rolled over. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What an authenticator app scans: `otpauth://totp/Haneul:<login>?secret=...&issuer=Haneul`. */
export function totpUri(login: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: login, secret });
}

/**
 * The time step `code` is valid for at `now`, or null. A step at or before `lastStep` is refused,
 * so a code seen once (over a shoulder, in a proxy log) can never sign in again.
 */
export async function totpStep(options: {
  secret: string;
  code: string;
  now: Date;
  lastStep: number | null;
}): Promise<number | null> {
  try {
    const result = await verify({
      secret: options.secret,
      token: options.code,
      epoch: Math.floor(options.now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      guardrails,
      ...(options.lastStep === null ? {} : { afterTimeStep: options.lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A damaged secret in the row reads as a wrong code, never as a server error.
    return null;
  }
}

/** The code an authenticator shows at `now` (tests and the demo script). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000), guardrails });
}
