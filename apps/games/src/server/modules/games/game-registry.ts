import {
  findSlotTitle,
  HANEUL_BLACKJACK_RULES,
  TABLE_GAMES,
  type BlackjackRules,
  type SlotTitle,
  type TableGame,
} from '@haneul/game-math';
import { notFound } from '@haneul/server-kit';
import { engineCodeOf, gameKindOf } from '../../../protocol/game-codes.ts';
import { BLACKJACK_STAKE_LIMITS } from '../../../protocol/table-limits.ts';
import {
  BACCARAT_STAKE_LIMITS,
  TABLE_KINDS,
  type TGameKind,
  type TTableKind,
} from '../../../protocol/round-api.ts';

/** What one bet may be: min..max in steps of `step` (whole won). */
export interface BetLimits {
  min: number;
  max: number;
  step: number;
}

/** A game this server hosts, by the catalogue code the API's game session names. */
export type HostedGame =
  | { code: string; kind: Extract<TGameKind, 'slot'>; title: SlotTitle; bets: BetLimits }
  | { code: string; kind: Extract<TGameKind, 'baccarat'>; bets: BetLimits }
  | { code: string; kind: TTableKind; table: TableGame }
  | { code: string; kind: Extract<TGameKind, 'blackjack'>; rules: Readonly<BlackjackRules>; bets: BetLimits };

/** What a call may ask of its session's game: one kind, or any of the `TABLE_KINDS`. */
export type GameQuery = HostedGame['kind'] | 'table';
type Answering<Q extends GameQuery> = Extract<HostedGame, { kind: Q extends 'table' ? TTableKind : Q }>;

const baccaratBets: BetLimits = { ...BACCARAT_STAKE_LIMITS, step: 1 };

/**
 * The hosted game with this catalogue code (the slot titles and the tables, `gameKindOf`; a
 * transfer game by its engine), or undefined.
 */
export function findHostedGame(code: string): HostedGame | undefined {
  const title = findSlotTitle(engineCodeOf(code));
  if (title) {
    return {
      code,
      kind: 'slot',
      title,
      bets: { min: title.minBet, max: title.maxBet, step: title.coinsPerSpin },
    };
  }
  const kind = gameKindOf(code);
  if (kind === 'baccarat') return { code, kind, bets: baccaratBets };
  if (kind === 'blackjack')
    return { code, kind, rules: HANEUL_BLACKJACK_RULES, bets: BLACKJACK_STAKE_LIMITS };
  return kind && kind !== 'slot' ? { code, kind, table: TABLE_GAMES[kind] as TableGame } : undefined;
}

/** The session's game when it answers `query`; a slot session asking to deal baccarat is `not_found`. */
export function sessionGame<Q extends GameQuery>(session: { gameCode: string }, query: Q): Answering<Q> {
  const game = findHostedGame(session.gameCode);
  const fits =
    game !== undefined &&
    (query === 'table' ? (TABLE_KINDS as readonly string[]).includes(game.kind) : game.kind === query);
  if (!fits) throw notFound();
  return game as Answering<Q>;
}

/** Why a bet does not suit its limits (a slot spin's total bet, a blackjack hand's first stake), or null. */
export function betProblem(limits: BetLimits, bet: number): string | null {
  if (bet < limits.min || bet > limits.max) return `between ${limits.min} and ${limits.max}`;
  if (bet % limits.step !== 0) return `a multiple of ${limits.step}`;
  return null;
}
