import { expect, type Page } from '@playwright/test';

/**
 * Opens the template page and copies the built-in Java POJO group into the signed-in user's own
 * groups, waiting until the copy is listed (it opens selected, ready to edit).
 */
export async function copyPojoGroup(page: Page): Promise<void> {
  await page.goto('/code-generate/template');
  await page.getByRole('button', { name: /^Java POJO \/ Lombok \/ record java/ }).click();
  await page.getByRole('button', { name: 'Copy to edit' }).click();
  await expect(
    page.getByRole('button', { name: /^Java POJO \/ Lombok \/ record \(copy\) java/ }),
  ).toBeVisible();
}
