import { expect, test, type Page } from '@playwright/test';
import { START_STYLE_ROUTES } from '../config/antd/startStyles';
import { paste } from './support/editor';

/**
 * The tool pages take every antd style they render at start from the stylesheet made at build time
 * (config/antd/startStyles.ts), so a phone spends no start-up time making them. A page that starts
 * rendering an antd component whose style that stylesheet lacks fails here: add the component to
 * the list there.
 */
const PAGES = START_STYLE_ROUTES;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1350, height: 940 },
];

/** antd's run-time styles carry the hash of the theme tokens they were made from. */
async function runTimeAntdStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-token-hash]')].map((style) =>
      (style.textContent ?? '').slice(0, 80),
    ),
  );
}

for (const viewport of VIEWPORTS) {
  test(`the tool pages make no antd styles at start on a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The app has replaced the shell painted from index.html.
      await expect(page.locator('#app-shell')).toHaveCount(0);
      expect(await runTimeAntdStyles(page), path).toEqual([]);
    }
  });
}

test('the start-up stylesheet is cached for good and styles antd with the theme', async ({
  page,
  request,
}) => {
  await page.goto('/text');
  const link = page.locator('head link[rel="stylesheet"][href*="antd."]');
  // Linked for print, so the shell's paint does not wait for it; the app applies it.
  await expect(link).toHaveAttribute('media', 'all');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/antd\.[0-9a-f]{8}\.css$/);
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toContain('immutable');
  // The page's primary action, enabled once there is text: a solid button in the product's blue,
  // with the theme's corners.
  await paste(page.getByRole('textbox', { name: 'Input text' }), 'create table t (id int);');
  const primary = page.locator('.ant-btn-color-primary.ant-btn-variant-solid:not([disabled])');
  // Polled: the button's colour eases in from the disabled one.
  await expect(primary.first()).toHaveCSS('background-color', 'rgb(47, 111, 237)');
  await expect(primary.first()).toHaveCSS('border-top-left-radius', '8px');
});

test('the home page does not load the start-up stylesheet', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.locator('link[href*="antd."]')).toHaveCount(0);
});
