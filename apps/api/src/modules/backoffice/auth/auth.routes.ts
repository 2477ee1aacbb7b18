import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { confirmEnrolment, startEnrolment } from './enrol.service.ts';
import { describeStaff, loginStaff, logoutStaff } from './login.service.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'auth.login', async ({ body, request, now }) =>
    loginStaff(app.db, { ...body, ip: request.ip, now }),
  );
  registerEndpoint(app, 'auth.enrol', async ({ body, request, now }) =>
    startEnrolment(app.db, { ...body, ip: request.ip, now }),
  );
  registerEndpoint(app, 'auth.enrolConfirm', async ({ body, request, now }) =>
    confirmEnrolment(app.db, { ...body, ip: request.ip, now }),
  );
  registerEndpoint(app, 'auth.logout', async ({ staff, request, now }) =>
    logoutStaff(app.db, { staff, ip: request.ip, now }),
  );
  registerEndpoint(app, 'auth.me', async ({ staff }) => describeStaff(staff));
}
