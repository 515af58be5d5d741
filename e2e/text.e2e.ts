import { readFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { freshEmail, signInByCode } from './support/accounts';
import { paste } from './support/editor';
import { watchProblems } from './support/problems';

/** The text parser page against the real BFF: paste, edit a field, import a workbook, history. */

const NORTHWIND = readFileSync(
  path.resolve(__dirname, '../../shared/corpus/northwind.mysql.sql'),
  'utf8',
);

test('paste a dump, fix a field, import a workbook, reopen from history', async ({ page }) => {
  // Sign-up by e-mail, a Northwind paste, an upload and a reopen: ~28 s alone, more beside other workers.
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('text'));
  await page.goto('/text');

  await paste(page.getByRole('textbox', { name: 'Input text' }), NORTHWIND);
  await page.getByRole('button', { name: 'Parse' }).click();
  await expect(page.getByRole('tab', { name: /customers/ })).toBeVisible();

  // The AutoComplete carries its label on the wrapper and on the input; the input is the combobox.
  const javaType = page.getByRole('combobox', { name: 'Java type 1', exact: true });
  await javaType.fill('java.lang.Integer');
  await javaType.blur();
  await page.getByRole('tab', { name: /employees/ }).click();
  await page.getByRole('tab', { name: /customers/ }).click();
  await expect(page.getByRole('combobox', { name: 'Java type 1', exact: true })).toHaveValue(
    'java.lang.Integer',
  );

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('product');
  sheet.addRow(['name', 'type', 'comment']);
  sheet.addRow(['id', 'bigint', 'key']);
  sheet.addRow(['title', 'varchar(100)', 'title']);
  const file = path.join(tmpdir(), `product-${Date.now()}.xlsx`);
  await book.xlsx.writeFile(file);
  await page.locator('input[type=file]').first().setInputFiles(file);
  await expect(page.getByRole('tab', { name: /product/ })).toBeVisible();

  // Both parses are listed (newest first) before the first one is reopened.
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(2);
  await page
    .locator('.ant-list-item')
    .filter({ hasText: 'customers' })
    .getByRole('button', { name: 'Open', exact: true })
    .click();
  await expect(page.getByRole('tab', { name: /customers/ })).toBeVisible();
  expect(problems).toEqual([]);
});
