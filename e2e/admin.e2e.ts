import { randomBytes } from 'crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { SIGN_DEFAULTS } from '../config/sign';
import { encodeSign, SIGN_HEADERS } from '../src/contract/sign';
import { E2E_LOGS_ADMIN_EMAIL, signInByCode } from './support/accounts';
import { watchProblems } from './support/problems';
import { chooseOption } from './support/select';

/**
 * The admin's log viewer and statistics against the real BFF: follow the log while someone
 * parses, filter by level, open a request id; then see those parses counted.
 */
test.describe.configure({ mode: 'serial' });

// One admin session for both tests: a second code for the same address within a minute is refused.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInByCode(page, E2E_LOGS_ADMIN_EMAIL);
});
test.afterAll(async () => {
  await page?.close();
});

const DDL = 'CREATE TABLE audit_entry (id BIGINT PRIMARY KEY, action VARCHAR(32) NOT NULL);';

/**
 * A visitor's parse, signed the way the client signs it (anonymous parses count too). Resolves with
 * the request id the server gave it (the log's key for its lines).
 */
async function parseOnce(baseURL: string): Promise<string> {
  const urlPath = '/api/text/parser';
  const appid = randomBytes(16).toString('hex');
  const timestamp = String(Date.now());
  const sign = encodeSign(
    { appid, timestamp, url: urlPath, token: '' },
    SIGN_DEFAULTS.key,
    SIGN_DEFAULTS.iv,
  );
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post(urlPath, {
      headers: {
        [SIGN_HEADERS.appid]: appid,
        [SIGN_HEADERS.timestamp]: timestamp,
        [SIGN_HEADERS.sign]: sign,
      },
      data: { text: DDL },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).code).toBe(200);
    return response.headers()['x-request-id'] ?? '';
  } finally {
    await api.dispose();
  }
}

/** The number of lines the viewer says it shows. */
async function shownCount(page: Page): Promise<number> {
  return Number((await page.getByText(/lines? shown/).innerText()).replace(/\D/g, ''));
}

/** How much of the list's line at `index` shows inside the list's scroll box, from 0 to 1. */
async function lineShown(page: Page, index: number): Promise<number> {
  return page.getByTestId('log-lines').evaluate((box, at) => {
    const line = box.querySelector(`[data-index="${at}"]`);
    if (!line) return 0;
    const outer = box.getBoundingClientRect();
    const inner = line.getBoundingClientRect();
    const visible = Math.min(outer.bottom, inner.bottom) - Math.max(outer.top, inner.top);
    return Math.max(0, visible) / inner.height;
  }, index);
}

/** The Parses KPI card's number. */
async function parsesShown(page: Page): Promise<number> {
  const text = await page.getByTestId('kpi-parses').locator('.ant-statistic-content').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('an admin follows the log, filters by level and opens a request id', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto('/admin/sys-logs');
  const lines = page.getByTestId('log-line');
  // The tail of the current file (a busy CI machine may take a while).
  await expect(lines.first()).toBeVisible({ timeout: 20_000 });

  // It opens at the newest line.
  const opened = await shownCount(page);
  await expect.poll(() => lineShown(page, opened - 1)).toBeGreaterThan(0.5);

  await page.getByTestId('log-follow').click();
  // Scrolled up to read, the view stays put while lines arrive (each read logs a line of its own).
  const viewport = page.getByTestId('log-lines');
  await viewport.evaluate((el) => {
    el.scrollTop = 0;
  });
  const before = await shownCount(page);
  await expect.poll(() => shownCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
  expect(await viewport.evaluate((el) => el.scrollTop)).toBe(0);
  // Back at the end, it follows again.
  await viewport.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const requestId = await parseOnce(baseURL!);
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  // Follow mode asks every 2 s: the parse's access line arrives without a reload. The line is found
  // by its request id: the other tests' parses are in the same log.
  const parseLine = lines.filter({ has: page.locator(`a[title$="${requestId}"]`) });
  await expect(parseLine).toBeVisible({ timeout: 10_000 });
  await expect(parseLine).toContainText('path=/api/text/parser');
  await page.getByTestId('log-follow').click();

  // A click on a line shows it as formatted JSON.
  await parseLine.getByRole('button').first().click();
  await expect(parseLine.locator('pre')).toContainText('"path": "/api/text/parser"');

  // The request id links to all of that request's lines.
  await parseLine.locator('a').first().click();
  await expect(page.getByRole('textbox', { name: 'Request id' })).toHaveValue(requestId);
  // A parse logs one line (its access line): the view narrows to exactly that line.
  await expect(lines).toHaveCount(1);
  await expect(lines.locator('a').first()).toHaveAttribute('title', new RegExp(`${requestId}$`));

  // Reset shows the tail of the file again, scrolled to its newest line.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(lines.nth(1)).toBeVisible();
  const shown = await shownCount(page);
  await expect.poll(() => lineShown(page, shown - 1)).toBeGreaterThan(0.5);

  // Level filter: warnings and above (the start-up warning about SESSION_SECRET is one).
  await chooseOption(page, 'Level', 'warn and above');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(lines.filter({ hasText: 'SESSION_SECRET is not set' }).first()).toBeVisible();
  for (const line of await lines.all()) {
    expect(['warn', 'error', 'fatal']).toContain(await line.getAttribute('data-level'));
  }
  // Errors only: every line shown (if any) is an error.
  await chooseOption(page, 'Level', 'error and above');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(lines.filter({ hasText: 'SESSION_SECRET' })).toHaveCount(0);
  for (const line of await lines.all()) {
    expect(['error', 'fatal']).toContain(await line.getAttribute('data-level'));
  }
  expect(problems).toEqual([]);
});

test('an admin sees parses counted in the statistics', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto('/statistical-analysis');
  await expect(page.getByText('Days are UTC days.')).toBeVisible();
  await expect(page.getByTestId('kpi-parses')).toBeVisible();
  const before = await parsesShown(page);

  await parseOnce(baseURL!);
  await parseOnce(baseURL!);

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
