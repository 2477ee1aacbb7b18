import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm start` keeps the install's wallet secret, beside the embedded databases. */
export const PROVIDER_SECRET_FILE = 'provider-secret';

/**
 * The built-in provider's wallet secret for this install: PROVIDER_HANEUL_SECRET when set, else the
 * one kept in the data folder, made on first run (256 random bits, readable by the owner only). No
 * secret is ever published: each install signs its wallet calls with its own.
 */
export function installProviderSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  const configured = env.PROVIDER_HANEUL_SECRET?.trim();
  if (configured) return configured;
  const file = join(dataDir, PROVIDER_SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
