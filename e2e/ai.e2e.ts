import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signInByCode } from './support/accounts';
import { scriptAi } from './support/aiServer';
import { paste } from './support/editor';
import { watchProblems } from './support/problems';
import { chooseOption } from './support/select';
import { copyPojoGroup } from './support/templates';

/**
 * The AI tab of the text tool and the AI panel of the generator against the real BFF, which talks
 * to the AI service double of e2e/support/aiServer.ts (free-model costs nothing, paid-model 5).
 * Serial: the double's behaviour (scriptAi) is shared by every caller.
 */
test.describe.configure({ mode: 'serial' });

const DDL = `CREATE TABLE user_account (
  id BIGINT NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  user_name VARCHAR(64) NOT NULL COMMENT 'login name',
  email VARCHAR(255) NULL,
  PRIMARY KEY (id)
) COMMENT='accounts';`;

async function openAiTab(page: Page): Promise<void> {
  await page.goto('/text');
  await page.getByRole('tab', { name: 'AI', exact: true }).click();
  await expect(page.getByTestId('ai-usage')).toBeVisible();
}

test('the text tool parses free text with AI into tables and counts the call', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('ai-text'));
  await openAiTab(page);
  const usage = page.getByTestId('ai-usage');
  await expect(usage).toContainText('20 of 20 AI calls left today');
  await expect(usage).toContainText('this model is free');

  await page
    .getByRole('textbox', { name: 'Text' })
    .fill('customer name email birthday: every customer has a name, an email and a birthday');
  await page.getByTestId('ai-parse').click();

  // The outcome that stays on the page (the 3-second toast saying so is covered by the jsdom test).
  await expect(page.getByText('Tables (1)')).toBeVisible({ timeout: 15_000 });
  await expect(usage).toContainText('19 of 20 AI calls left today');

  // The call is in the user's own AI calls, beside the parses.
  await page.getByRole('tab', { name: 'AI calls' }).click();
  await expect(page.locator('[data-testid^="ai-call-"]').first()).toContainText('ok');
  expect(problems).toEqual([]);
});

test('a priced model with an empty balance is refused with the 902 warning', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('ai-broke'));
  await openAiTab(page);
  await chooseOption(page, 'Model', 'Paid model');
  const usage = page.getByTestId('ai-usage');
  await expect(usage).toContainText('balance 0 credits');
  await expect(usage).toContainText('this model costs 5 credits per call');

  await page.getByRole('textbox', { name: 'Text' }).fill('order id total status');
  await page.getByTestId('ai-parse').click();
  await expect(page.locator('.ant-message-warning')).toContainText(/balance is too low/i);
  // Nothing was spent.
  await expect(usage).toContainText('20 of 20 AI calls left today');
  expect(problems).toEqual([]);
});

test('the generator streams AI code, lands it in the result and the history; Stop stops', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('ai-generate'));
  await page.goto('/code-generate');
  await paste(page.getByRole('textbox', { name: 'Input to parse' }), DDL);
  await expect(page.getByRole('tab', { name: /user_account/ })).toBeVisible();

  // The panel, below the fold, renders when the page is scrolled near it.
  await page.getByTestId('ai-panel-slot').scrollIntoViewIfNeeded();
  const panel = page.getByTestId('ai-panel');
  await expect(panel.getByTestId('ai-usage')).toContainText('20 of 20 AI calls left today');
  await panel.getByRole('textbox', { name: 'Instruction' }).fill('An entity and a REST controller');
  await panel.getByTestId('ai-generate').click();

  // The code shows as it streams, then the files become the result.
  await expect(panel.getByTestId('ai-stream')).toContainText('public class UserAccount');
  await expect(panel.getByText('done')).toBeVisible();
  const tree = page.getByTestId('file-tree');
  await expect(tree.getByText('UserAccountController.java')).toBeVisible();
  await expect(panel.getByTestId('ai-usage')).toContainText('19 of 20 AI calls left today');

  // The generation is in the history like any other, and the call among the AI calls.
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.locator('[data-testid^="generation-"]').first()).toContainText('AI ·');
  await drawer.getByRole('tab', { name: 'AI calls' }).click();
  await expect(drawer.locator('[data-testid^="ai-call-"]').first()).toContainText('Generate');
  await page.keyboard.press('Escape');

  // A slow model: Stop aborts the request while it waits.
  await scriptAi('slow', 20_000);
  try {
    await panel.getByTestId('ai-generate').click();
    await expect(panel.getByTestId('ai-stop')).toBeVisible();
    await panel.getByTestId('ai-stop').click();
    await expect(panel.getByText('stopped')).toBeVisible();
    await expect(panel.getByTestId('ai-stop')).toBeHidden();
  } finally {
    await scriptAi('normal');
  }
  expect(problems).toEqual([]);
});

test('on a phone, the generator renders its AI panel only once the page is scrolled near it', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/code-generate');
  // The groups have answered and the panel's code has come: it would be rendered by now.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('combobox', { name: 'Template group' })).toBeVisible();
  await expect(page.getByTestId('ai-panel')).toHaveCount(0);

  await page.getByTestId('ai-panel-slot').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('ai-panel')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a template proposed from example code is shown beside it and saved into an own group', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('ai-template'));
  await copyPojoGroup(page);

  await page.getByRole('button', { name: 'From example (AI)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('ai-usage')).toContainText('AI calls left today');
  await dialog
    .getByRole('textbox', { name: 'Example code' })
    .fill('public class UserAccountDto {\n    private Long id;\n    private String email;\n}\n');
  await dialog.getByTestId('ai-example-propose').click();

  await expect(dialog.getByTestId('ai-proposal')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Proposed template' })).toContainText(
    'table.className',
  );
  const name = dialog.getByRole('textbox', { name: 'File name (a template)' });
  await expect(name).toHaveValue('{{ table.className }}Dto.java');
  await name.fill('{{ table.className }}View.java');
  await dialog.getByTestId('ai-example-save').click();

  // Saving checks and stores the template on the server: beside other workers it can take seconds.
  await expect(page.getByText('Saved {{ table.className }}View.java.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('tree').getByText('{{ table.className }}View.java')).toBeVisible();
  expect(problems).toEqual([]);
});
