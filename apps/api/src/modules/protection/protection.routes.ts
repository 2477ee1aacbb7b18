import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members, siteSettings } from '@haneul/db';
import { registerCall } from '../../lib/register-call.ts';
import { exclude, exclusionInForce, requestExclusionEnd } from './exclusion.service.ts';
import { confirmLimit, listLimits, setLimit } from './limits.service.ts';
import { realityCheckMinutes } from './reality-check.ts';
import { sessionSummary } from './session-summary.service.ts';

/**
 * The member's protection calls (`/public/protection/*`): limits, exclusion, reality checks. Each
 * change is told to the member's open streams, which read their reminders' settings again.
 */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'get-play-limits', async ({ member }) => {
    const now = app.clock();
    const [row] = await app.db
      .select({ every: members.realityCheckMinutes })
      .from(members)
      .where(eq(members.id, member.memberId));
    const { playLimitCoolingOffHours } = await siteSettings(app.db);
    return {
      status: 'success',
      limits: await listLimits(app.db, member.memberId, now),
      coolingOffHours: playLimitCoolingOffHours,
      exclusion: await exclusionInForce(app.db, member.memberId, now),
      realityCheckMinutes: realityCheckMinutes(row?.every ?? null),
    };
  });

  registerCall(app, 'set-play-limit', async ({ body, member }) => {
    const set = await setLimit(app.db, { memberId: member.memberId, ...body, now: app.clock() });
    app.live.protection(member.memberId);
    return { status: 'success', ...set };
  });

  registerCall(app, 'confirm-play-limit', async ({ body, member }) => {
    const outcome = await confirmLimit(app.db, { memberId: member.memberId, ...body, now: app.clock() });
    if (outcome.result === 'none') return { status: 'not_found' };
    if (outcome.result === 'wait') return { status: 'time', retryAfter: outcome.seconds };
    app.live.protection(member.memberId);
    return { status: 'success', limit: outcome.limit };
  });

  registerCall(app, 'set-self-exclusion', async ({ body, member }) => {
    const exclusion = await exclude(app.db, { memberId: member.memberId, ...body, now: app.clock() });
    app.live.protection(member.memberId);
    return { status: 'success', exclusion };
  });

  registerCall(app, 'end-self-exclusion', async ({ member }) => {
    const exclusion = await requestExclusionEnd(app.db, { memberId: member.memberId, now: app.clock() });
    app.live.protection(member.memberId);
    return exclusion ? { status: 'success', exclusion } : { status: 'not_found' };
  });

  registerCall(app, 'set-reality-check', async ({ body, member }) => {
    await app.db
      .update(members)
      .set({ realityCheckMinutes: body.minutes })
      .where(eq(members.id, member.memberId));
    app.live.protection(member.memberId);
    return { status: 'success' };
  });

  registerCall(app, 'get-session-summary', ({ member }) =>
    sessionSummary(app.db, { memberId: member.memberId, sessionId: member.sessionId, now: app.clock() }),
  );
}
