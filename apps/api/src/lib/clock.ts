/** The clock is injected so tests can move time (session expiry, lockouts, the 3-second rule). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
