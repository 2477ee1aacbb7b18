import { and, count, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members, providerTransactions as pt, type Db } from '@haneul/db';
import { playColumns, type Range } from './figures.queries.ts';

const within = ({ start, end }: Range) => and(gte(pt.createdAt, start), lt(pt.createdAt, end));

export function playByGame(db: Db, range: Range) {
  return db
    .select({ providerCode: pt.providerCode, gameCode: pt.gameCode, ...playColumns })
    .from(pt)
    .where(within(range))
    .groupBy(pt.providerCode, pt.gameCode)
    .orderBy(pt.providerCode, pt.gameCode);
}

export function playByProvider(db: Db, range: Range) {
  return db
    .select({ providerCode: pt.providerCode, ...playColumns })
    .from(pt)
    .where(within(range))
    .groupBy(pt.providerCode)
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
