import { z } from 'zod';

/**
 * Every answer's `status`, spelled exactly as the brief spells them (typos included: they are the
 * wire contract). Meanings are docs/statuses.md; `not_found` and `error` are ours, for an unknown call
 * and for a failure the server hides the details of; `odds`, `suspended` and `limit` are the
 * sportsbook's refusals (and `limit` the player-protection limits'); `change_password` refuses a session signed in with a
 * temporary password anything but changing it; `locked` is an operator's lock on deposits or
 * withdrawals, answered with the operator's reason.
 */
export const ZStatus = z.enum([
  'success',
  'authenticated',
  'pass',
  'alread_have_user',
  'alread',
  'cant_find_code',
  'wait',
  'already',
  'balance',
  'low_point',
  'time',
  'auth',
  'invalid',
  'blocked',
  'not_found',
  'error',
  'odds',
  'suspended',
  'limit',
  'change_password',
  'locked',
]);
export type TStatus = z.infer<typeof ZStatus>;
