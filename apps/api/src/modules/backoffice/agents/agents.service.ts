import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import { uniqueViolation } from '@haneul/server-kit/database';
import {
  domainItem,
  findAgentCodes,
  findAgentDomains,
  isReferralCodeTaken,
  MAX_TREE_DEPTH,
} from '../../agent/index.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findAgent,
  findAgentRates,
  findAllAgents,
  lockMemberForAgent,
  makeAgent,
  pageAgents,
  upsertAgentRates,
  type AgentFilters,
  type AgentRates,
  type AgentRow,
  type AgentSort,
} from './agents.queries.ts';

const agentItem = (row: AgentRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listAgents(db: Db, options: AgentFilters & ListParams<AgentSort>) {
  const { rows, total } = await pageAgents(db, options, options);
  return listOf(rows.map(agentItem), total);
}

/**
 * The agent forest, flattened in tree order (each agent after its parent), with depths. An agent
 * whose parent is not an agent starts a tree; a cycle is cut at MAX_TREE_DEPTH.
 */
export async function agentTree(db: Db) {
  const agents = await findAllAgents(db);
  const ids = new Set(agents.map((agent) => agent.id));
  const children = new Map<number | null, typeof agents>();
  for (const agent of agents) {
    const parent = agent.parentId !== null && ids.has(agent.parentId) ? agent.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), { ...agent, parentId: parent }]);
  }
  const out: ((typeof agents)[number] & { depth: number })[] = [];
  const walk = (parent: number | null, depth: number) => {
    if (depth > MAX_TREE_DEPTH) return;
    for (const agent of (children.get(parent) ?? []).sort((a, b) => a.id - b.id)) {
      out.push({ ...agent, depth });
      walk(agent.id, depth + 1);
    }
  };
  walk(null, 0);
  return listOf(out, out.length);
}

async function agentRecord(db: Db, id: number) {
  const row = await findAgent(db, id);
  if (!row) throw notFound();
  const [rates, codes, domains] = [
    await findAgentRates(db, id),
    await findAgentCodes(db, id),
    await findAgentDomains(db, id),
  ];
  return {
    ...agentItem(row),
    rates,
    codes: codes.map((code) => ({ ...code, createdAt: code.createdAt.toISOString() })),
    domains: domains.map(domainItem),
  };
}

export async function getAgent(db: Db, { id }: { id: number }) {
  return { data: await agentRecord(db, id) };
}

/** Makes a member an agent with its own referral code; its rates start at 0 until set. */
export async function createAgent(
  db: Db,
  { actor, memberId, agentCode }: { actor: Actor; memberId: number; agentCode: string },
) {
  try {
    return await db.transaction(async (tx) => {
      const member = await lockMemberForAgent(tx, memberId);
      if (!member) throw notFound();
      if (member.playType === 'agent') throw conflict('conflict', { reason: 'already_agent' });
      if (await isReferralCodeTaken(tx, agentCode)) throw conflict('conflict', { reason: 'code_taken' });
      await makeAgent(tx, memberId, agentCode);
      const after = await agentRecord(tx, memberId);
      await recordAudit(tx, actor, {
        action: 'agent.create',
        targetType: 'member',
        targetId: memberId,
        before: { playType: member.playType },
        after,
      });
      return { data: after };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'members_agent_code_upper')
      throw conflict('conflict', { reason: 'code_taken' });
    throw error;
  }
}

/** Rolling and loss-share rates per game type; the next settled round pays at the new rates. */
export async function updateAgentRates(
  db: Db,
  { actor, id, rates }: { actor: Actor; id: number; rates: AgentRates },
) {
  return db.transaction(async (tx) => {
    if (!(await lockMemberForAgent(tx, id))) throw notFound();
    const before = await agentRecord(tx, id);
    await upsertAgentRates(tx, id, rates);
    const after = await agentRecord(tx, id);
    await recordAudit(tx, actor, {
      action: 'agent.rates',
      targetType: 'member',
      targetId: id,
      before: before.rates,
      after: after.rates,
    });
    return { data: after };
  });
}
