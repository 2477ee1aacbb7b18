import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { casinoGames, members, providerTransactions as pt, providers, slotGames, type Db } from '@haneul/db';
import { playColumns, type Range } from './figures.queries.ts';

const within = ({ start, end }: Range) => and(gte(pt.createdAt, start), lt(pt.createdAt, end));

/** A game's catalogue name (casino or slot; null for a code the catalogue does not list). */
const gameName = (language: 'nameKo' | 'nameEn') =>
  sql<string | null>`coalesce(${casinoGames[language]}, ${slotGames[language]})`;

export function playByGame(db: Db, range: Range) {
  return db
    .select({
      providerCode: pt.providerCode,
      gameCode: pt.gameCode,
      gameNameKo: gameName('nameKo'),
      gameNameEn: gameName('nameEn'),
      ...playColumns,
    })
    .from(pt)
    .leftJoin(
      casinoGames,
      and(eq(casinoGames.code, pt.gameCode), eq(casinoGames.providerCode, pt.providerCode)),
    )
    .leftJoin(slotGames, and(eq(slotGames.code, pt.gameCode), eq(slotGames.providerCode, pt.providerCode)))
    .where(within(range))
    .groupBy(
      pt.providerCode,
      pt.gameCode,
      casinoGames.nameKo,
      casinoGames.nameEn,
      slotGames.nameKo,
      slotGames.nameEn,
    )
    .orderBy(pt.providerCode, pt.gameCode);
}

export function playByProvider(db: Db, range: Range) {
  return db
    .select({
      providerCode: pt.providerCode,
      providerNameKo: providers.nameKo,
      providerNameEn: providers.nameEn,
      ...playColumns,
    })
    .from(pt)
    .innerJoin(providers, eq(providers.code, pt.providerCode))
    .where(within(range))
    .groupBy(pt.providerCode, providers.nameKo, providers.nameEn)
    .orderBy(pt.providerCode);
}

const player = alias(members, 'player');

/** Play of each agent's direct members in the range (agents without play included, with zeros). */
export async function playByAgent(db: Db, range: Range) {
  const agents = await db
    .select({ id: members.id, userId: members.userId, agentCode: members.agentCode })
    .from(members)
    .where(eq(members.playType, 'agent'))
    .orderBy(members.id);
  const play = await db
    .select({ agentId: player.agentId, ...playColumns })
    .from(pt)
    .innerJoin(player, eq(player.id, pt.memberId))
    .where(within(range))
    .groupBy(player.agentId);
  const sizes = await db
    .select({ agentId: members.agentId, n: count() })
    .from(members)
    .groupBy(members.agentId);
  return agents.map((agent) => {
    const own = play.find((row) => row.agentId === agent.id);
    return {
      ...agent,
      members: sizes.find((row) => row.agentId === agent.id)?.n ?? 0,
      bets: own?.bets ?? 0,
      wins: own?.wins ?? 0,
    };
  });
}
