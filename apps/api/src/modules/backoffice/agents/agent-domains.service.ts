import { operatorDomains, type Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import { domainItem } from '../../agent/index.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  decideDomainRequest,
  findDomainRequest,
  lockDomainRequest,
  pageDomainRequests,
  type DomainRequestFilters,
} from './agent-domains.queries.ts';

export async function listDomainRequests(
  db: Db,
  options: DomainRequestFilters & ListParams<'id' | 'domain'>,
) {
  const { rows, total } = await pageDomainRequests(db, options, options);
  return listOf(rows.map(domainItem), total);
}

/**
 * Approves or refuses an agent's domain request under its row lock, audited in the same
 * transaction. Approval is for pending requests that are not the operator's own domain; refusal
 * also withdraws an approved domain, and either way frees the domain for another request.
 */
async function decide(db: Db, { actor, id, approve }: { actor: Actor; id: number; approve: boolean }) {
  return db.transaction(async (tx) => {
    const locked = await lockDomainRequest(tx, id);
    if (!locked) throw notFound();
    if (locked.state === 'refused' || (approve && locked.state === 'approved')) throw conflict('already');
    if (approve && (await operatorDomains(tx)).includes(locked.domain)) {
      throw conflict('conflict', { reason: 'operator_domain' });
    }
    const state = approve ? 'approved' : 'refused';
    await decideDomainRequest(tx, id, { state, decidedAt: actor.now, decidedBy: actor.staffId });
    const row = await findDomainRequest(tx, id);
    if (!row) throw new Error('domain request vanished under its lock');
    await recordAudit(tx, actor, {
      action: approve ? 'agent.domain_approve' : 'agent.domain_refuse',
      targetType: 'member',
      targetId: locked.agentId,
      before: { id, domain: locked.domain, state: locked.state },
      after: { id, domain: locked.domain, state },
    });
    return { data: domainItem(row) };
  });
}

export const approveDomainRequest = (db: Db, options: { actor: Actor; id: number }) =>
  decide(db, { ...options, approve: true });

export const refuseDomainRequest = (db: Db, options: { actor: Actor; id: number }) =>
  decide(db, { ...options, approve: false });
