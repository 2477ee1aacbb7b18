import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { callTable, endpoints, type CallName, type EndpointName } from '@haneul/contract';
import { checkLedger, type Db } from '@haneul/db';
import {
  createTestAgentSession,
  createTestMember,
  createTestSession,
  createTestStaffSession,
  fundTestMember,
  SOUND_LEDGER,
  type TestEngine,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createStaffAccount } from '../modules/backoffice/testing/backoffice.test-helper.ts';
import type { FuzzScope } from './body-variants.ts';
import { callRequests, endpointRequests, type FuzzRequest } from './fuzz-requests.ts';
import { startingBody, startingParts } from './starting-requests.ts';

/**
 * Every member call and every back-office and agent-page endpoint, straight to the API, with bad
 * input of every kind (docs/security.md#input: bad input is a clear error and never changes data): no answer
 * may be a 5xx, and the ledger must end as it began. PGlite gets every variant; PostgreSQL, where
 * the engine itself refuses some text, gets the text and query-string ones.
 */
const RUNS: [TestEngine, FuzzScope][] = [
  ['pglite', { thorough: true }],
  ['postgres', { thorough: false }],
];

/** Money as the books hold it: any movement changes at least one of these. */
async function books(db: Db) {
  const result = await db.execute<{ entries: number; postings: number; balances: string }>(sql`
    select (select count(*)::int from journal_entries) as entries,
           (select count(*)::int from ledger_postings) as postings,
           (select coalesce(sum(balance), 0)::text from ledger_accounts) as balances`);
  return result.rows[0];
}

it('starts every variant from a request the contract accepts, so each bad value goes deep', () => {
  const refused: string[] = [];
  for (const name of Object.keys(callTable) as CallName[]) {
    if (!callTable[name].body.safeParse(startingBody(name)).success) refused.push(name);
  }
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const parts = startingParts(name);
    for (const part of ['params', 'query', 'body'] as const) {
      if (!endpoints[name][part].safeParse(parts[part]).success) refused.push(`${name} ${part}`);
    }
  }
  expect(refused).toEqual([]);
});

/** A 400 `invalid` naming the field, or the object holding it (a union names the whole). */
function refusesField(res: LightMyRequestResponse, field: string): boolean {
  if (res.statusCode !== 400) return false;
  const answer = res.json<{ status: string; errors?: { field: string }[] }>();
  return (
    answer.status === 'invalid' &&
    (answer.errors ?? []).some((error) => field === error.field || field.startsWith(`${error.field}.`))
  );
}

describe.each(RUNS)('malformed requests on %s', (engine, scope) => {
  let t: TestApp;
  let token: Record<FuzzRequest['session'], () => Promise<string | undefined>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    // Money on every account a request could move, so a bad request that slipped through would show.
    const member = await createTestMember(db);
    await fundTestMember(db, member.id, 1_000_000);
    await fundTestMember(db, member.id, 1_000_000, 'comp');
    const agent = await createTestMember(db, { playType: 'agent', agentCode: 'FUZZ01' });
    const admin = await createStaffAccount(db, { role: 'admin' });
    // A fresh session per request: a call that signs out must not blind the rest of the run.
    token = {
      member: () => createTestSession(db, member.id, t.clock()),
      staff: () => createTestStaffSession(t.database.db, admin.id, t.clock()),
      agent: () => createTestAgentSession(db, agent.id, t.clock()),
      none: async () => undefined,
    };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function send(request: FuzzRequest) {
    const bearer = await token[request.session]();
    return t.app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
    });
  }

  it('answers every one below 500, refuses NUL naming its field, and moves no money', async () => {
    const requests = [...callRequests(scope), ...endpointRequests(scope)];
    const before = await books(t.database.db);
    const failures: string[] = [];
    const unrefused: string[] = [];
    for (const request of requests) {
      const res = await send(request);
      const outcome = `${request.label} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (res.statusCode >= 500) failures.push(outcome);
      if (request.nulIn !== undefined && !refusesField(res, request.nulIn)) unrefused.push(outcome);
    }
    expect(failures).toEqual([]);
    expect(unrefused).toEqual([]);
    expect(await books(t.database.db)).toEqual(before);
    expect(await checkLedger(t.database.db)).toEqual(SOUND_LEDGER);
  }, 240_000);
});
