import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTable, type CallName } from '@haneul/contract';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe.each(TEST_ENGINES)('the API server on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      // A route that fails the way a broken query would, to see what reaches the client.
      beforeReady: (app, database) =>
        app.post('/test/sql-failure', async () => {
          await database.db.execute(sql`select * from no_such_table_here`);
          return { status: 'success' };
        }),
    });
  });
  afterAll(() => t.destroy());

  it('mounts every call of the contract at its path', async () => {
    for (const name of Object.keys(callTable) as CallName[]) {
      const res = await t.call(name, {});
      expect(res.statusCode, name).not.toBe(404);
      expect(res.json().status, name).toEqual(expect.any(String));
      if (callTable[name].auth) expect(res.json(), name).toEqual({ status: 'auth' });
    }
  });

  it('answers /healthz once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
  });

  it('sets the usual security headers', async () => {
    const res = await t.call('get-casino-setting');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    const missing = await t.app.inject({ method: 'POST', url: '/public/user/no_such_call', payload: {} });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves them off the wallet protocol, whose callers are game servers, not browsers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/provider/haneul/balance', payload: '{}' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBeUndefined();
  });

  it('answers an unknown path with not_found', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/public/user/no_such_call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'not_found' });
  });

  it('answers malformed JSON with invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: callTable['user-do-login'].path,
      headers: { 'content-type': 'application/json' },
      payload: '{"userId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'body' }] });
  });

  it('hides the details of an internal failure: no SQL, no stack', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/sql-failure', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error' });
    expect(res.body).not.toMatch(/no_such_table|select|at /i);
  });
});
