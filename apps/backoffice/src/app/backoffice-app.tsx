import { Admin, Resource } from 'react-admin';
import {
  agentDomainsResource,
  agentTreeResource,
  agentsResource,
  settlementsResource,
} from '../features/agents/agents.resources';
import { auditResource } from '../features/audit/audit.resources';
import { LoginPage } from '../features/auth/login-page';
import {
  bannersResource,
  noteTemplatesResource,
  noticesResource,
  popupsResource,
} from '../features/content/content.resources';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import {
  casinoGamesResource,
  providersResource,
  slotGamesResource,
  slotProvidersResource,
  sportsResource,
} from '../features/games/games.resources';
import { levelsResource } from '../features/levels/levels.resources';
import {
  betsResource,
  gameTransfersResource,
  membersResource,
  moneyResource,
} from '../features/members/members.resources';
import { moneyLocksResource } from '../features/money-locks/money-locks.resources';
import { harmMarkersResource } from '../features/protection/protection.resources';
import { depositsResource, withdrawalsResource } from '../features/queues/queues.resources';
import { reportsResource } from '../features/reports/reports.resources';
import { settingsResource } from '../features/settings/settings.resources';
import {
  sportBetsResource,
  sportCompetitionsResource,
  sportEventsResource,
  sportLiabilityResource,
  sportPairsResource,
  sportReportsResource,
  sportResultsResource,
  sportSettlementsResource,
} from '../features/sport/sport.resources';
import { staffResource } from '../features/staff/staff.resources';
import { notesResource, ticketsResource } from '../features/support/support.resources';
import { backofficeCatalogue } from '../i18n/catalogue';
import { createI18nProvider } from '../i18n/i18n-provider';
import { BackofficeLayout } from './backoffice-layout';
import { LoadingScreen } from './loading-screen';
import { backofficeDataProvider, staffAuthProvider } from './backoffice-services';
import { backofficeTheme } from './theme';

const i18nProvider = createI18nProvider(backofficeCatalogue);

/** Every screen; the menu (backoffice-menu.tsx) groups them and hides admin-only ones from operators. */
const RESOURCES = [
  depositsResource,
  withdrawalsResource,
  moneyLocksResource,
  membersResource,
  moneyResource,
  betsResource,
  gameTransfersResource,
  harmMarkersResource,
  ticketsResource,
  notesResource,
  noticesResource,
  popupsResource,
  bannersResource,
  noteTemplatesResource,
  casinoGamesResource,
  slotProvidersResource,
  slotGamesResource,
  sportsResource,
  providersResource,
  sportEventsResource,
  sportResultsResource,
  sportBetsResource,
  sportLiabilityResource,
  sportSettlementsResource,
  sportReportsResource,
  sportCompetitionsResource,
  sportPairsResource,
  agentsResource,
  agentTreeResource,
  agentDomainsResource,
  settlementsResource,
  reportsResource,
  auditResource,
  levelsResource,
  settingsResource,
  staffResource,
];

/** The staff back office: every screen is a react-admin resource over the API's endpoint table. */
export function BackofficeApp() {
  return (
    <Admin
      title="Haneul"
      dataProvider={backofficeDataProvider}
      authProvider={staffAuthProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={BackofficeLayout}
      loading={LoadingScreen}
      dashboard={DashboardPage}
      theme={backofficeTheme}
      requireAuth
      disableTelemetry
    >
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  );
}
