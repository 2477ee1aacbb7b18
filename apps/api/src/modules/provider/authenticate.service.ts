import { type Db, hashToken, memberBalances, newToken, siteSettings } from '@haneul/db';
import type { TProviderAuthenticateAnswer } from '@haneul/contract';
import { launchProtection } from './launch-protection.ts';
import { redeemLaunchCode } from './launch-code.queries.ts';

/**
 * `authenticate`: the provider's server trades the game URL's one-time launch code for the game
 * session token. The token is made here, so it never passes through a browser: the window only
 * ever saw the code, which is spent now. An unknown, spent, expired or foreign code answers
 * INVALID_TOKEN; a member suspended or excluded since the launch answers PLAYER_BLOCKED (the code
 * is spent either way). An OK answer carries the protection the window must apply.
 */
export async function authenticateLaunch(
  db: Db,
  { providerCode, launchCode, now }: { providerCode: string; launchCode: string; now: Date },
): Promise<TProviderAuthenticateAnswer> {
  const token = newToken();
  const launch = await redeemLaunchCode(db, {
    providerCode,
    launchCodeHash: hashToken(launchCode),
    tokenHash: hashToken(token),
    now,
  });
  if (!launch) return { status: 'INVALID_TOKEN', balance: 0 };
  const { cash } = await memberBalances(db, launch.memberId);
  const excluded = launch.excludedUntil !== null && launch.excludedUntil > now;
  if (launch.memberState !== 'active' || excluded) return { status: 'PLAYER_BLOCKED', balance: cash };
  return {
    status: 'OK',
    balance: cash,
    token,
    playerId: String(launch.memberId),
    gameCode: launch.gameCode,
    protection: launchProtection(launch, await siteSettings(db)),
  };
}
