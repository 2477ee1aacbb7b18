import { expect, test } from '@playwright/test';
import { API_URL, makeAgent } from './support/backoffice';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { DEMO, hideSeededPopups, signIn } from './support/site';

const AGENT = { userId: 'agent01', password: 'agent1234!' } as const;

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
});
test.afterAll(closeE2eDatabase);

test('an agent opens the agent page from the top bar and sees only its own members', async ({ page }) => {
  // Another agent with a member of its own, who must not show on agent01's page.
  const otherAgent = await createFreshMember();
  const otherMember = await createFreshMember();
  await makeAgent(otherAgent.userId, `E2E${otherAgent.userId.slice(-6).toUpperCase()}`, [otherMember.userId]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, AGENT);
  await page.goto('/');
  const opened = page.context().waitForEvent('page');
  await page.locator('[data-region="top-bar"]').getByRole('button', { name: '에이전트 페이지' }).click();
  const agentPage = await opened;
  await agentPage.waitForLoadState();
  expect(agentPage.url()).toContain(`${API_URL}/agent/`);

  await agentPage.getByRole('menuitem', { name: '하부 회원' }).click();
  await expect(agentPage.getByRole('cell', { name: 'demo01', exact: true })).toBeVisible();
  await expect(agentPage.getByRole('cell', { name: 'demo02', exact: true })).toBeVisible();
  await expect(agentPage.getByText(otherMember.userId)).toHaveCount(0);
  await expect(agentPage.getByText(otherAgent.userId)).toHaveCount(0);
});

test('the account drawer offers the agent page to agents only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENT);
  await page.goto('/');
  await page.getByRole('button', { name: '내 계정 열기' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: '에이전트 페이지' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, DEMO);
  await page.goto('/');
  await page.getByRole('button', { name: '내 계정 열기' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page.getByRole('button', { name: '에이전트 페이지' })).toHaveCount(0);
});
