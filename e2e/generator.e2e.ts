import { readFileSync } from 'fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { freshEmail, signInByCode } from './support/accounts';
import { paste } from './support/editor';
import { watchProblems } from './support/problems';
import { chooseOption } from './support/select';
import { copyPojoGroup } from './support/templates';

/** The code generator against the real BFF: workbench, zip download, a user's own template. */

const DDL = `CREATE TABLE user_account (
  id BIGINT NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  user_name VARCHAR(64) NOT NULL COMMENT 'login name',
  email VARCHAR(255) NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (id)
) COMMENT='accounts';`;

/** Opens the workbench with the DDL parsed into its field list. */
async function workbenchWithTable(page: Page): Promise<void> {
  await page.goto('/code-generate');
  await paste(page.getByRole('textbox', { name: 'Input to parse' }), DDL);
  await expect(page.getByRole('tab', { name: /user_account/ })).toBeVisible();
}

async function chooseGroup(page: Page, name: string): Promise<void> {
  await chooseOption(page, 'Template group', name, { search: true });
}

async function generate(page: Page): Promise<Locator> {
  await page.getByTestId('generate').click();
  const tree = page.getByTestId('file-tree');
  await expect(tree).toBeVisible();
  return tree;
}

test('paste DDL, generate with MyBatis-Plus, open a file, download the zip', async ({ page }) => {
  // Sign-in, a parse, a generation of nine files and a download: over 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('generate'));
  await workbenchWithTable(page);
  await chooseGroup(page, 'Spring Boot 3 + MyBatis-Plus');
  const tree = await generate(page);

  await tree.getByText('UserAccountController.java').click();
  const viewer = page.getByRole('textbox', { name: /UserAccountController\.java$/ });
  await expect(viewer).toContainText('@RestController');
  await expect(viewer).toContainText('class UserAccountController');

  const download = page.waitForEvent('download');
  await page.getByTestId('download-zip').click();
  const file = await (await download).path();
  const entries = Object.keys(unzipSync(readFileSync(file)));
  const names = entries.map((entry) => entry.split('/').pop());
  for (const expected of [
    'UserAccount.java',
    'UserAccountMapper.java',
    'UserAccountMapper.xml',
    'UserAccountService.java',
    'UserAccountServiceImpl.java',
    'UserAccountController.java',
    'UserAccountDTO.java',
    'UserAccountVO.java',
    'UserAccountQuery.java',
  ]) {
    expect(names).toContain(expected);
  }
  expect(entries.every((entry) => !entry.startsWith('/') && !entry.includes('..'))).toBe(true);
  expect(problems).toEqual([]);
});

test('copy a built-in group, edit a template, see the preview change, generate with it', async ({
  page,
}) => {
  // Two pages, a copy, a save and two generations: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('template'));
  await copyPojoGroup(page);

  const source = page.getByRole('textbox', { name: 'Template source' });
  await expect(source).toContainText('class');
  await source.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('// Edited in e2e for {{ table.className }}\n');
  const preview = page.getByRole('textbox', { name: 'Rendered output' });
  await expect(preview).toContainText('// Edited in e2e for ');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await workbenchWithTable(page);
  await chooseGroup(page, 'Java POJO / Lombok / record (copy)');
  const tree = await generate(page);
  await tree.getByText('UserAccount.java').click();
  await expect(page.getByRole('textbox', { name: /UserAccount\.java$/ })).toContainText(
    '// Edited in e2e for UserAccount',
  );
  expect(problems).toEqual([]);
});
