import type { Refusal } from './slip-state';

/** The message keys of `sport.refusals`, one per way a bet can be refused or lost in transit. */
export type RefusalKey =
  | 'odds'
  | 'suspended'
  | 'min_stake'
  | 'max_stake'
  | 'max_payout'
  | 'liability'
  | 'liabilityFull'
  | 'limit'
  | 'same_event'
  | 'play_limit'
  | 'balance'
  | 'blocked'
  | 'auth'
  | 'invalid'
  | 'time'
  | 'error';

/** Amounts a refusal names, for the message to put in won (a limit's largest stake, the minimum). */
export interface RefusalText {
  key: RefusalKey;
  amount?: number;
}

/**
 * What the member is told of a refusal: the limit that was hit with the stake that would pass (the
 * slip's own limits where the server names none: it never names the minimum), or why nothing was
 * placed.
 */
export function refusalText(refusal: Refusal, limits: { min: number; max: number }): RefusalText {
  switch (refusal.status) {
    case 'limit': {
      const { reason, max } = refusal;
      if (reason === 'min_stake') return { key: reason, amount: limits.min };
      if (reason === 'max_stake') return { key: reason, amount: max ?? limits.max };
      if (reason === 'same_event' || reason === 'play_limit') return { key: reason };
      if (max === undefined || max === 0) return { key: reason === 'liability' ? 'liabilityFull' : 'limit' };
      return { key: reason, amount: max };
    }
    case 'not_found':
      return { key: 'invalid' };
    // Not met on the slip: a session that must change its password sees only that form.
    case 'change_password':
      return { key: 'error' };
    default:
      return { key: refusal.status };
  }
}

/** The refusals a bet decided after its in-play delay can carry (`bet.refusal`), as short labels. */
const DECIDED_REFUSALS = ['odds', 'suspended', 'limit', 'balance', 'blocked'] as const;
export type DecidedRefusal = (typeof DECIDED_REFUSALS)[number];

export function decidedRefusal(refusal: string | null): DecidedRefusal | 'other' {
  return (DECIDED_REFUSALS as readonly string[]).includes(refusal ?? '')
    ? (refusal as DecidedRefusal)
    : 'other';
}
