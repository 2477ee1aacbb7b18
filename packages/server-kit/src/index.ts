export { readBearerToken } from './bearer.ts';
export { InFlight } from './in-flight.ts';
export { assertProductionProviderSecrets } from './provider-secret-policy.ts';
export { safeLoggerOptions } from './log-options.ts';
export { signProviderRequest, verifyProviderSignature } from './provider-signature.ts';
