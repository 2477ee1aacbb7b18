import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { gameSessions, members, type Db } from '@haneul/db';

/** The session a redeemed launch code opened, as `authenticate` answers it. */
export interface RedeemedLaunch {
  memberId: number;
  gameCode: string;
  memberState: 'active' | 'suspended';
  excludedUntil: Date | null;
  realityCheckMinutes: number | null;
  /** When open-game made the session: the game window's reality checks count from it. */
  launchedAt: Date;
}

/**
 * Redeems a launch code in one guarded UPDATE: the code must be this provider's, unexpired and not
 * redeemed yet; the session's token hash is set and the code's hash cleared in the same statement,
 * so of two concurrent redemptions exactly one wins and a code never works twice.
 */
export async function redeemLaunchCode(
  db: Db,
  options: { providerCode: string; launchCodeHash: string; tokenHash: string; now: Date },
): Promise<RedeemedLaunch | null> {
  const [row] = await db
    .update(gameSessions)
    .set({ tokenHash: options.tokenHash, launchCodeHash: null })
    .from(members)
    .where(
      and(
        eq(gameSessions.launchCodeHash, options.launchCodeHash),
        eq(gameSessions.providerCode, options.providerCode),
        gt(gameSessions.launchExpiresAt, sql`${options.now.toISOString()}::timestamptz`),
        isNull(gameSessions.tokenHash),
        eq(members.id, gameSessions.memberId),
      ),
    )
    .returning({
      memberId: gameSessions.memberId,
      gameCode: gameSessions.gameCode,
      memberState: members.state,
      excludedUntil: members.excludedUntil,
      realityCheckMinutes: members.realityCheckMinutes,
      launchedAt: gameSessions.createdAt,
    });
  return row ?? null;
}
