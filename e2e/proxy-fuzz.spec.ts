import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { callTable, type CallName } from '@haneul/contract';
import { bodyVariants } from '../apps/api/src/fuzz/body-variants';
import { startingBody } from '../apps/api/src/fuzz/starting-requests';
import { e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { SITE_URL } from './support/site';

/**
 * The API fuzz (apps/api/src/fuzz) sent straight to the API, here through the member site's proxy
 * to the real API on PostgreSQL: every call of the call table with each field broken in every way,
 * then whole bodies gone wrong (non-JSON types, 1 MB, 10,000-deep nesting). No answer may be a 5xx
 * and the books must end as they began.
 *
 * Sent from 127.0.0.2: the proxy takes the client's address from the connection, so the sign-in
 * and registration attempts the fuzz makes count against that address, not the one every other
 * spec signs in from.
 */
const SITE = new URL(SITE_URL);
const FUZZ_ADDRESS = '127.0.0.2';

function post(path: string, payload: string | undefined, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: SITE.port, path, method: 'POST', localAddress: FUZZ_ADDRESS, headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, cookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A member of its own, signed in through the proxy: the session cookie the calls carry. */
async function memberCookie(): Promise<string> {
  const member = await createFreshMember({ cash: 1_000_000, comp: 100_000 });
  const res = await post(
    '/api/routes/user-do-login',
    JSON.stringify({ userId: member.userId, password: member.password }),
    {
      'content-type': 'application/json',
      host: SITE.host,
    },
  );
  const cookie = res.cookies.find((value) => value.startsWith('haneul_session='));
  if (!cookie) throw new Error(`no session from sign-in: ${res.status} ${res.body}`);
  return cookie.split(';')[0] ?? '';
}

async function books() {
  const { db } = await e2eDatabase();
  const result = await db.execute<{ entries: number; balances: string }>(sql`
    select (select count(*)::int from journal_entries) as entries,
           (select coalesce(sum(balance), 0)::text from ledger_accounts) as balances`);
  return result.rows[0];
}

test('every call through the proxy, with every kind of bad input: no 5xx, no money moved', async () => {
  test.setTimeout(600_000);
  const failures: string[] = [];
  let sent = 0;
  for (const name of Object.keys(callTable) as CallName[]) {
    // A fresh session per call: a call that signs out must not blind the rest of the run.
    const cookie = await memberCookie();
    const moneyBefore = await books();
    for (const variant of bodyVariants(startingBody(name), { thorough: true })) {
      const res = await post(`/api/routes/${name}`, variant.payload, {
        host: SITE.host,
        cookie,
        ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
      });
      sent += 1;
      if (res.status >= 500)
        failures.push(`${name} ${variant.label} → ${res.status} ${res.body.slice(0, 120)}`);
    }
    // The books as they were once the call's member was funded and signed in.
    expect(await books(), name).toEqual(moneyBefore);
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(1_000);
});
