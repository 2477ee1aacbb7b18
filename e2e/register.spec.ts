import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hideSeededPopups } from './support/site';

const freshId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** Fills every field with good values; the caller changes what it tests. */
async function fillForm(page: Page, userId: string) {
  const form = page.getByRole('form', { name: '회원가입 양식' });
  await form.getByLabel('아이디').fill(userId);
  await form.getByLabel('닉네임').fill(userId.slice(0, 12));
  await form.getByLabel('비밀번호', { exact: true }).fill('Welcome-harbor-2026');
  await form.getByLabel('비밀번호 확인').fill('Welcome-harbor-2026');
  await form.getByLabel('휴대폰 번호').fill('010-9876-5432');
  await form.getByLabel('생년월일').fill('1995-03-15');
  await form.getByLabel('은행').selectOption({ label: '카카오뱅크' });
  await form.getByLabel('예금주').fill('이하늘');
  await form.getByLabel('계좌번호').fill('3333-01-1234567');
  await form.getByLabel('환전 비밀번호').fill('2468');
  await form.getByRole('checkbox').check();
  return form;
}

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the live id check says taken for demo01 and available for a fresh id', async ({ page }) => {
  await page.clock.install();
  await page.goto('/register');
  const idField = page.getByRole('form', { name: '회원가입 양식' }).getByLabel('아이디');
  const live = page.locator('[data-field="register-userId"] [data-live]');

  await idField.fill('demo01');
  await page.clock.runFor(600);
  await expect(live).toHaveText('이미 사용 중인 아이디입니다.');

  await idField.fill(freshId('free'));
  await page.clock.runFor(600);
  await expect(live).toHaveText('사용할 수 있는 아이디입니다.');

  // A malformed id is refused on the spot, without asking the server.
  await idField.fill('a!');
  await idField.blur();
  await expect(page.locator('[data-error-for="register-userId"]')).toHaveText(
    '아이디는 영문과 숫자 4~16자로 입력해 주세요.',
  );
});

test("client checks apply the contract's rules and name each wrong field in Korean", async ({ page }) => {
  await page.goto('/register');
  const form = await fillForm(page, freshId('c'));
  await form.getByRole('checkbox').uncheck();
  await form.getByLabel('비밀번호 확인').fill('something-else');
  await form.getByRole('button', { name: '가입하기' }).click();
  // Both wrong fields are named at once: the passwords are compared as soon as both are well formed.
  await expect(page.locator('[data-error-for="register-agree"]')).toHaveText(
    '이용약관에 동의해야 가입할 수 있습니다.',
  );
  await expect(page.locator('[data-error-for="register-passwordConfirm"]')).toHaveText(
    '비밀번호가 일치하지 않습니다.',
  );
  await expect(form.getByLabel('비밀번호 확인')).toBeFocused();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '가입하기' }).click();
  await expect(page.locator('[data-error-for="register-agree"]')).toHaveCount(0);
  await expect(page.locator('[data-error-for="register-passwordConfirm"]')).toHaveText(
    '비밀번호가 일치하지 않습니다.',
  );
  await expect(form.getByLabel('비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');
});

test("the age rule is the server's: an applicant under 19 is refused under the birth date", async ({
  page,
}) => {
  await page.goto('/register');
  const form = await fillForm(page, freshId('y'));
  await form.getByLabel('생년월일').fill('2015-01-01');
  await form.getByRole('button', { name: '가입하기' }).click();
  await expect(page.locator('[data-error-for="register-birthDate"]')).toHaveText(
    '만 19세 미만은 가입할 수 없습니다.',
  );
  await expect(form.getByLabel('생년월일')).toBeFocused();
});

test('an unknown agent code is refused by the server under its field', async ({ page }) => {
  await page.goto('/register');
  const form = await fillForm(page, freshId('x'));
  await form.getByLabel('추천인 코드').fill('NOSUCHAGENT');
  await form.getByRole('button', { name: '가입하기' }).click();
  await expect(page.locator('[data-error-for="register-code"]')).toHaveText(
    '존재하지 않는 추천인 코드입니다.',
  );
  await expect(form.getByLabel('추천인 코드')).toHaveAttribute('aria-invalid', 'true');
});

test('a complete registration signs the new member in and leads home', async ({ page }) => {
  const userId = freshId('r');
  await page.goto('/register');
  await page.getByText('이용약관 및 개인정보 처리방침 보기').click();
  await expect(page.getByText('본 서비스는 만 19세 이상 성인만', { exact: false })).toBeVisible();
  const form = await fillForm(page, userId);
  await form.getByRole('button', { name: '가입하기' }).click();

  const welcome = page.locator('[data-dialog="register-success"]');
  await expect(welcome).toContainText(`${userId}님, 회원가입이 완료되어 로그인되었습니다.`);
  await welcome.getByRole('button', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  const topBar = page.locator('[data-region="top-bar"]');
  await expect(topBar).toContainText(userId);
  await expect(topBar.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('name'))).toBe(userId);
});

test('no serious or critical accessibility violation on /register', async ({ page }, testInfo) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible();
  // With an error and the terms open, so those states are checked too.
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.getByText('이용약관 및 개인정보 처리방침 보기').click();
  await page.screenshot({ path: testInfo.outputPath('register-errors.png'), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
