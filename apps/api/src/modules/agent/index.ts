/** What other modules may use from the agent module: the subtree and the referral codes and domains. */
export { inSubtree, subtreeDepths, MAX_TREE_DEPTH } from './agent-tree.queries.ts';
export { findAgentCodes, isReferralCodeTaken } from './referral-codes.queries.ts';
export { agentDomainColumns, findAgentDomains } from './agent-domains.queries.ts';
export { domainItem } from './referral.service.ts';
