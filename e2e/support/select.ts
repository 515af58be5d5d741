import { expect, type Page } from '@playwright/test';

/**
 * Picks the option titled `option` in the antd Select labelled `label`, and waits for its
 * dropdown to close. A click in the dropdown makes rc-select give focus back to its input in a
 * timer; text filled into another field before that timer runs can land in the Select's
 * read-only input instead and be lost. The dropdown has closed only after the timer has run.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // The selected value's overlay covers the combobox input and would take the click.
  await page.getByRole('combobox', { name: label }).click({ force: true });
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
