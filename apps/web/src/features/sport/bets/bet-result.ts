import type { TSportBet } from '@haneul/contract';

/** How a bet stands for the member: waiting its in-play delay, open, or how it ended. */
export type BetResult = 'waiting' | 'open' | 'won' | 'lost' | 'void' | 'partial' | 'refused';

/**
 * A settled bet by what it paid against its stake: more is a win, nothing a loss, the stake itself
 * a void (적특: every leg voided or pushed), and less but something a partial return (a half-lost
 * handicap).
 */
export function betResult(bet: TSportBet): BetResult {
  if (bet.state !== 'settled') return bet.state;
  if (bet.payout === 0) return 'lost';
  if (bet.payout > bet.stake) return 'won';
  return bet.payout === bet.stake ? 'void' : 'partial';
}

/**
 * Whether a bet shown as open before is gone from the open list now: settled or refused, so its
 * money moved on the server.
 */
export function leftOpen(before: readonly TSportBet[] | undefined, after: readonly TSportBet[]): boolean {
  if (!before) return false;
  const still = new Set(after.map((bet) => bet.id));
  return before.some((bet) => !still.has(bet.id));
}
