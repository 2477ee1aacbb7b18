import type { FastifyInstance } from 'fastify';
import { listOf } from '../../../lib/list-query.ts';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { listBets, listLiability, sportCaps } from './bets.service.ts';
import { createCompetition, listCompetitions } from './competitions.service.ts';
import { createEvent, editEvent, getEvent, listEvents, setEventLive } from './events.service.ts';
import { setMarketState } from './market-state.service.ts';
import { createMarket, setMarketLimits, setMarketPrices } from './markets.service.ts';
import { listPairs, setPair } from './pairs.service.ts';
import { listSettlements } from './settlements.service.ts';
import { sportReportCsv, sportReports } from './sport-reports.service.ts';
import { approveResult, enterStaffResult, listResults, rejectResult } from './staff-results.service.ts';

/** The sportsbook's back office (ENDPOINTS.md#sportsbook): every write audited in its transaction. */
export async function sportAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'sportCompetitions.list', async ({ query }) => listCompetitions(db, query));
  registerEndpoint(app, 'sportCompetitions.create', async (c) =>
    createCompetition(db, { actor: actorOf(c), input: c.body }),
  );
  registerEndpoint(app, 'sportEvents.list', async ({ query, now }) => listEvents(db, { ...query, now }));
  registerEndpoint(app, 'sportEvents.get', async ({ params }) => getEvent(db, params));
  registerEndpoint(app, 'sportEvents.create', async (c) =>
    createEvent(db, { actor: actorOf(c), input: c.body }),
  );
  registerEndpoint(app, 'sportEvents.update', async (c) =>
    editEvent(db, { actor: actorOf(c), id: c.params.id, change: c.body }),
  );
  registerEndpoint(app, 'sportEvents.live', async (c) =>
    setEventLive(db, { actor: actorOf(c), id: c.params.id, live: c.body }),
  );
  registerEndpoint(app, 'sportEvents.result', async (c) =>
    enterStaffResult(db, {
      actor: actorOf(c),
      eventId: c.params.id,
      result: { cancelled: false, home: c.body.home, away: c.body.away },
      note: c.body.note,
    }),
  );
  registerEndpoint(app, 'sportEvents.cancel', async (c) =>
    enterStaffResult(db, {
      actor: actorOf(c),
      eventId: c.params.id,
      result: { cancelled: true },
      note: c.body.note,
    }),
  );
  registerEndpoint(app, 'sportMarkets.create', async (c) =>
    createMarket(db, { actor: actorOf(c), eventId: c.params.id, input: c.body }),
  );
  registerEndpoint(app, 'sportMarkets.prices', async (c) =>
    setMarketPrices(db, { actor: actorOf(c), id: c.params.id, selections: c.body.selections }),
  );
  registerEndpoint(app, 'sportMarkets.limits', async (c) =>
    setMarketLimits(db, { actor: actorOf(c), id: c.params.id, ...c.body }),
  );
  registerEndpoint(app, 'sportMarkets.state', async (c) =>
    setMarketState(db, { actor: actorOf(c), id: c.params.id, state: c.body.state }),
  );
  registerEndpoint(app, 'sportResults.list', async ({ query }) => listResults(db, query));
  registerEndpoint(app, 'sportResults.approve', async (c) =>
    approveResult(db, { actor: actorOf(c), id: c.params.id, onPaid: (ids) => app.live.balance(...ids) }),
  );
  registerEndpoint(app, 'sportResults.reject', async (c) =>
    rejectResult(db, { actor: actorOf(c), id: c.params.id }),
  );
  registerEndpoint(app, 'sportBets.list', async ({ query }) => listBets(db, query));
  registerEndpoint(app, 'sportLiability.list', async ({ query }) => listLiability(db, query));
  registerEndpoint(app, 'sportLiability.caps', async () => sportCaps(db));
  registerEndpoint(app, 'sportPairs.list', async ({ query }) => listPairs(db, query));
  registerEndpoint(app, 'sportPairs.update', async (c) =>
    setPair(db, { actor: actorOf(c), id: c.params.id, allowed: c.body.allowed }),
  );
  registerEndpoint(app, 'sportSettlements.list', async ({ query, now }) =>
    listSettlements(db, { ...query, now }),
  );
  registerEndpoint(app, 'reports.sportDays', async ({ query, now }) =>
    listOf(await sportReports.days.rows(db, { ...query, now })),
  );
  registerEndpoint(app, 'reports.sportDaysCsv', async ({ query, now }) =>
    sportReportCsv(db, 'days', { ...query, now }),
  );
  registerEndpoint(app, 'reports.sportCompetitions', async ({ query, now }) =>
    listOf(await sportReports.competitions.rows(db, { ...query, now })),
  );
  registerEndpoint(app, 'reports.sportCompetitionsCsv', async ({ query, now }) =>
    sportReportCsv(db, 'competitions', { ...query, now }),
  );
}
