import { z } from 'zod';

/** Largest amount of won the system accepts in one request; keeps every sum far inside 2^53. */
export const MAX_WON = 1_000_000_000_000;

/** A positive whole number of won. */
export const ZWon = z.number().int().positive().max(MAX_WON);
/** A whole number of won that may be zero (balances, counts of money). */
export const ZWonBalance = z.number().int().min(0);

/** The reason every text field gives for a character it refuses. */
export const INVALID_CHARACTERS = 'invalid_characters';

/**
 * No C0 control character and no DEL. PostgreSQL refuses NUL in text outright (the request would
 * fail in the database), and the others are invisible wherever the text is shown or logged.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** The same, but tabs and line breaks pass: messages, notices and memos span lines. */
// eslint-disable-next-line no-control-regex -- as above
const LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** NUL alone: refused even where every other character counts. */
// eslint-disable-next-line no-control-regex -- as above
const NO_NUL = /^[^\u0000]*$/;

/**
 * No lone surrogate: half a character, which no keyboard types. A text column stores it as a
 * replacement character, but a JSON column refuses it (the request would fail in the database).
 */
const WELL_FORMED = /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/**
 * A trimmed, length-capped line of text; `min` 1 makes it required. Every text field of the
 * contract is built here, so each refuses control characters and lone surrogates as `invalid`.
 */
export const zText = (max: number, min = 1, lengthError?: string) =>
  z
    .string()
    .trim()
    .min(min, lengthError)
    .max(max, lengthError)
    .regex(ONE_LINE, INVALID_CHARACTERS)
    .regex(WELL_FORMED, INVALID_CHARACTERS);

/** Text that may span lines (messages, notices, memos, reasons): tabs and line breaks allowed. */
export const zMultilineText = (max: number, min = 1) =>
  z.string().trim().min(min).max(max).regex(LINES, INVALID_CHARACTERS).regex(WELL_FORMED, INVALID_CHARACTERS);

/**
 * A secret as typed: never trimmed, every character counts. It is hashed, never stored or shown,
 * and a password set before control characters were refused must still sign in; so only NUL is
 * refused, as in every field (no keyboard types it).
 */
export const zSecret = (max: number, min = 1, lengthError?: string) =>
  z.string().min(min, lengthError).max(max, lengthError).regex(NO_NUL, INVALID_CHARACTERS);

/** A database id on the wire. */
export const ZId = z.number().int().positive();

/** A date-time on the wire: ISO 8601 in UTC. */
export const ZDateTime = z.iso.datetime();

/**
 * A calendar day, `YYYY-MM-DD`, in Korea's time (UTC+9): the days reports, dashboards and the member's date filters count. A
 * real day (no 2026-02-30, no month 13) of the years 1900 to 2999, so every day a range reaches
 * still reads as `YYYY-MM-DD`.
 */
export const ZDay = z.iso
  .date('day_format')
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', 'day_format');

/** The empty body: `{}` and nothing else. */
export const ZEmpty = z.strictObject({});
