import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import messages from '../src/locales/en-US';
import { E2E_COMMUNITY_ADMIN_EMAIL, freshEmail, signInByCode } from './support/accounts';
import { watchProblems } from './support/problems';
import { chooseOption } from './support/select';

/** A signed-in page in its own browser context (own cookies and local storage). */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByCode(page, email);
  return page;
}

// The admin signs in once for the file: a second code for one address within a minute is refused.
test.describe.configure({ mode: 'serial' });
let adminState: BrowserContextOptions['storageState'];

test.beforeAll(async ({ browser }) => {
  const page = await signedInPage(browser, E2E_COMMUNITY_ADMIN_EMAIL);
  adminState = await page.context().storageState();
  await page.context().close();
});

/** A page of the admin's session in a new context. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: adminState });
  return context.newPage();
}

test('an issue: opened, voted from a second account, commented, planned by an admin; the author hears of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('author'));
  const title = `Kotlin value classes ${Date.now()}`;
  await page.goto('/issues');
  await page.getByRole('button', { name: messages['issues.new'] }).click();
  const form = page.getByRole('form', { name: messages['issues.new'] });
  await form.getByLabel(messages['issues.field.title']).fill(title);
  await form
    .getByLabel(messages['issues.field.content'])
    .fill(
      'Generate `@JvmInline value class` wrappers.\n\n```kotlin\n@JvmInline value class Id(val v: Long)\n```',
    );
  await form.getByRole('button', { name: messages['issues.submit'] }).click();
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  const issueUrl = new URL(page.url()).pathname;
  expect(issueUrl).toMatch(/^\/issues\/\d+$/);
  const number = issueUrl.split('/').pop();

  // A second account votes and comments.
  const voter = await signedInPage(browser, freshEmail('voter'));
  const voterProblems = watchProblems(voter);
  await voter.goto(issueUrl);
  await voter.getByRole('button', { name: /Vote now/ }).click();
  await expect(voter.getByRole('button', { name: /1 vote/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await voter.getByLabel(messages['issues.comment'], { exact: true }).fill('Same here, please.');
  await voter.getByRole('button', { name: messages['issues.comment.submit'] }).last().click();
  await expect(voter.getByText('Same here, please.')).toBeVisible();

  // An admin marks it planned.
  const admin = await adminPage(browser);
  await admin.goto(issueUrl);
  await chooseOption(admin, messages['issues.admin.status'], messages['issues.status.planned']);
  await admin.getByRole('button', { name: messages['issues.admin.apply'] }).click();
  await expect(admin.getByTestId('issue-status')).toHaveText(messages['issues.status.planned']);

  // The author hears of the comment and of the status change.
  await page.goto('/user?tab=messages');
  await expect(page.getByRole('button', { name: `#${number} is now planned` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`New comment on #${number}`) }),
  ).toBeVisible();

  expect(problems).toEqual([]);
  expect(voterProblems).toEqual([]);
});

test('feedback from an anonymous visitor: the admin replies, the sender reads it by the private link', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const text = `The zip download is empty in Safari ${Date.now()}`;
  await page.goto('/feedback?from=/code-generate');
  await page.getByLabel(messages['feedback.type.bug']).check();
  await page.getByLabel(messages['feedback.field.content']).fill(text);
  await page.getByLabel(messages['feedback.field.contact']).fill(freshEmail('anon'));
  await page.getByRole('button', { name: messages['feedback.submit'] }).click();
  const link = (await page.getByTestId('private-link').innerText()).trim();
  expect(link).toMatch(/\/feedback\?id=\d+&key=[0-9a-f]{48}$/);

  const admin = await adminPage(browser);
  await admin.goto('/admin/community');
  await admin.getByPlaceholder(messages['communityAdmin.feedback.search']).fill(text);
  await admin.getByPlaceholder(messages['communityAdmin.feedback.search']).press('Enter');
  const entry = admin.getByTestId('admin-feedback').filter({ hasText: text });
  await expect(entry).toHaveCount(1);
  await entry
    .getByLabel(messages['communityAdmin.feedback.reply'])
    .fill('Fixed in 0.5.1, thank you!');
  await entry.getByRole('button', { name: messages['communityAdmin.feedback.send'] }).click();
  await expect(entry).toContainText('↳ Fixed in 0.5.1, thank you!');

  await page.goto(link);
  const mine = page.getByTestId('feedback-entry');
  await expect(mine).toContainText(text);
  await expect(mine).toContainText('Fixed in 0.5.1, thank you!');
  await expect(mine).toContainText(messages['feedback.status.replied']);
  expect(problems).toEqual([]);
});

test("a published release-log entry lights the What's new badge until it is read", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('reader'));
  await page.goto('/release-log');
  // The page's chunk (markdown and the code viewer) may take a while on a busy machine.
  await expect(
    page.getByRole('heading', { name: 'Issues, feedback and this release log' }),
  ).toBeVisible({ timeout: 20_000 });
  const badge = page.getByTestId('whats-new-badge');
  await expect(badge).toHaveAttribute('data-fresh', 'false');

  const admin = await adminPage(browser);
  await admin.goto('/admin/community');
  await admin.getByRole('tab', { name: messages['communityAdmin.tab.release'] }).click();
  await admin.getByRole('button', { name: messages['communityAdmin.release.new'] }).click();
  const form = admin.getByRole('form', { name: messages['communityAdmin.release.form'] });
  const version = `9.${Date.now() % 100000}.0`;
  await form.getByLabel(messages['communityAdmin.release.version']).fill(version);
  await form
    .getByLabel(messages['communityAdmin.release.title'], { exact: true })
    .fill('Faster parsing');
  await form
    .getByLabel(messages['communityAdmin.release.content'])
    .fill('### Changed\n\n- Large DDL files parse twice as fast.');
  await expect(
    admin.getByTestId('release-preview').getByRole('heading', { name: 'Changed' }),
  ).toBeVisible();
  await form.getByLabel(messages['communityAdmin.release.draft']).click();
  await form.getByRole('button', { name: messages['communityAdmin.release.save'] }).click();
  await expect(admin.getByText(version)).toBeVisible();

  await page.goto('/');
  await expect(badge).toHaveAttribute('data-fresh', 'true');
  await badge.getByRole('button').click();
  await expect(page).toHaveURL(/\/release-log$/);
  await expect(page.getByRole('heading', { name: 'Faster parsing' })).toBeVisible();
  await expect(badge).toHaveAttribute('data-fresh', 'false');
  expect(problems).toEqual([]);
});
