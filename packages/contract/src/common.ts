import { z } from 'zod';
import { ZInvalidAnswer } from './invalid.ts';

/** A bare answer that carries nothing but its status. */
export const statusOnly = <S extends string>(status: S) => z.object({ status: z.literal(status) });

/** `time` carries how many seconds to wait when the server knows it. */
export const ZTimeAnswer = z.object({
  status: z.literal('time'),
  retryAfter: z.number().int().min(0).optional(),
});

/**
 * Failures any call may answer besides its own: bad body, no session, throttled, blocked, hidden
 * error, a temporary password still to change.
 */
export const ZCommonFailure = z.union([
  ZInvalidAnswer,
  statusOnly('auth'),
  statusOnly('not_found'),
  statusOnly('blocked'),
  statusOnly('error'),
  statusOnly('change_password'),
  ZTimeAnswer,
]);
export type TCommonFailure = z.infer<typeof ZCommonFailure>;

/** A page request: 1-based; lists answer `maxCount` (page size) and `totalCount`. */
export const ZPageBody = z.strictObject({ page: z.number().int().min(1).max(100_000).default(1) });
export const ZPageInfo = { maxCount: z.number().int().positive(), totalCount: z.number().int().min(0) };

/** A body that names one record. */
export const ZIdBody = z.strictObject({ id: z.number().int().positive() });
