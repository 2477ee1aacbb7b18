import type { Price } from './price.ts';

/**
 * What a member accepts when a price moves between the slip and the acceptance: `none` only the
 * price they saw, `higher` that price or a better one, `any` whatever the market offers then.
 */
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/**
 * The price a leg is accepted at, or null when the market moved against the member's policy. A
 * bet always takes the market's current price: the one submitted only decides whether it may.
 */
export function acceptedPrice(policy: OddsChangePolicy, submitted: Price, current: Price): Price | null {
  if (current === submitted || policy === 'any') return current;
  return policy === 'higher' && current > submitted ? current : null;
}
