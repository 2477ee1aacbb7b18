export { readBearerToken } from './bearer.ts';
export { systemClock, type Clock } from './clock.ts';
export {
  AppError,
  forbidden,
  invalidFields,
  notFound,
  tooManyAttempts,
  type AppStatus,
  type AppStatuses,
  type FieldError,
} from './errors/app-error.ts';
export { registerErrorHandler, type ErrorHandlerOptions } from './errors/error-handler.ts';
export { helmetHeaders } from './http/helmet-headers.ts';
export { registerSecurityHeaders, type HeaderSet } from './http/security-headers.ts';
export { InFlight } from './in-flight.ts';
export { safeLoggerOptions } from './log-options.ts';
export { assertProductionProviderSecrets } from './provider-secret-policy.ts';
export { signedPostHeaders, signProviderRequest, verifyProviderSignature } from './provider-signature.ts';
export {
  createRateLimiter,
  type Attempt,
  type RateLimiter,
  type RateLimitRule,
} from './rate-limit/rate-limiter.ts';
export {
  closeGracefully,
  registerGracefulShutdown,
  type ShutdownPlan,
} from './shutdown/graceful-shutdown.ts';
