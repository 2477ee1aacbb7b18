export { InFlight } from './in-flight.ts';
export {
  assertProductionProviderSecrets,
  MIN_PROVIDER_SECRET_BYTES,
  providerSecretProblem,
} from './provider-secret-policy.ts';
export { pathOnly, safeError, safeLoggerOptions } from './log-options.ts';
