import { type Browser, expect, type Page } from '@playwright/test';
import { helpTickets, members, popups, staff } from '@haneul/db';
import { eq, sql } from 'drizzle-orm';
import { e2eDatabase, memberIdOf } from './database';
import { totpCodeForStep, totpStepAt } from './totp';

export const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? '4400'}`;
export const BACKOFFICE_URL = `${API_URL}/backoffice/`;

/** The seeded staff (docs/demo-data.md#staff), with their TOTP secrets. */
export const OPERATOR = { login: 'operator', password: 'operator1234!', secret: 'KRSXG5CTMVRXEZLU' } as const;
export const ADMIN = { login: 'admin', password: 'admin1234!', secret: 'JBSWY3DPEHPK3PXP' } as const;
type Staff = typeof OPERATOR | typeof ADMIN;

/**
 * A code the API will still accept: it refuses any step at or before the last one used and
 * tolerates one step either side, so the next sign-in takes the current step or the one after, and
 * waits for the clock when both are spent.
 */
async function freshCode({ login, secret }: Staff): Promise<string> {
  const { db } = await e2eDatabase();
  const [row] = await db
    .select({ lastStep: staff.totpLastStep })
    .from(staff)
    .where(eq(sql`lower(${staff.login})`, login));
  const last = row?.lastStep ?? -1;
  let now = totpStepAt();
  while (last + 1 > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    now = totpStepAt();
  }
  return totpCodeForStep(secret, Math.max(now, last + 1));
}

/** Signs a staff member in on the back office's own form: id, password and the TOTP code. */
export async function signInBackoffice(page: Page, who: Staff = OPERATOR): Promise<void> {
  await page.goto(BACKOFFICE_URL);
  await page.getByLabel('아이디').fill(who.login);
  await page.getByLabel('비밀번호').fill(who.password);
  await page.getByLabel('인증 코드 (6자리)').fill(await freshCode(who));
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByLabel('인증 코드 (6자리)')).toBeHidden();
}

/** A staff member signed in in a browser context of their own, apart from the member's cookie and clock. */
export async function staffPage(browser: Browser, who: Staff = OPERATOR): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const office = await context.newPage();
  await office.setViewportSize({ width: 1440, height: 900 });
  await signInBackoffice(office, who);
  return office;
}

/** The back office at a hash route, e.g. `deposits` with a list filter. */
export function backofficeRoute(route: string, filter?: Record<string, unknown>): string {
  const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return `${BACKOFFICE_URL}#/${route}${query}`;
}

/** An open customer-service ticket of the member's, as the help page writes it; answers its id. */
export async function insertOpenTicket(userId: string, title: string): Promise<number> {
  const { db } = await e2eDatabase();
  const [row] = await db
    .insert(helpTickets)
    .values({ memberId: await memberIdOf(userId), title, contents: `${title} — e2e` })
    .returning({ id: helpTickets.id });
  if (!row) throw new Error('ticket not inserted');
  return row.id;
}

/** The popup the back office stored under a title, as the API answered it. */
export async function popupByTitle(title: string): Promise<{ id: number; contentsHtml: string }> {
  const { db } = await e2eDatabase();
  const [row] = await db
    .select({ id: popups.id, contentsHtml: popups.contentsHtml })
    .from(popups)
    .where(eq(popups.title, title));
  if (!row) throw new Error(`no popup ${title}`);
  return row;
}

/** Makes a member an agent with a referral code, and places other members under it. */
export async function makeAgent(userId: string, agentCode: string, memberUserIds: string[]): Promise<void> {
  const { db } = await e2eDatabase();
  const agentId = await memberIdOf(userId);
  await db.update(members).set({ playType: 'agent', agentCode }).where(eq(members.id, agentId));
  for (const member of memberUserIds) {
    await db
      .update(members)
      .set({ agentId })
      .where(eq(members.id, await memberIdOf(member)));
  }
}
