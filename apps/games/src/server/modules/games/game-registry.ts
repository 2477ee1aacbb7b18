import { findSlotTitle, type SlotTitle } from '@haneul/game-math';
import { notFound } from '@haneul/server-kit';
import { BACCARAT_STAKE_LIMITS, type TGameKind } from '../../../protocol/round-api.ts';

/** What one bet may be: min..max in steps of `step` (whole won). */
export interface BetLimits {
  min: number;
  max: number;
  step: number;
}

/** A game this server hosts, by the catalogue code the API's game session names. */
export type HostedGame =
  | { code: string; kind: Extract<TGameKind, 'slot'>; title: SlotTitle; bets: BetLimits }
  | { code: string; kind: Extract<TGameKind, 'baccarat'>; bets: BetLimits };

/**
 * Baccarat tables by catalogue code. Speed baccarat is the same game dealt without a betting
 * timer, which is the game window's business: the server deals both alike.
 */
const BACCARAT_CODES = ['baccarat', 'speed-baccarat'] as const;

const baccaratBets: BetLimits = { ...BACCARAT_STAKE_LIMITS, step: 1 };

/** The hosted game with this code (the five slot titles and the baccarat tables), or undefined. */
export function findHostedGame(code: string): HostedGame | undefined {
  const title = findSlotTitle(code);
  if (title) {
    return {
      code,
      kind: 'slot',
      title,
      bets: { min: title.minBet, max: title.maxBet, step: title.coinsPerSpin },
    };
  }
  return (BACCARAT_CODES as readonly string[]).includes(code)
    ? { code, kind: 'baccarat', bets: baccaratBets }
    : undefined;
}

/** The session's game when it is of `kind`; a slot session asking to deal baccarat is `not_found`. */
export function sessionGame<K extends HostedGame['kind']>(
  session: { gameCode: string },
  kind: K,
): Extract<HostedGame, { kind: K }> {
  const game = findHostedGame(session.gameCode);
  if (game?.kind !== kind) throw notFound();
  return game as Extract<HostedGame, { kind: K }>;
}

/** Why a slot bet does not suit its title, or null when it does. */
export function slotBetProblem(title: SlotTitle, bet: number): string | null {
  if (bet < title.minBet || bet > title.maxBet) return `between ${title.minBet} and ${title.maxBet}`;
  if (bet % title.coinsPerSpin !== 0) return `a multiple of ${title.coinsPerSpin}`;
  return null;
}
