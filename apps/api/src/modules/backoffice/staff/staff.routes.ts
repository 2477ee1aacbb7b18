import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { createStaff, getStaff, listStaff, resetStaffTotp, updateStaffAccount } from './staff.service.ts';

/** Staff accounts: admin only (the contract's table says so for each endpoint). */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'staff.list', async ({ query }) => listStaff(app.db, query));
  registerEndpoint(app, 'staff.get', async ({ params }) => getStaff(app.db, params));
  registerEndpoint(app, 'staff.create', async (context) =>
    createStaff(app.db, { actor: actorOf(context), ...context.body }),
  );
  registerEndpoint(app, 'staff.update', async (context) =>
    updateStaffAccount(app.db, { actor: actorOf(context), id: context.params.id, ...context.body }),
  );
  registerEndpoint(app, 'staff.resetTotp', async (context) =>
    resetStaffTotp(app.db, { actor: actorOf(context), id: context.params.id }),
  );
}
