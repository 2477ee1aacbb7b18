import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { requestSiteHost } from '../../lib/site-host.ts';
import { changeExchangePassword, changePassword, checkHealth, getMemberProfile } from './account.service.ts';
import { loginMember, logoutMember } from './login.service.ts';
import { checkNick, checkUserId, findRegistrationCode, registerMember } from './register.service.ts';

/** The `/public/user/*` calls. The brief's wire names (`bankname`, `banknum`, `code`) are mapped here. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'user-do-login', async ({ body, request }) =>
    loginMember(app.db, {
      userId: body.userId,
      password: body.password,
      language: body.lang,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      now: app.clock(),
    }),
  );
  registerCall(app, 'user-do-logout', async ({ member }) => {
    const answer = await logoutMember(app.db, { sessionId: member.sessionId, now: app.clock() });
    app.live.session(member.memberId);
    return answer;
  });
  registerCall(app, 'user-health-check', async ({ member }) =>
    checkHealth(app.db, app.memberCache, {
      memberId: member.memberId,
      sessionId: member.sessionId,
      mustChangePassword: member.mustChangePassword,
      now: app.clock(),
    }),
  );
  registerCall(app, 'user-register', async ({ body, request }) =>
    registerMember(app.db, {
      userId: body.userId,
      password: body.password,
      nick: body.nick,
      phone: body.phone,
      bankName: body.bankname,
      bankOwner: body.bankOwner,
      bankNumber: body.banknum,
      exchangePassword: body.exchangePassword,
      agentCode: body.code,
      birthDate: body.birthDate,
      registerDomain: requestSiteHost(request),
      registerIp: request.ip,
      now: app.clock(),
    }),
  );
  registerCall(app, 'check-user-id', async ({ body, request }) =>
    checkUserId(app.db, { userId: body.userId, ip: request.ip, now: app.clock() }),
  );
  registerCall(app, 'check-user-nick', async ({ body, request }) =>
    checkNick(app.db, { nick: body.nick, ip: request.ip, now: app.clock() }),
  );
  registerCall(app, 'get-reg-domain', async ({ request }) =>
    findRegistrationCode(app.db, requestSiteHost(request)),
  );
  registerCall(app, 'get-member', async ({ member }) =>
    getMemberProfile(app.db, { memberId: member.memberId }),
  );
  registerCall(app, 'user-change-password', async ({ body, member }) => {
    const answer = await changePassword(app.db, {
      memberId: member.memberId,
      sessionId: member.sessionId,
      password: body.password,
      newPassword: body.newPassword,
      now: app.clock(),
    });
    // The member's other sign-ins ended with the old password: their streams close.
    if (answer.status === 'success') app.live.session(member.memberId);
    return answer;
  });
  registerCall(app, 'user-change-exchange-password', async ({ body, member }) =>
    changeExchangePassword(app.db, {
      memberId: member.memberId,
      password: body.password,
      newExchangePassword: body.newExchangePassword,
      now: app.clock(),
    }),
  );
}
