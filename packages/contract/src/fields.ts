import { z } from 'zod';

/** Largest amount of won the system accepts in one request; keeps every sum far inside 2^53. */
export const MAX_WON = 1_000_000_000_000;

/** A positive whole number of won. */
export const ZWon = z.number().int().positive().max(MAX_WON);
/** A whole number of won that may be zero (balances, counts of money). */
export const ZWonBalance = z.number().int().min(0);

/** A trimmed, length-capped text; `min` 1 makes it required. */
export const zText = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** A database id on the wire. */
export const ZId = z.number().int().positive();

/** A date-time on the wire: ISO 8601 in UTC. */
export const ZDateTime = z.iso.datetime();

/** The empty body: `{}` and nothing else. */
export const ZEmpty = z.strictObject({});
