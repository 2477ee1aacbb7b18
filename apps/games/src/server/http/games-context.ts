import type { z } from 'zod';
import type { GamesDb } from '../db/client.ts';
import type { ReadGameInfo } from '../games/game-info.service.ts';
import { findHostedGame, type HostedGame } from '../games/game-registry.ts';
import type { PlayerSession, SessionAuth } from '../session/session-auth.ts';
import type { WalletClient } from '../wallet/wallet-client.ts';
import { GameError } from './game-error.ts';
import type { InFlight } from '@haneul/server-kit';

/** What the routes work with; built once by `buildGamesApp`. */
export interface GamesContext {
  db: GamesDb;
  wallet: WalletClient;
  auth: SessionAuth;
  clock: () => Date;
  /** How long a round's opening request owns it before recovery may take it over. */
  leaseMs: number;
  /** Running rounds and seed changes: the shutdown waits for them. */
  inFlight: InFlight;
  gameInfo: ReadGameInfo;
}

/** The session's game when it is of `kind`; a slot token asking to deal baccarat is `not_found`. */
export function sessionGame<K extends HostedGame['kind']>(
  session: PlayerSession,
  kind: K,
): Extract<HostedGame, { kind: K }> {
  const game = findHostedGame(session.gameCode);
  if (game?.kind !== kind) throw new GameError('not_found');
  return game as Extract<HostedGame, { kind: K }>;
}

/** Checks an answer against the protocol before it leaves: the window parses it with the same schema. */
export const answerAs = <T extends z.ZodType>(schema: T, value: z.input<T>): z.output<T> =>
  schema.parse(value);
