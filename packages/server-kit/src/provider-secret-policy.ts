/**
 * What a production wallet secret must be (docs/wallet-protocol.md#secrets): present, at least 32
 * bytes, and not a value that was ever published. Both ends of the wallet protocol (the API that
 * checks signatures and the game server that makes them) refuse to start in production with
 * anything else: a guessable secret lets anyone sign a `win`.
 */
const MIN_PROVIDER_SECRET_BYTES = 32;

/** Secrets that once stood in docs or code: known to everyone, so never valid. */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set(['haneul-demo-secret']);

/** Why `secret` may not sign production money, or null when it may. */
export function providerSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'is not set';
  if (PUBLISHED_SECRETS.has(secret)) return 'is the published demo value';
  if (Buffer.byteLength(secret, 'utf8') < MIN_PROVIDER_SECRET_BYTES) {
    return `is shorter than ${MIN_PROVIDER_SECRET_BYTES} bytes`;
  }
  return null;
}

/**
 * Throws, naming the variable and the reason, when any of the given wallet secrets is unfit for
 * production. `required` names the variables that must be present; every other `PROVIDER_*_SECRET`
 * in the environment is checked too when set.
 */
export function assertProductionProviderSecrets(env: NodeJS.ProcessEnv, required: readonly string[]): void {
  const names = new Set([
    ...required,
    ...Object.keys(env).filter((name) => /^PROVIDER_[A-Z0-9_]+_SECRET$/.test(name)),
  ]);
  const problems = [...names]
    .sort()
    .map((name) => [name, providerSecretProblem(env[name])] as const)
    .filter(([, problem]) => problem !== null)
    .map(([name, problem]) => `${name} ${problem}`);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
  }
}
