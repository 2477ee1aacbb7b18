import { request as httpRequest, createServer, type Server } from 'node:http';
import { depositRequests, helpTickets, members, sessions } from '@haneul/db';
import { expect, type Page, test } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import { closeE2eDatabase, e2eDatabase } from './support/database';
import { createFreshMember, type FreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn, SITE_URL } from './support/site';

/**
 * The outside audit's attacks on the member site's proxy, through the built site as it runs (the
 * custom server in front of Next), each checked where it would have landed: the API's database.
 */

const SITE = SITE_URL;
/** Another origin on the same host: same-site for the browser, so the Lax session cookie goes along. */
const ATTACKER_PORT = 3999;
const ATTACKER = `http://localhost:${ATTACKER_PORT}`;
const LIMIT = 65_536;

test.afterAll(closeE2eDatabase);

async function memberRow(userId: string) {
  const { db } = await e2eDatabase();
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!row) throw new Error(`no member ${userId}`);
  return row.id;
}

async function depositCount(member: FreshMember): Promise<number> {
  const { db } = await e2eDatabase();
  const rows = await db
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(eq(depositRequests.memberId, await memberRow(member.userId)));
  return rows.length;
}

async function ticketCount(member: FreshMember): Promise<number> {
  const { db } = await e2eDatabase();
  const rows = await db
    .select({ id: helpTickets.id })
    .from(helpTickets)
    .where(eq(helpTickets.memberId, await memberRow(member.userId)));
  return rows.length;
}

async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(SITE)).find((each) => each.name === 'haneul_session');
  if (!cookie) throw new Error('not signed in');
  return `haneul_session=${cookie.value}`;
}

/** A page on another port that posts a deposit to the site the way a form or `fetch` can without CORS. */
function startAttackerPage(): Promise<Server> {
  const html = `<!doctype html><title>free coins</title><script>
    fetch('${SITE}/api/routes/apply-user-deposit', {
      method: 'POST', mode: 'no-cors', credentials: 'include',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ amount: 10000, depositorName: '공격자' }),
    }).finally(() => { document.title = 'sent'; });
  </script>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(ATTACKER_PORT, 'localhost', () => resolve(server)));
}

/** Streams `total` bytes of valid JSON (a help ticket padded with spaces) in chunks, no Content-Length. */
function postChunked(path: string, cookie: string, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    const head = JSON.stringify({ title: 'chunked', contents: 'too big' });
    request.write(head);
    const chunk = ' '.repeat(16 * 1024);
    for (let sent = head.length; sent < total; sent += chunk.length) request.write(chunk);
    request.end();
  });
}

test('a client-sent X-Forwarded-For never becomes the address the API records', async ({ page }) => {
  const member = await createFreshMember();
  const response = await page.request.post('/api/routes/user-do-login', {
    data: { userId: member.userId, password: member.password },
    headers: { 'X-Forwarded-For': '198.51.100.77' },
  });
  expect(await response.json()).toMatchObject({ status: 'authenticated' });

  const { db } = await e2eDatabase();
  const [session] = await db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.memberId, await memberRow(member.userId)))
    .orderBy(desc(sessions.id))
    .limit(1);
  expect(session?.ip).not.toContain('198.51.100.77');
  // The spec's own connection: the loopback address, in whichever spelling the socket gives.
  expect(session?.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
});

test('a page on another port of the same host cannot make a deposit with the member cookie', async ({
  page,
}) => {
  const member = await createFreshMember();
  await signIn(page, member);
  const attacker = await startAttackerPage();
  try {
    const answered = page.waitForResponse(`${SITE}/api/routes/apply-user-deposit`);
    await page.goto(`${ATTACKER}/`);
    const response = await answered;
    await expect(page).toHaveTitle('sent');
    expect([403, 415]).toContain(response.status());
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
  expect(await depositCount(member)).toBe(0);

  // The same call with a JSON body, as a non-browser replay of the page's Origin, is refused too.
  const replays: Record<string, string>[] = [{ Origin: ATTACKER }, { 'Sec-Fetch-Site': 'same-site' }];
  for (const headers of replays) {
    const replay = await page.request.post('/api/routes/apply-user-deposit', {
      data: { amount: 10_000, depositorName: '공격자' },
      headers,
    });
    expect(replay.status()).toBe(403);
  }
  expect(await depositCount(member)).toBe(0);

  // The site's own page still makes the call from the browser.
  await hideSeededPopups(page);
  await page.goto('/deposit');
  const own = await page.evaluate(async () => {
    const reply = await fetch('/api/routes/apply-user-deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 10_000, depositorName: '최지우' }),
    });
    return (await reply.json()) as { status: string };
  });
  expect(own.status).toBe('success');
  expect(await depositCount(member)).toBe(1);
});

test('a body over 64 kB answers 413 and nothing reaches the API, with or without Content-Length', async ({
  page,
}) => {
  const member = await createFreshMember();
  await signIn(page, member);
  const padded = JSON.stringify({ title: 'padded', contents: 'too big' }) + ' '.repeat(LIMIT);

  const sized = await page.request.post('/api/routes/user-write-help', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from(padded),
  });
  expect(sized.status()).toBe(413);
  expect(await postChunked('/api/routes/user-write-help', await sessionCookie(page), 1024 * 1024)).toBe(413);
  expect(await ticketCount(member)).toBe(0);

  // At the limit exactly, the same padding is fine.
  const fits = JSON.stringify({ title: 'fits', contents: 'just' });
  const atLimit = await page.request.post('/api/routes/user-write-help', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from(fits + ' '.repeat(LIMIT - Buffer.byteLength(fits))),
  });
  expect(await atLimit.json()).toMatchObject({ status: 'success' });
  expect(await ticketCount(member)).toBe(1);
});
