import { depositRequests, withdrawRequests, type Db } from '@haneul/db';
import { dayRange } from '../../lib/korean-day.ts';
import { isoOrNull, listOf, type ListParams } from '../../lib/list-query.ts';
import type { AgentPrincipal } from '../../plugins/agent-session.ts';
import { findAgentIdentity } from './handoff.queries.ts';
import { subtreeDepths } from './agent-tree.queries.ts';
import { pageSubtreeMembers } from './agent-members.queries.ts';
import {
  commissionBalance,
  commissionDays,
  pageOwnSettlements,
  pageSubtreeBets,
  pageSubtreeRequests,
} from './agent-page.queries.ts';

type RequestState = (typeof depositRequests.$inferSelect)['state'];

export async function describeAgent(db: Db, agent: AgentPrincipal) {
  const member = await findAgentIdentity(db, agent.agentId);
  if (!member) throw new Error(`agent ${agent.agentId} vanished behind a live session`);
  return {
    data: {
      id: member.id,
      userId: member.userId,
      nick: member.nick,
      agentCode: member.agentCode,
      commission: await commissionBalance(db, agent.agentId),
      expiresAt: agent.expiresAt.toISOString(),
    },
  };
}

/** The agent's whole tree, or (with `agentsOnly`) the sub-agents in it; each with its depth. */
export async function listSubtree(
  db: Db,
  agentId: number,
  options: { q?: string | undefined; parentId?: number | undefined; agentsOnly?: boolean } & ListParams<
    'id' | 'userId' | 'createdAt'
  >,
) {
  const { rows, total } = await pageSubtreeMembers(db, agentId, options, options);
  const depths = await subtreeDepths(db, agentId);
  return listOf(
    rows.map((row) => ({
      ...row,
      parentId: row.parentId ?? agentId,
      depth: depths.get(row.id) ?? 1,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: isoOrNull(row.lastLoginAt),
    })),
    total,
  );
}

export async function listSubtreeRequests(
  db: Db,
  agentId: number,
  kind: 'deposit' | 'withdraw',
  options: { memberId?: number | undefined; state?: RequestState | undefined } & ListParams<'id' | 'amount'>,
) {
  const table = kind === 'deposit' ? depositRequests : withdrawRequests;
  const { rows, total } = await pageSubtreeRequests(db, table, agentId, options, options);
  return listOf(
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
  );
}

export async function listSubtreeBets(
  db: Db,
  agentId: number,
  options: { memberId?: number | undefined; kind?: 'bet' | 'win' | 'rollback' | undefined } & ListParams<
    'id' | 'amount'
  >,
) {
  const { rows, total } = await pageSubtreeBets(db, agentId, options, options);
  return listOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}

/** Commission earned per Korean day of the range, zeros included, oldest first. */
export async function commissionPerDay(
  db: Db,
  agentId: number,
  { from, to, now }: { from?: string | undefined; to?: string | undefined; now: Date },
) {
  const range = dayRange({ from, to }, now);
  const rows = new Map((await commissionDays(db, agentId, range)).map((row) => [row.day, row]));
  return listOf(
    range.days.map((day) => ({ day, amount: rows.get(day)?.amount ?? 0, count: rows.get(day)?.count ?? 0 })),
  );
}

export async function listOwnSettlements(db: Db, agentId: number, options: ListParams<'id'>) {
  const { rows, total } = await pageOwnSettlements(db, agentId, options);
  return listOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}
