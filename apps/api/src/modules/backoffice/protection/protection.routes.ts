import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { correctExclusion } from './exclusion-correction.service.ts';
import { listHarmMarkers } from './harm-markers.service.ts';
import { getMemberProtection } from './member-protection.service.ts';
import { listExclusions, listLimitEvents } from './protection-history.service.ts';
import { addReview, listReviews } from './reviews.service.ts';

/** Player protection for staff: read-only member views, the admin's correction, markers and reviews. */
export async function protectionAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'members.protection', async ({ params, now }) =>
    getMemberProtection(db, { id: params.id, now }),
  );
  registerEndpoint(app, 'limitEvents.list', async ({ query }) => listLimitEvents(db, query));
  registerEndpoint(app, 'exclusions.list', async ({ query, now }) => listExclusions(db, { ...query, now }));
  registerEndpoint(app, 'exclusions.correct', async (c) => {
    const answer = await correctExclusion(db, {
      actor: actorOf(c),
      id: c.params.id,
      endsAt: c.body.endsAt === 'now' ? c.now : new Date(c.body.endsAt),
      reason: c.body.reason,
    });
    // The member's exclusion moved: their sessions, wherever remembered, are read again.
    app.live.protection(answer.data.memberId);
    return answer;
  });
  registerEndpoint(app, 'harmMarkers.list', async ({ query, now }) => listHarmMarkers(db, { ...query, now }));
  registerEndpoint(app, 'protectionReviews.list', async ({ query }) => listReviews(db, query));
  registerEndpoint(app, 'protectionReviews.create', async (c) =>
    addReview(db, { actor: actorOf(c), ...c.body }),
  );
}
