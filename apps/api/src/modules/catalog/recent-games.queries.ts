import { and, desc, eq, isNotNull, max, or } from 'drizzle-orm';
import { casinoGames, gameSessions, slotGames, slotProviders, type Db } from '@haneul/db';

/**
 * How many of the member's latest launches are read to find their recent games: enough for a
 * dozen distinct games even for someone who reopens the same one again and again, while the work
 * per call stays bounded for a member with years of sessions (the `game_sessions_member` index
 * serves exactly this scan).
 */
const LAUNCHES_READ = 200;

/** A recently played game as stored: the catalogue row it was launched from, and when. */
export interface RecentGameRow {
  kind: 'casino' | 'slot';
  code: string;
  /** The provider (casino) or the slot provider (slot): what open-game takes as `company`. */
  company: string;
  nameKo: string;
  nameEn: string;
  imgUrl: string;
  used: boolean;
  playedAt: Date;
}

/**
 * The member's distinct games by their latest launch, the latest first. A game session names the
 * hosting provider and the game code, which together find the casino or slot game it was opened
 * from; sessions of games since removed from the catalogue find nothing and are left out.
 */
export async function listRecentGames(
  db: Db,
  { memberId, limit }: { memberId: number; limit: number },
): Promise<RecentGameRow[]> {
  const launches = db
    .select({
      gameCode: gameSessions.gameCode,
      providerCode: gameSessions.providerCode,
      createdAt: gameSessions.createdAt,
    })
    .from(gameSessions)
    .where(eq(gameSessions.memberId, memberId))
    .orderBy(desc(gameSessions.createdAt))
    .limit(LAUNCHES_READ)
    .as('launches');
  const played = db
    .select({
      gameCode: launches.gameCode,
      providerCode: launches.providerCode,
      playedAt: max(launches.createdAt).as('played_at'),
    })
    .from(launches)
    .groupBy(launches.gameCode, launches.providerCode)
    .as('played');

  const rows = await db
    .select({
      playedAt: played.playedAt,
      providerCode: played.providerCode,
      casino: {
        code: casinoGames.code,
        nameKo: casinoGames.nameKo,
        nameEn: casinoGames.nameEn,
        imgUrl: casinoGames.imgUrl,
        used: casinoGames.used,
      },
      slot: {
        code: slotGames.code,
        company: slotGames.slotProviderCode,
        nameKo: slotGames.nameKo,
        nameEn: slotGames.nameEn,
        imgUrl: slotGames.imgUrl,
        used: slotGames.used,
      },
      slotProviderUsed: slotProviders.used,
    })
    .from(played)
    .leftJoin(
      casinoGames,
      and(eq(casinoGames.code, played.gameCode), eq(casinoGames.providerCode, played.providerCode)),
    )
    .leftJoin(
      slotGames,
      and(eq(slotGames.code, played.gameCode), eq(slotGames.providerCode, played.providerCode)),
    )
    .leftJoin(slotProviders, eq(slotProviders.code, slotGames.slotProviderCode))
    .where(or(isNotNull(casinoGames.code), isNotNull(slotGames.code)))
    .orderBy(desc(played.playedAt), played.gameCode)
    .limit(limit);

  return rows.flatMap(({ playedAt, providerCode, casino, slot, slotProviderUsed }): RecentGameRow[] => {
    // An aggregate over a subquery is not mapped to a Date by Drizzle: the drivers hand it back as text.
    const at = new Date(playedAt ?? 0);
    if (casino) return [{ kind: 'casino', ...casino, company: providerCode, playedAt: at }];
    if (slot) return [{ kind: 'slot', ...slot, used: slot.used && slotProviderUsed === true, playedAt: at }];
    return [];
  });
}
