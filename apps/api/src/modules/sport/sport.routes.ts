import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { betsToWire } from './bet-view.ts';
import { listMemberBets } from './bets.queries.ts';
import { findEvent, listEvents, marketsOf } from './events.queries.ts';
import { placeSportBet } from './place-bet.service.ts';
import { eventToWire } from './sport.wire.ts';

/** Bets a page of my bets shows. */
const BETS_PAGE = 20;

/** The sportsbook's member calls (`/public/sport/*`). */
export async function sportRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'get-sport-events', async ({ body }) => {
    const events = await listEvents(app.db, { ...body, now: app.clock() });
    const markets = await marketsOf(
      app.db,
      events.map((event) => event.id),
      { mainOnly: true },
    );
    return { status: 'success', events: events.map((event) => eventToWire(event, markets)) };
  });

  registerCall(app, 'get-sport-event', async ({ body }) => {
    const event = await findEvent(app.db, body.eventId);
    if (!event) return { status: 'not_found' };
    const markets = await marketsOf(app.db, [event.id], { mainOnly: false });
    return { status: 'success', event: eventToWire(event, markets) };
  });

  registerCall(app, 'place-sport-bet', async ({ body, member }) => {
    const answer = await placeSportBet(app.db, { ...body, memberId: member.memberId, now: app.clock() });
    if (answer.status === 'success' && answer.bet.state === 'open') app.live.balance(member.memberId);
    return answer;
  });

  registerCall(app, 'get-sport-bets', async ({ body, member }) => {
    const { rows, total } = await listMemberBets(app.db, {
      memberId: member.memberId,
      state: body.state,
      page: body.page,
      pageSize: BETS_PAGE,
    });
    return {
      status: 'success',
      bets: await betsToWire(app.db, rows),
      maxCount: BETS_PAGE,
      totalCount: total,
    };
  });
}
