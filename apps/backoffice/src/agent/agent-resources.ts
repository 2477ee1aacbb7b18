import type { ResourceTable } from '../lib/data-provider';

/** The agent page's resources: read-only lists, plus creating referral codes and domains. */
export const AGENT_RESOURCES: ResourceTable = {
  me: { get: 'agent.me' },
  members: { list: 'agent.members' },
  deposits: { list: 'agent.deposits' },
  withdrawals: { list: 'agent.withdrawals' },
  bets: { list: 'agent.bets' },
  commission: { list: 'agent.commission' },
  'sub-agents': { list: 'agent.subAgents' },
  settlements: { list: 'agent.settlements' },
  codes: { list: 'agent.codes', create: 'agent.createCode' },
  domains: { list: 'agent.domains', create: 'agent.createDomain' },
};
