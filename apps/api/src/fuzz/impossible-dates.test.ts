import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, qDay, type EndpointName } from '@haneul/contract';
import { createTestAgentSession, createTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInStaff } from '../modules/backoffice/testing/backoffice.test-helper.ts';

const IMPOSSIBLE_DAYS = ['2026-13-01', '2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', '0000-01-01'];

/** Every endpoint's day filters (`from`, `to`, ...): the query keys typed as a day. */
const dayFilters = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
  const query = endpoints[name].query;
  if (!(query instanceof z.ZodObject)) return [];
  const shape = query.shape as Record<string, z.ZodType>;
  return Object.keys(shape)
    .filter((key) => shape[key] === qDay)
    .map((key) => ({ name, key }));
});

describe.each(TEST_ENGINES)('impossible days in back-office and agent-page queries on %s', (engine) => {
  let t: TestApp;
  let tokens: { staff: string; agent: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    const agent = await createTestMember(t.database.db, { playType: 'agent', agentCode: 'DAYS01' });
    const agentToken = await createTestAgentSession(t.database.db, agent.id, t.clock());
    tokens = { staff: (await signedInStaff(t, 'admin')).token, agent: agentToken };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('finds the day filters of reports, audit, bets, the agent page and the sportsbook', () => {
    expect(new Set(dayFilters.map(({ name }) => name.split('.')[0]))).toEqual(
      new Set(['reports', 'audit', 'bets', 'agent', 'sportEvents', 'sportSettlements']),
    );
  });

  it('answers 400 `invalid` naming the filter, alone or with the other end of the range', async () => {
    const wrong: string[] = [];
    for (const { name, key } of dayFilters) {
      const spec = endpoints[name];
      const token = spec.access === 'agent' ? tokens.agent : tokens.staff;
      for (const day of IMPOSSIBLE_DAYS) {
        for (const query of [{ [key]: day }, { from: '2026-11-01', to: '2026-11-20', [key]: day }]) {
          const res = await t.app.inject({
            method: spec.method,
            url: spec.path,
            query,
            headers: { authorization: `Bearer ${token}` },
          });
          // CSV reports answer text when they accept the query, so read JSON only from a 400.
          const answer =
            res.statusCode === 400 ? res.json<{ status: string; errors?: { field: string }[] }>() : undefined;
          const named = answer?.status === 'invalid' && answer.errors?.some((error) => error.field === key);
          if (!named)
            wrong.push(`${name} ${JSON.stringify(query)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
