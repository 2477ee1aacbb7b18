import { and, eq, sql } from 'drizzle-orm';
import { compRates, type Db, type TGameType } from '@haneul/db';

/** The comp rate (basis points) of a member level for a game type; 0 when none is set. */
export async function compRateBp(tx: Db, level: number, gameType: TGameType): Promise<number> {
  const [row] = await tx
    .select({ rateBp: compRates.rateBp })
    .from(compRates)
    .where(and(eq(compRates.level, level), eq(compRates.gameType, gameType)));
  return row?.rateBp ?? 0;
}

/** One agent above a member, nearest first, with its rolling rate for the game type. */
export interface ChainAgent {
  agentId: number;
  rollingBp: number;
}

/**
 * The member's agent and that agent's uplines (each agent's own `agent_id`), nearest first, at
 * most `maxAgents` of them: the bound also ends a cycle someone made in the agent tree.
 */
export async function agentChain(
  tx: Db,
  { memberId, gameType, maxAgents }: { memberId: number; gameType: TGameType; maxAgents: number },
): Promise<ChainAgent[]> {
  const { rows } = await tx.execute<{ agent_id: string | number; rolling_bp: string | number }>(sql`
    with recursive chain (depth, agent_id) as (
      select 1, m.agent_id from members m where m.id = ${memberId} and m.agent_id is not null
      union all
      select c.depth + 1, m.agent_id
        from chain c join members m on m.id = c.agent_id
       where m.agent_id is not null and c.depth < ${maxAgents}
    )
    select c.agent_id, coalesce(r.rolling_bp, 0) as rolling_bp
      from chain c
      left join agent_rates r on r.agent_id = c.agent_id and r.game_type = ${gameType}
     order by c.depth`);
  return rows.map((row) => ({ agentId: Number(row.agent_id), rollingBp: Number(row.rolling_bp) }));
}
