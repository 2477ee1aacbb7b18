import { BET_REFUSALS } from '../../../protocol/round-api.ts';

/**
 * The wallet's refusals of a bet that leave the round as it was (nothing moved): the window shows
 * them. A round's first bet refused makes the round `void`; a blackjack hand's extra stake refused
 * leaves the hand waiting for another decision.
 */
export type TBetRefusal = (typeof BET_REFUSALS)[number];

export const isBetRefusal = (status: string): status is TBetRefusal =>
  (BET_REFUSALS as readonly string[]).includes(status);
