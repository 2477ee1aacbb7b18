export { InFlight } from './in-flight.ts';
export { assertProductionProviderSecrets } from './provider-secret-policy.ts';
export { safeLoggerOptions } from './log-options.ts';
