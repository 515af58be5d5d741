import fs from 'fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import messages from '../src/locales/en-US';
import { watchProblems } from './support/problems';

const TITLE = 'Java code generator | online programming tool';

type MessageId = keyof typeof messages;

/**
 * Every route of SPEC.md section 2 and what proves its page rendered: the page heading, or for
 * the error pages (antd Result, no heading element) their explanation. Texts come from the English
 * locale, so a wording change does not break the test but a wrong page does. Pages for signed-in
 * accounts send this anonymous visitor to sign-in, with the way back in `redirect`
 * (e2e/account.e2e.ts visits them signed in).
 */
const ROUTES: { path: string; heading?: MessageId; text?: MessageId; signIn?: true }[] = [
  { path: '/', heading: 'home.headline' },
  { path: '/login', heading: 'login.title' },
  { path: '/code-generate', heading: 'codeGenerate.title' },
  { path: '/code-generate/guide', heading: 'codeGenerate.guide.title' },
  { path: '/code-generate/template', heading: 'template.title' },
  { path: '/text', heading: 'text.title' },
  { path: '/software-dev', heading: 'softwareDev.title' },
  { path: '/wallpaper', heading: 'wallpaper.title' },
  { path: '/user', signIn: true },
  { path: '/sponsor', heading: 'sponsor.title' },
  { path: '/release-log', heading: 'releaseLog.title' },
  { path: '/issues', heading: 'issues.title' },
  { path: '/feedback', heading: 'feedback.title' },
  { path: '/statistical-analysis', signIn: true },
  { path: '/admin/sys-logs', signIn: true },
  { path: '/403', text: 'exception.403.subtitle' },
  { path: '/404', text: 'exception.404.subtitle' },
  { path: '/500', text: 'exception.500.subtitle' },
  // Any other path shows the 404 page.
  { path: '/no-such-page/at-all', text: 'exception.404.subtitle' },
];

function pageMarker(page: Page, route: (typeof ROUTES)[number]): Locator {
  const heading = route.signIn ? 'login.title' : route.heading;
  if (heading) return page.getByRole('heading', { name: messages[heading], exact: true });
  if (route.text) return page.getByText(messages[route.text], { exact: true });
  throw new Error(`No marker for ${route.path}`);
}

for (const route of ROUTES) {
  test(`${route.path} renders its page with the product title`, async ({ page }, testInfo) => {
    const problems = watchProblems(page);

    await page.goto(route.path);
    await expect(pageMarker(page, route)).toBeVisible();
    if (route.signIn) {
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(route.path)}`);
    }
    await expect(page).toHaveTitle(TITLE);
    // Requests a page makes after it renders count too.
    await page.waitForLoadState('networkidle');
    await expect(pageMarker(page, route)).toBeVisible();

    const screenshot = testInfo.outputPath('desktop.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(fs.statSync(screenshot).size).toBeGreaterThan(0);

    expect(problems).toEqual([]);
  });
}
