/** What other modules may use from the agent module: the subtree and the referral codes and domains. */
export { inSubtree, subtreeDepths, MAX_TREE_DEPTH } from './agent-tree.queries.ts';
export { findAgentCodes, findAgentDomains, isReferralCodeTaken } from './referral-codes.queries.ts';
