import { expect, test } from '@playwright/test';
import enUS from '../src/locales/en-US';
import zhCN from '../src/locales/zh-CN';

/**
 * Only English is in the start-up JavaScript: Chinese loads when chosen, and before the first render
 * for a visitor who chose it earlier (src/utils/locales.ts).
 */
test('the language switch loads Chinese in place; a returning visitor gets it from the start', async ({
  page,
}) => {
  await page.goto('/');
  // The app, not index.html's shell (which holds both languages), renders the heading.
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: enUS['home.headline'] })).toBeVisible();

  await page.getByLabel(enUS['lang.label']).click();
  await page.getByText('简体中文').click();
  await expect(page.getByRole('heading', { name: zhCN['home.headline'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: zhCN['home.headline'] })).toBeVisible();
  await expect(page.getByLabel(zhCN['lang.label'])).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByLabel(zhCN['lang.label']).click();
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: enUS['home.headline'] })).toBeVisible();
});

test("antd's components take the product theme", async ({ page }) => {
  await page.goto('/login');
  // The form's primary button (the header's sign-in link has its own CSS in the same blue).
  const submit = page.locator('form').getByRole('button', { name: enUS['login.submit'] }).first();
  await expect(submit).toBeVisible();
  // colorPrimary #2f6fed, set in src/app.tsx.
  await expect(submit).toHaveCSS('background-color', 'rgb(47, 111, 237)');
});
