import { z } from 'zod';
import { ZDay, ZId, zText } from '../fields.ts';

/**
 * react-admin's list conventions on the wire: `page` (1-based), `perPage`, `sort` (a field the
 * endpoint names), `order` (ASC | DESC) and the endpoint's filters, all in the query string. Lists
 * answer `{ data, total }`, single records `{ data }`.
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: F,
) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(25),
    sort: z.enum(sortFields).default(sortFields[0] as S[number]),
    order: z.enum(['ASC', 'DESC']).default('DESC'),
    ...filters,
  });
}

export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().min(0) });

export const oneAnswer = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{ status: 'success' }`, for actions with nothing more to say. */
export const ZDone = z.object({ status: z.literal('success') });

/** Query-string filters: text arrives as text, numbers and booleans are coerced. */
export const qText = zText(100).optional();
export const qId = z.coerce.number().int().positive().optional();
export const qBool = z.stringbool().optional();
export const qDay = ZDay.optional();

/** A record named by its numeric id in the path. */
export const ZIdParams = z.strictObject({ id: z.coerce.number().int().positive() });
/** A record named by a text code in the path (catalogue items, providers). */
export const ZCodeParams = z.strictObject({ id: zText(64) });

export const ZNullableDateTime = z.iso.datetime().nullable();
export const ZRecordId = ZId;
