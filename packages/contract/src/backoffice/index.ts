import { agentDomainEndpoints } from './agent-domains.ts';
import { agentPageEndpoints } from './agent-page.ts';
import { agentEndpoints } from './agents.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { contentEndpoints } from './content.ts';
import { dashboardEndpoints } from './dashboard.ts';
import type { EndpointSpec } from './endpoint.ts';
import { levelEndpoints } from './levels.ts';
import { liveEndpoints } from './live.ts';
import { historyEndpoints } from './history.ts';
import { memberEndpoints } from './members.ts';
import { moneyLockEndpoints } from './money-locks.ts';
import { noteTemplateEndpoints } from './note-templates.ts';
import { protectionEndpoints } from './protection.ts';
import { reconciliationEndpoints } from './reconciliation.ts';
import { replicaEndpoints } from './replica.ts';
import { reportEndpoints } from './reports.ts';
import { requestEndpoints } from './requests.ts';
import { settingsEndpoints } from './settings.ts';
import { sportEndpoints } from './sport.ts';
import { staffEndpoints } from './staff.ts';
import { supportEndpoints } from './support.ts';

export * from './endpoint.ts';
export * from './list.ts';
export * from './auth.ts';
export * from './staff.ts';
export * from './dashboard.ts';
export * from './requests.ts';
export * from './live.ts';
export * from './members.ts';
export * from './money-locks.ts';
export * from './history.ts';
export * from './protection-records.ts';
export * from './protection.ts';
export * from './support.ts';
export * from './content.ts';
export * from './note-templates.ts';
export * from './catalogue.ts';
export * from './levels.ts';
export * from './agents.ts';
export * from './agent-domains.ts';
export * from './settings.ts';
export * from './reports.ts';
export * from './audit.ts';
export * from './reconciliation.ts';
export * from './replica.ts';
export * from './sport-records.ts';
export * from './sport.ts';
export * from './agent-page-records.ts';
export * from './agent-page.ts';

/** Every staff endpoint, under /backoffice/api: name → method, path, role, query, body, answer. */
export const backofficeEndpoints = {
  ...authEndpoints,
  ...staffEndpoints,
  ...dashboardEndpoints,
  ...requestEndpoints,
  ...liveEndpoints,
  ...memberEndpoints,
  ...moneyLockEndpoints,
  ...historyEndpoints,
  ...protectionEndpoints,
  ...supportEndpoints,
  ...contentEndpoints,
  ...noteTemplateEndpoints,
  ...catalogueEndpoints,
  ...levelEndpoints,
  ...agentEndpoints,
  ...agentDomainEndpoints,
  ...settingsEndpoints,
  ...reportEndpoints,
  ...auditEndpoints,
  ...reconciliationEndpoints,
  ...replicaEndpoints,
  ...sportEndpoints,
};

/** Both tables: the back office (staff) and the agent page (under /agent/api). */
export const endpoints = { ...backofficeEndpoints, ...agentPageEndpoints };
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The endpoint's spec by name, for clients that build requests from the table. */
export function endpointSpec(name: EndpointName): EndpointSpec {
  return endpoints[name];
}
