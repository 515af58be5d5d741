import fs from 'fs';
import { expect, test, type Page } from '@playwright/test';

const TITLE = 'Java code generator | online programming tool';

/** Every route of SPEC.md section 2, and the page each must show (by its `data-testid`). */
const ROUTES: { path: string; testId: string }[] = [
  { path: '/', testId: 'page-home' },
  { path: '/login', testId: 'page-login' },
  { path: '/code-generate', testId: 'page-code-generate' },
  { path: '/code-generate/guide', testId: 'page-code-generate-guide' },
  { path: '/code-generate/template', testId: 'page-code-generate-template' },
  { path: '/text', testId: 'page-text' },
  { path: '/software-dev', testId: 'page-software-dev' },
  { path: '/wallpaper', testId: 'page-wallpaper' },
  { path: '/user', testId: 'page-user' },
  { path: '/sponsor', testId: 'page-sponsor' },
  { path: '/release-log', testId: 'page-release-log' },
  { path: '/issues', testId: 'page-issues' },
  { path: '/feedback', testId: 'page-feedback' },
  { path: '/statistical-analysis', testId: 'page-statistical-analysis' },
  { path: '/admin/sys-logs', testId: 'page-admin-sys-logs' },
  { path: '/403', testId: 'page-403' },
  { path: '/404', testId: 'page-404' },
  { path: '/500', testId: 'page-500' },
  // Any other path shows the 404 page.
  { path: '/no-such-page/at-all', testId: 'page-404' },
];

/** Collects what a user would call broken: console errors, page errors, failed requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
    ),
  );
  page.on('response', (response) => {
    // The BFF answers unknown paths with the SPA shell (history fallback), so even those are 200.
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

for (const route of ROUTES) {
  test(`${route.path} renders its page with the product title`, async ({ page }, testInfo) => {
    const problems = watchProblems(page);

    await page.goto(route.path);
    await expect(page.getByTestId(route.testId)).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
    // Requests a page makes after it renders count too.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId(route.testId)).toBeVisible();

    const screenshot = testInfo.outputPath('desktop.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(fs.statSync(screenshot).size).toBeGreaterThan(0);

    expect(problems).toEqual([]);
  });
}
