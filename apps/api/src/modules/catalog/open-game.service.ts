import type { Db } from '@haneul/db';
import type { TOpenGameAnswer } from '@haneul/contract';
import { AppError } from '@haneul/server-kit';
import { hashToken, newToken } from '@haneul/db';
import { authRequired } from '../../lib/api-errors.ts';
import { findLaunchTarget } from './catalog.queries.ts';
import { insertGameSession, lastGameSessionAt, lockMemberForLaunch } from './game-session.queries.ts';

/** A game session lives 8 hours (docs/wallet-protocol.md). */
const GAME_SESSION_MS = 8 * 3_600_000;
/** The game URL's launch code is good for one redemption within 60 s (docs/wallet-protocol.md). */
const LAUNCH_CODE_MS = 60_000;
/** A member opens at most one game per 3 seconds (docs/calls.md#open-game, status `time`). */
const REOPEN_MS = 3_000;

export interface OpenGameOptions {
  memberId: number;
  code: string;
  /** The provider code for casino games, the slot provider code for slot games. */
  company: string;
  /** The server's clock; the client's `timeStemp` is never used for the 3-second rule. */
  now: Date;
}

/**
 * Starts a game for the member: a game session and the game URL carrying a one-time launch code
 * (only its hash is stored). The session token itself is made when the provider's server redeems
 * the code (`authenticate`), so it never reaches the browser, its history or a log. Runs in one transaction holding the member's row lock, so two concurrent
 * opens by one member are serialised and the second sees the first's session (the 3-second rule
 * cannot be raced).
 */
export async function openGame(
  db: Db,
  { memberId, code, company, now }: OpenGameOptions,
): Promise<TOpenGameAnswer> {
  return db.transaction(async (tx) => {
    const member = await lockMemberForLaunch(tx, memberId);
    if (!member) throw authRequired();
    const excluded = member.excludedUntil !== null && member.excludedUntil > now;
    if (member.state !== 'active' || excluded) throw new AppError('blocked');

    const target = await findLaunchTarget(tx, { code, company });
    // A switched-off game or slot provider answers as if unknown: the client already refuses unused
    // tiles with msg2002, so a request reaching us is stale or forged and learns nothing more.
    if (!target || !target.gameUsed || !target.ownerUsed) return { status: 'cant_find_code' };
    if (target.maintenance) return { status: 'time' };

    const last = await lastGameSessionAt(tx, memberId);
    const waitMs = last === null ? 0 : last.getTime() + REOPEN_MS - now.getTime();
    if (waitMs > 0) return { status: 'time', retryAfter: Math.ceil(waitMs / 1000) };

    const launchCode = newToken();
    await insertGameSession(tx, {
      launchCodeHash: hashToken(launchCode),
      launchExpiresAt: new Date(now.getTime() + LAUNCH_CODE_MS),
      memberId,
      providerCode: target.providerCode,
      gameCode: code,
      createdAt: now,
      expiresAt: new Date(now.getTime() + GAME_SESSION_MS),
    });
    return { status: 'success', gameUrl: gameUrlFor(target.launchUrl, launchCode, code) };
  });
}

/** The provider's launch URL with the launch code and game code; the client adds `lang`. */
function gameUrlFor(launchUrl: string, launchCode: string, gameCode: string): string {
  const url = new URL(launchUrl);
  url.searchParams.set('launch', launchCode);
  url.searchParams.set('game', gameCode);
  return url.toString();
}
