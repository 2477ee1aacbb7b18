import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@haneul/contract';
import {
  createTestAgentSession,
  createTestMember,
  createTestSession,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { GUARDED_PREFIXES } from '../../plugins/access-guard.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInStaff } from './testing/backoffice.test-helper.ts';

/** The only endpoints anyone may call without a session: signing in, enrolling, the code exchange. */
const PUBLIC = ['auth.login', 'auth.enrol', 'auth.enrolConfirm', 'agent.exchange'];

describe.each(TEST_ENGINES)('every back-office and agent-page route is guarded on %s', (engine) => {
  let t: TestApp;
  let tokens: { member: string; operator: string; admin: string; agent: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const member = await createTestMember(db);
    const agent = await createTestMember(db, { playType: 'agent', agentCode: 'GUARD1' });
    const agentToken = await createTestAgentSession(db, agent.id, t.clock());
    tokens = {
      member: await createTestSession(db, member.id, t.clock()),
      operator: (await signedInStaff(t, 'operator')).token,
      admin: (await signedInStaff(t, 'admin')).token,
      agent: agentToken,
    };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const guarded = () =>
    t.app.routeList.filter((route) => GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix)));
  /** Path params name a record that does not exist, so a call that passes the guard changes nothing. */
  const send = (method: string, url: string, token?: string) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace(/:\w+/g, '999999'),
      ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('registers exactly the contract’s endpoints, each with the role the contract declares', () => {
    const registered = guarded()
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url} ${route.access}`)
      .sort();
    const declared = Object.values(endpoints)
      .map((spec) => `${spec.method} ${spec.path} ${spec.access}`)
      .sort();
    expect(registered).toEqual(declared);
    expect(guarded().every((route) => route.access !== undefined)).toBe(true);
  });

  it('leaves only sign-in, enrolment and the code exchange public', () => {
    const open = Object.entries(endpoints)
      .filter(([, spec]) => spec.access === 'public')
      .map(([name]) => name)
      .sort();
    expect(open).toEqual([...PUBLIC].sort());
  });

  it('answers 401 to every guarded route without a session, with a member token, or the other surface’s token', async () => {
    for (const route of guarded().filter((r) => r.access !== 'public')) {
      const wrong =
        route.access === 'agent'
          ? [undefined, tokens.member, tokens.operator, tokens.admin]
          : [undefined, tokens.member, tokens.agent];
      for (const token of wrong) {
        const res = await send(route.method, route.url, token);
        expect(
          res.statusCode,
          `${route.method} ${route.url} with ${token ? 'a foreign token' : 'no token'}`,
        ).toBe(401);
        if (route.method !== 'HEAD') expect(res.json()).toEqual({ status: 'auth' });
      }
    }
  });

  it('answers 403 to an operator on every admin route, and lets admins and operators past the guard where allowed', async () => {
    const agentRoutes = guarded().filter((r) => r.access === 'agent' && !r.url.endsWith('/logout'));
    for (const route of agentRoutes) {
      const res = await send(route.method, route.url, tokens.agent);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
    }
    // Signing out would end the session the rest of the walk uses; logout has its own tests.
    for (const route of guarded().filter((r) => !r.url.endsWith('/logout'))) {
      if (route.access === 'admin') {
        const res = await send(route.method, route.url, tokens.operator);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        if (route.method !== 'HEAD') expect(res.json()).toEqual({ status: 'forbidden' });
        const asAdmin = await send(route.method, route.url, tokens.admin);
        expect(asAdmin.statusCode, `${route.method} ${route.url}: ${asAdmin.body}`).not.toBe(403);
        expect(asAdmin.statusCode, `${route.method} ${route.url}: ${asAdmin.body}`).toBeLessThan(500);
      }
      // The queues' stream stays open once past the guard; stream.test.ts opens it on a socket.
      if (route.access === 'operator' && route.url !== endpoints['live.stream'].path) {
        for (const token of [tokens.operator, tokens.admin]) {
          const res = await send(route.method, route.url, token);
          expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
          // Past the guard every handler answers sanely, even to an empty body or a missing record.
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it('refuses to start when a guarded route declares no role', async () => {
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp({
      db: t.database.db,
      config: { gamesUrl: 'http://x', production: false },
      logLevel: 'silent',
    });
    expect(() => app.get('/backoffice/api/forgotten', async () => ({}))).toThrow(/declares no access role/);
    await app.close();
  });
});
