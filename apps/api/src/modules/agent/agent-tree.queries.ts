import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@haneul/db';

/**
 * How deep an agent tree is followed. Real trees are a few levels; the bound also ends a cycle
 * someone made in `members.agent_id` (the recursion would otherwise never stop).
 */
export const MAX_TREE_DEPTH = 30;

/** The members below an agent, each with its depth (1 = registered under the agent itself). */
const subtree = (agentId: number) => sql`with recursive tree (id, depth) as (
    select m.id, 1 from members m where m.agent_id = ${agentId}
    union
    select m.id, t.depth + 1 from members m join tree t on m.agent_id = t.id where t.depth < ${MAX_TREE_DEPTH}
  )`;

/** `column` is a member somewhere below the agent: what bounds every agent-page read. */
export function inSubtree(agentId: number, column: AnyColumn | SQL): SQL {
  return sql`${column} in (${subtree(agentId)} select id from tree)`;
}

/** Each member below the agent with its (smallest) depth. */
export async function subtreeDepths(db: Db, agentId: number): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ id: string | number; depth: string | number }>(
    sql`${subtree(agentId)} select id, min(depth) as depth from tree group by id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.depth)]));
}
