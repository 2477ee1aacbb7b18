import { siteHost } from '@haneul/contract';
import { operatorDomains, type Db } from '@haneul/db';
import { invalidFields } from '@haneul/server-kit';
import { conflict } from '../../lib/api-errors.ts';
import { isoOrNull, listOf } from '../../lib/list-query.ts';
import { uniqueViolation } from '@haneul/server-kit/database';
import { findAgentDomains, insertAgentDomain } from './agent-domains.queries.ts';
import { findAgentIdentity } from './handoff.queries.ts';
import {
  countAgentCodes,
  findAgentCodes,
  insertAgentCode,
  isOwnCode,
  isReferralCodeTaken,
} from './referral-codes.queries.ts';

/** Enough for every campaign an agent runs; a bound so one agent cannot fill the table. */
const MAX_CODES = 50;

export async function listCodes(db: Db, agentId: number) {
  const agent = await findAgentIdentity(db, agentId);
  const extra = await findAgentCodes(db, agentId);
  const own = agent?.agentCode ? [{ id: 0, code: agent.agentCode, primary: true, createdAt: null }] : [];
  return listOf([
    ...own,
    ...extra.map((row) => ({ ...row, primary: false, createdAt: row.createdAt.toISOString() })),
  ]);
}

/** A new referral code, unique (any case) across agents' own and extra codes. */
export async function createCode(
  db: Db,
  { agentId, code, now }: { agentId: number; code: string; now: Date },
) {
  try {
    return await db.transaction(async (tx) => {
      if ((await countAgentCodes(tx, agentId)) >= MAX_CODES)
        throw conflict('conflict', { reason: 'too_many_codes' });
      if (await isReferralCodeTaken(tx, code)) throw conflict('conflict', { reason: 'code_taken' });
      const row = await insertAgentCode(tx, { agentId, code, createdAt: now });
      return { data: { ...row, primary: false, createdAt: row.createdAt.toISOString() } };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'agent_codes_code_upper')
      throw conflict('conflict', { reason: 'code_taken' });
    throw error;
  }
}

type DomainRow = Awaited<ReturnType<typeof findAgentDomains>>[number];

/** A domain request on the wire (with whatever else the row carries): dates as ISO text. */
export const domainItem = <R extends DomainRow>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: isoOrNull(row.decidedAt),
});

export async function listDomains(db: Db, agentId: number) {
  return listOf((await findAgentDomains(db, agentId)).map(domainItem));
}

/**
 * Asks for a site domain, stored as the member site compares hosts (`siteHost`: the registrable
 * domain, `www.partner.co.kr` → `partner.co.kr`). It waits `pending` until staff approve it; only
 * then does registration on it (and on its subdomains) prefill the agent's code. The operator's own
 * domains are never the agent's.
 */
export async function createDomain(
  db: Db,
  { agentId, domain, code, now }: { agentId: number; domain: string; code?: string | undefined; now: Date },
) {
  const host = siteHost(domain);
  if ((await operatorDomains(db)).includes(host)) throw conflict('conflict', { reason: 'operator_domain' });
  if (code !== undefined && !(await isOwnCode(db, agentId, code))) {
    throw invalidFields({ field: 'code', reason: 'not_your_code' });
  }
  const row = await insertAgentDomain(db, { domain: host, agentId, code: code ?? null, createdAt: now });
  if (!row) throw conflict('conflict', { reason: 'domain_taken' });
  return { data: domainItem(row) };
}
