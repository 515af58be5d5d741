import { expect, type Page } from '@playwright/test';

/**
 * Picks the option titled `option` in the antd Select labelled `label`, and waits for its
 * dropdown to close. A click in the dropdown makes rc-select give focus back to its input in a
 * timer; text filled into another field before that timer runs can land in the Select's
 * read-only input instead and be lost. The dropdown has closed only after the timer has run.
 * With `search`, the option's title is typed into a searchable Select first.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  // The selected value's overlay covers the combobox input and would take the click.
  await page.getByRole('combobox', { name: label }).click({ force: true });
  // A long list is virtualised: an option far down is not in the page until a search brings it up.
  if (search) await page.keyboard.type(option);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown).toHaveCount(1);
  // A click that lands while the dropdown is still opening (a busy page re-rendering) selects
  // nothing and leaves it open: click again until it closes.
  await expect(async () => {
    if ((await dropdown.count()) > 0) {
      await page.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 3000 });
    }
    await expect(dropdown).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
