import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@haneul/db';
import { createTestSession } from '@haneul/db/testing';
import { callTable } from '@haneul/contract';
import { settleEvent } from '../apps/api/src/modules/sport/settle-event.service.ts';
import { createTestEvent, createTestSport } from '../apps/api/src/modules/sport/sport.test-helper.ts';
import { startApiOnPostgres } from './lib/api-on-postgres.ts';
import { createBenchMembers } from './lib/bench-members.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { closedLoopFigures, type RunFigures } from './lib/stats.ts';

const PLACE_PATH = callTable['place-sport-bet'].path;
const MEMBERS = 500;
/** Bets spread over this many events, three selections each, as a day's card spreads them. */
const EVENTS = 40;
const STAKE = 1_000;
const WARM_UP_SECONDS = 3;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Sport bet placements over HTTP, as the member site's proxy forwards them: each a pre-match single
 * with a new request id, a member's bearer session, decided at once — the slip locked FOR SHARE,
 * every rule checked, the liability added to its selection, event and member (guarded UPDATEs) and
 * the stake taken through the ledger, in one transaction. The API runs as production runs it, on a
 * fresh PostgreSQL database; autocannon drives closed loops of `concurrency` connections.
 */
export async function benchSportPlacements(concurrencies: number[], seconds: number): Promise<RunFigures[]> {
  const api = await startApiOnPostgres();
  try {
    const db = api.database.db;
    const sport = await createTestSport(db);
    const startsAt = new Date(Date.now() + DAY);
    const selections: { id: number; price: number }[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const event = await createTestEvent(db, {
        sport,
        startsAt,
        markets: [{ type: '1x2', prices: [2_100, 3_300, 3_500], maxStake: 10_000_000 }],
      });
      for (const [j, id] of event.selections[0]!.entries())
        selections.push({ id, price: [2.1, 3.3, 3.5][j]! });
    }
    const memberIds = await createBenchMembers(db, MEMBERS, { cash: 1_000_000_000 });
    const tokens = await Promise.all(memberIds.map((id) => createTestSession(db, id, new Date())));
    // The caps are the operator's; here they stand aside, so the figure is the placement itself.
    await db.execute(sql`insert into settings (key, value) values
      ('sportSelectionLiability', '1000000000000'), ('sportEventLiability', '1000000000000'),
      ('sportMemberLiability', '1000000000000')`);

    let sequence = 0;
    const load = async (connections: number, duration: number) => {
      const result = await autocannon({
        url: `${api.url}${PLACE_PATH}`,
        method: 'POST',
        connections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              sequence += 1;
              const selection = selections[sequence % selections.length]!;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[sequence % tokens.length]}`,
                },
                body: JSON.stringify({
                  requestId: `bench-slip-${sequence}`,
                  stake: STAKE,
                  legs: [{ selectionId: selection.id, price: selection.price }],
                  oddsChange: 'none',
                }),
              };
            },
          },
        ],
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`sport bench: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      return result;
    };

    await load(Math.max(...concurrencies), WARM_UP_SECONDS);
    const figures: RunFigures[] = [];
    for (const concurrency of concurrencies) {
      const result = await load(concurrency, seconds);
      figures.push(closedLoopFigures('sport bet placement over HTTP', concurrency, seconds, result));
    }
    // A 200 is also what a refused slip gets: every bet of the runs must have been accepted.
    const { rows } = await db.execute<{ refused: number }>(
      sql`select count(*)::int as refused from sport_bets where state <> 'open'`,
    );
    if (rows[0]?.refused) throw new Error(`sport bench: ${rows[0].refused} placements were refused`);
    return figures;
  } finally {
    await api.close();
  }
}

/**
 * The time to settle `bets` open singles on one event: the bets are written straight into the
 * tables (their stakes are not what is timed), then the final score settles every one of them as
 * the result's approval does — each bet locked, its leg's outcome computed, its payout moved
 * through the ledger, its liability released, its comp credited — one transaction per bet.
 */
export async function benchSportSettlement(bets: number): Promise<{ bets: number; seconds: number }> {
  const scratch = await createScratchDatabase('haneul_bench_sport_settle');
  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const db = database.db;
    const sport = await createTestSport(db);
    const event = await createTestEvent(db, {
      sport,
      startsAt: new Date(Date.now() + DAY),
      markets: [{ type: '1x2', prices: [2_100, 3_300, 3_500] }],
    });
    const [home, draw, away] = event.selections[0]!;
    const members = await createBenchMembers(db, MEMBERS, { cash: 1_000_000 });
    await db.execute(sql`
      with made as (
        insert into sport_bets (member_id, request_id, stake, potential_payout, odds_policy, state, stake_entry_id, accepted_at)
        select (${sql.raw(`array[${members.join(',')}]`)})[1 + n % ${members.length}], 'settle-' || n, ${STAKE},
               ${STAKE} * 3, 'none', 'open', n, now()
          from generate_series(1, ${bets}) n
        returning id)
      insert into sport_bet_legs (bet_id, event_id, market_id, selection_id, market_type, line, selection_key,
                                  submitted_price, price)
      select id, ${event.eventId}, ${event.markets[0]!}, (array[${home}, ${draw}, ${away}]::bigint[])[1 + id % 3],
             '1x2', null, (array['home', 'draw', 'away'])[1 + id % 3], 3000, 3000
        from made`);
    const started = performance.now();
    const settled = await settleEvent(db, {
      eventId: event.eventId,
      result: { cancelled: false, home: 2, away: 1 },
      now: new Date(),
    });
    const seconds = (performance.now() - started) / 1000;
    if (settled !== bets) throw new Error(`sport bench: settled ${settled} of ${bets} bets`);
    return { bets, seconds };
  } finally {
    await database.close();
    await scratch.drop();
  }
}
