import { expect, test, type Page } from '@playwright/test';
import { E2E_LAYOUT_ADMIN_EMAIL, signInByCode } from './support/accounts';
import { paste } from './support/editor';
import { allRoutePaths } from './support/routes';

/**
 * A phone (390 × 844): no page may scroll sideways, whoever visits it. Every route of
 * config/routes.ts is visited signed out and signed in as an admin (who may open every page).
 */
test.use({ viewport: { width: 390, height: 844 } });

async function sidewaysScroll(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Late pieces (the editor, the tree, the first file) are in by now; measure after a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} > ${clientWidth}`);
  }
  return wide;
}

test('no page scrolls sideways on a phone, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await sidewaysScroll(page, allRoutePaths())).toEqual([]);
});

test('no page scrolls sideways on a phone, signed in as an admin', async ({ page }) => {
  test.setTimeout(150_000);
  await signInByCode(page, E2E_LAYOUT_ADMIN_EMAIL);
  // An own group opens with its editable file and full toolbar (wider than a built-in one's).
  // (Another test may have given the admin one already: then it opens first.)
  await page.goto('/code-generate/template');
  const save = page.getByRole('button', { name: 'Save' });
  const copy = page.getByRole('button', { name: 'Copy to edit' });
  await expect(save.or(copy).first()).toBeVisible({ timeout: 20_000 });
  if (await copy.isVisible()) await copy.click();
  await expect(save).toBeVisible({ timeout: 20_000 });
  expect(await sidewaysScroll(page, allRoutePaths())).toEqual([]);
});

test('parsed tables on a phone are one card per field, within the screen', async ({ page }) => {
  await page.goto('/text');
  await paste(
    page.getByRole('textbox', { name: 'Input text' }),
    'CREATE TABLE phone_book (id BIGINT PRIMARY KEY, full_name VARCHAR(120) NOT NULL);',
  );
  await expect(page.getByTestId('field-cards')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('field-card-2')).toContainText('Field 2');
  await expect(page.getByRole('textbox', { name: 'Column 2', exact: true })).toHaveValue(
    'full_name',
  );
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('on a phone the menu button opens the navigation drawer, whose links navigate', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.ant-drawer-content').getByRole('navigation', { name: 'main' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Release log' }).click();
  await expect(page).toHaveURL(/\/release-log$/);
  await expect(page.getByRole('heading', { name: 'Release log', exact: true })).toBeVisible();
  // Navigating closes the drawer.
  await expect(drawer).toBeHidden();
});
