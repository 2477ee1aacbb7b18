import type { FastifyInstance } from 'fastify';
import { agentAdminRoutes } from './agents/agents.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { levelRoutes } from './levels/levels.routes.ts';
import { memberRoutes } from './members/members.routes.ts';
import { moneyLockRoutes } from './money-locks/money-locks.routes.ts';
import { protectionAdminRoutes } from './protection/protection.routes.ts';
import { reconciliationRoutes } from './reconciliation/reconciliation.routes.ts';
import { replicaRoutes } from './replica/replica.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { queueRoutes } from './requests/queue.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { sportAdminRoutes } from './sport/sport.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { supportRoutes } from './support/support.routes.ts';

/**
 * The staff back office under /backoffice/api (ENDPOINTS.md). Each endpoint's role comes from the
 * contract's table and is checked before anything else runs; every write is audited in the
 * transaction that makes it.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    authRoutes,
    staffRoutes,
    dashboardRoutes,
    queueRoutes,
    memberRoutes,
    moneyLockRoutes,
    protectionAdminRoutes,
    supportRoutes,
    contentRoutes,
    catalogueRoutes,
    levelRoutes,
    agentAdminRoutes,
    settingsRoutes,
    reportRoutes,
    auditRoutes,
    reconciliationRoutes,
    replicaRoutes,
    sportAdminRoutes,
  ]) {
    await app.register(routes);
  }
}
