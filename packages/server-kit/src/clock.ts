/**
 * The clock is injected into both servers so tests can move time (session expiry, lockouts, the
 * 3-second rule, round leases, rate-limit windows).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
