import { providerSecretEnvName } from '@haneul/contract';

/**
 * The provider's secret from the environment (`PROVIDER_<CODE>_SECRET`), read per request so a
 * rotated secret needs no restart. No provider has a default: without its secret a provider
 * cannot sign at all (`npm start` generates the built-in provider's on first run).
 */
export function providerSecret(providerCode: string, env: NodeJS.ProcessEnv = process.env): string | null {
  return env[providerSecretEnvName(providerCode)] || null;
}
