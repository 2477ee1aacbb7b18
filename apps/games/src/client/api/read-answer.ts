import type { z } from 'zod';
import { errorCodeOf, GameApiError } from './api-error.ts';

/**
 * Turns an HTTP answer into the protocol's type or a {@link GameApiError}. Every answer goes
 * through a zod schema of `round-api.ts`: the screens then rely on the types without re-checking.
 */
export function readAnswer<S extends z.ZodType>(httpStatus: number, body: unknown, schema: S): z.infer<S> {
  if (httpStatus < 200 || httpStatus >= 300)
    throw new GameApiError(errorCodeOf(body, httpStatus), httpStatus);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GameApiError('bad_answer', httpStatus);
  return parsed.data;
}
