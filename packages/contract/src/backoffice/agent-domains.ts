import { z } from 'zod';
import { ZId } from '../fields.ts';
import { ZAgentDomainRow, ZAgentDomainState } from './agent-page-records.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qId, qText, ZIdParams } from './list.ts';

/** A domain request as staff review it: the agent's row, who asked and who decided. */
export const ZAgentDomainRequest = ZAgentDomainRow.extend({
  agentId: ZId,
  agentUserId: z.string(),
  /** The login of the staff member who approved or refused it; null while pending. */
  decidedBy: z.string().nullable(),
});
export type TAgentDomainRequest = z.infer<typeof ZAgentDomainRequest>;

const BASE = '/backoffice/api/agent-domains';

/**
 * Domains agents ask for on the agent page. A domain counts for registration only once approved,
 * and the operator's own domains (the `operatorDomains` setting) are refused at both steps.
 */
export const agentDomainEndpoints = {
  /** `state=pending` is the queue to review; `q` matches the domain or the agent's login id. */
  'agentDomains.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'operator',
    query: listQuery(['id', 'domain'], { state: ZAgentDomainState.optional(), agentId: qId, q: qText }),
    answer: listAnswer(ZAgentDomainRequest),
  }),
  /**
   * Makes a pending request count. 409 `already` when it was decided before; 409 `conflict`
   * `operator_domain` when it is one of the operator's own domains (refuse it instead).
   */
  'agentDomains.approve': defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/approve`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZAgentDomainRequest),
  }),
  /**
   * Refuses a pending request, or withdraws an approved domain; either way the domain is free to
   * ask for again. 409 `already` when it was refused before.
   */
  'agentDomains.refuse': defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/refuse`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZAgentDomainRequest),
  }),
};
