import AgentIcon from '@mui/icons-material/Handshake';
import DomainIcon from '@mui/icons-material/Language';
import TreeIcon from '@mui/icons-material/AccountTree';
import SettlementIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { AgentCreate } from './agent-create';
import { AgentList } from './agent-list';
import { AgentShow } from './agent-show';
import { AgentTree } from './agent-tree';
import { DomainRequestList } from './domain-request-list';
import { SettlementList } from './settlement-list';

export const agentsResource: ResourceProps = {
  name: 'agents',
  list: AgentList,
  show: AgentShow,
  create: AgentCreate,
  icon: AgentIcon,
  recordRepresentation: 'userId',
};
export const agentTreeResource: ResourceProps = { name: 'agent-tree', list: AgentTree, icon: TreeIcon };
export const agentDomainsResource: ResourceProps = {
  name: 'agent-domains',
  list: DomainRequestList,
  icon: DomainIcon,
};
export const settlementsResource: ResourceProps = {
  name: 'settlements',
  list: SettlementList,
  icon: SettlementIcon,
};
