import { expect, test } from '@playwright/test';
import { freshEmail, signInByCode } from './support/accounts';
import { paste } from './support/editor';
import { watchProblems } from './support/problems';

/** Work that is not lost: drafts survive a reload; the parse a user went on with is in the history. */

const DDL = 'CREATE TABLE draft_order (id BIGINT PRIMARY KEY, total DECIMAL(10,2) NOT NULL);';
// The first parse loads the grid's chunk and the history its first page: allow for a busy machine.
const FIRST = { timeout: 20_000 };

test.slow();

test('the text tool offers its draft back after a reload: restore, then discard', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/text');
  const editor = page.getByRole('textbox', { name: 'Input text' });
  await paste(editor, DDL);
  await expect(page.getByRole('tab', { name: /draft_order/ })).toBeVisible(FIRST);
  const column = page.getByRole('textbox', { name: 'Column 2', exact: true });
  await column.fill('order_total');
  await column.press('Enter');
  // The draft is written once editing pauses.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('draft:/text') ?? ''))
    .toContain('order_total');

  await page.reload();
  const banner = page.getByTestId('draft-banner');
  await expect(banner).toContainText('1 table', FIRST);
  // Nothing is put back before the user chooses.
  await expect(page.getByRole('tab', { name: /draft_order/ })).toHaveCount(0);
  await page.getByTestId('draft-restore').click();
  await expect(banner).toHaveCount(0);
  await expect(editor).toContainText('CREATE TABLE draft_order');
  await expect(page.getByRole('textbox', { name: 'Column 2', exact: true })).toHaveValue(
    'order_total',
  );

  await page.reload();
  await page.getByTestId('draft-discard').click();
  await expect(page.getByTestId('draft-banner')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Text parser' })).toBeVisible();
  await expect(page.getByTestId('draft-banner')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the workbench keeps its input and edited tables across a reload', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/code-generate');
  await paste(page.getByRole('textbox', { name: 'Input to parse' }), DDL);
  const column = page.getByRole('textbox', { name: 'Column 1', exact: true });
  await expect(column).toHaveValue('id', FIRST);
  await column.fill('order_id');
  await column.press('Enter');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('draft:/code-generate') ?? ''))
    .toContain('order_id');

  await page.reload();
  await page.getByTestId('draft-restore').click(FIRST);
  await expect(page.getByRole('textbox', { name: 'Column 1', exact: true })).toHaveValue(
    'order_id',
  );
  await expect(page.getByRole('textbox', { name: 'Input to parse' })).toContainText(
    'CREATE TABLE draft_order',
  );
  expect(problems).toEqual([]);
});

test('a parse the user went on with is in the history without clicking Parse, once', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('recorded'));
  await page.goto('/text');
  const history = page.getByTestId('parse-history');
  await expect(history).toContainText('No parses yet', FIRST);

  // Typed, then left alone: recorded after a few seconds of stillness.
  await paste(page.getByRole('textbox', { name: 'Input text' }), DDL);
  await expect(history.getByText('draft_order')).toBeVisible(FIRST);

  // Another text, then straight on to the generator: recorded on leaving.
  const editor = page.getByRole('textbox', { name: 'Input text' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await paste(editor, 'CREATE TABLE leaving_note (id INT PRIMARY KEY, body TEXT);');
  await expect(page.getByRole('tab', { name: /leaving_note/ })).toBeVisible(FIRST);
  await page.getByTestId('open-in-generator').click();
  await expect(page).toHaveURL(/\/code-generate/);
  await page.goBack();
  await expect(history.getByText('leaving_note')).toBeVisible(FIRST);
  await expect(history.getByText('draft_order')).toHaveCount(1);
  expect(problems).toEqual([]);
});
