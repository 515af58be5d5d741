import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, freshEmail, signInByCode } from './support/accounts';
import { paste } from './support/editor';
import { watchProblems } from './support/problems';

/**
 * The admin's log viewer and statistics against the real BFF: follow the log while someone
 * parses, filter by level, open a request id; then see those parses counted.
 */
test.describe.configure({ mode: 'serial' });

const DDL = 'CREATE TABLE audit_entry (id BIGINT PRIMARY KEY, action VARCHAR(32) NOT NULL);';

/** A visitor's parse on /text (anonymous parses count too). */
async function parseOnce(page: Page): Promise<void> {
  await page.goto('/text');
  await paste(page.getByRole('textbox', { name: 'Input text' }), DDL);
  await page.getByRole('button', { name: 'Parse' }).click();
  await expect(page.getByRole('tab', { name: /audit_entry/ })).toBeVisible();
}

/** The Parses KPI card's number. */
async function parsesShown(page: Page): Promise<number> {
  const text = await page.getByTestId('kpi-parses').locator('.ant-statistic-content').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('an admin follows the log, filters by level and opens a request id', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, E2E_ADMIN_EMAIL);
  await page.goto('/admin/sys-logs');
  const lines = page.getByTestId('log-line');
  await expect(lines.first()).toBeVisible();

  await page.getByTestId('log-follow').click();
  const visitor = await browser.newPage();
  await signInByCode(visitor, freshEmail('logged'));
  await parseOnce(visitor);
  await visitor.close();
  // Follow mode asks every 2 s: the parse's access line arrives without a reload.
  const parseLine = lines.filter({ hasText: 'path=/api/text/parser' }).last();
  await expect(parseLine).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('log-follow').click();

  // A click on a line shows it as formatted JSON.
  await parseLine.getByRole('button').first().click();
  await expect(parseLine.locator('pre')).toContainText('"path": "/api/text/parser"');

  // The request id links to all of that request's lines.
  const requestLink = parseLine.locator('a').first();
  const fullId = ((await requestLink.getAttribute('title')) ?? '').split(': ').pop() ?? '';
  expect(fullId).not.toBe('');
  await requestLink.click();
  await expect(page.getByRole('textbox', { name: 'Request id' })).toHaveValue(fullId);
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.all()) {
    await expect(line.locator('a').first()).toHaveAttribute('title', new RegExp(`${fullId}$`));
  }

  // Level filter: warnings and above (the start-up warning about SESSION_SECRET is one).
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('Level').click({ force: true });
  await page.locator('.ant-select-item-option').filter({ hasText: 'warn and above' }).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(lines.filter({ hasText: 'SESSION_SECRET is not set' }).first()).toBeVisible();
  for (const line of await lines.all()) {
    expect(['warn', 'error', 'fatal']).toContain(await line.getAttribute('data-level'));
  }
  // Errors only: every line shown (if any) is an error.
  await page.getByLabel('Level').click({ force: true });
  await page.locator('.ant-select-item-option').filter({ hasText: 'error and above' }).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(lines.filter({ hasText: 'SESSION_SECRET' })).toHaveCount(0);
  for (const line of await lines.all()) {
    expect(['error', 'fatal']).toContain(await line.getAttribute('data-level'));
  }
  expect(problems).toEqual([]);
});

test('an admin sees parses counted in the statistics', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, E2E_ADMIN_EMAIL);
  await page.goto('/statistical-analysis');
  await expect(page.getByText('Days are UTC days.')).toBeVisible();
  await expect(page.getByTestId('kpi-parses')).toBeVisible();
  const before = await parsesShown(page);

  const visitor = await browser.newPage();
  await parseOnce(visitor);
  await parseOnce(visitor);
  await visitor.close();

  // Events are written in batches every 2 s; reload until they are in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Reload' }).click();
    expect(await parsesShown(page)).toBeGreaterThanOrEqual(before + 2);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('top-inputTypes')).toContainText('sql');
  // The charts are loaded on this page only, lazily.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);
});
