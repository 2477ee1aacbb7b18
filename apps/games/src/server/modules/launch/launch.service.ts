import type { TLaunchAnswer } from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import { invalidToken } from '../../lib/games-errors.ts';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import { insertWindowSession } from './window-sessions.queries.ts';
import { hashWindowToken, newWindowToken } from './window-token.ts';

/** A window session lasts as long as the game session it stands for can (8 hours). */
const WINDOW_SESSION_MS = 8 * 3_600_000;

/**
 * POST /api/launch: the window's launch code, redeemed with the wallet's `authenticate`, becomes a
 * window session. The wallet's game session token is kept here, beside the session's hash; the
 * window gets only its own token. A code the wallet refuses (spent, expired, unknown, or a member
 * blocked since the launch) is `invalid_token`. The protection the wallet answered is kept with the
 * session: this server enforces it (protection/window-protection.service.ts).
 */
export async function launchWindow({
  db,
  wallet,
  launchCode,
  now,
}: {
  db: GamesDb;
  wallet: WalletClient;
  launchCode: string;
  now: Date;
}): Promise<TLaunchAnswer> {
  const answer = await wallet.authenticate({ launchCode });
  if (answer.status !== 'OK' || !answer.token || !answer.playerId || !answer.gameCode) {
    throw invalidToken();
  }
  const session = newWindowToken();
  await insertWindowSession(db, {
    tokenHash: hashWindowToken(session),
    walletToken: answer.token,
    playerId: answer.playerId,
    gameCode: answer.gameCode,
    createdAt: now,
    expiresAt: new Date(now.getTime() + WINDOW_SESSION_MS),
    protection: answer.protection ?? null,
    realityCheckSeen: null,
  });
  return { session };
}
