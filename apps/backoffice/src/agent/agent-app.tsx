import { Admin, Resource } from 'react-admin';
import GroupIcon from '@mui/icons-material/Group';
import DepositIcon from '@mui/icons-material/SouthWest';
import WithdrawIcon from '@mui/icons-material/NorthEast';
import CasinoIcon from '@mui/icons-material/Casino';
import CommissionIcon from '@mui/icons-material/Paid';
import TreeIcon from '@mui/icons-material/AccountTree';
import SettlementIcon from '@mui/icons-material/ReceiptLong';
import CodeIcon from '@mui/icons-material/QrCode2';
import DomainIcon from '@mui/icons-material/Language';
import { backofficeTheme } from '../app/theme';
import { createI18nProvider } from '../i18n/i18n-provider';
import { AgentBets } from './agent-bets';
import { agentCatalogue } from './agent-catalogue';
import { AgentCodeCreate, AgentCodes } from './agent-codes';
import { AgentCommission } from './agent-commission';
import { AgentDashboard } from './agent-dashboard';
import { AgentDomainCreate, AgentDomains } from './agent-domains';
import { AgentLayout } from './agent-layout';
import { AgentMembers } from './agent-members';
import { AgentRequests } from './agent-requests';
import { agentAuthProvider, agentDataProvider } from './agent-services';
import { AgentSettlements } from './agent-settlements';
import { AgentSignedOut } from './agent-signed-out';
import { AgentSubAgents } from './agent-sub-agents';
import type { TArrival } from './agent-session';

const i18nProvider = createI18nProvider(agentCatalogue);

/** The agent page: the agent's subtree, read-only except referral codes and domains. */
export function AgentApp({ arrival }: { arrival: TArrival }) {
  return (
    <Admin
      title="Haneul"
      dataProvider={agentDataProvider}
      authProvider={agentAuthProvider}
      i18nProvider={i18nProvider}
      loginPage={() => <AgentSignedOut refused={arrival === 'refused'} />}
      layout={AgentLayout}
      dashboard={AgentDashboard}
      theme={backofficeTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="members" list={AgentMembers} icon={GroupIcon} />
      <Resource name="deposits" list={AgentRequests} icon={DepositIcon} />
      <Resource name="withdrawals" list={AgentRequests} icon={WithdrawIcon} />
      <Resource name="bets" list={AgentBets} icon={CasinoIcon} />
      <Resource name="commission" list={AgentCommission} icon={CommissionIcon} />
      <Resource name="sub-agents" list={AgentSubAgents} icon={TreeIcon} />
      <Resource name="settlements" list={AgentSettlements} icon={SettlementIcon} />
      <Resource name="codes" list={AgentCodes} create={AgentCodeCreate} icon={CodeIcon} />
      <Resource name="domains" list={AgentDomains} create={AgentDomainCreate} icon={DomainIcon} />
    </Admin>
  );
}
