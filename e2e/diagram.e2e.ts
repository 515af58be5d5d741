import { readFileSync } from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { paste } from './support/editor';
import { watchProblems } from './support/problems';

/** The Diagram tab of the text tool against the real BFF: parse, look, zoom, export SVG and PNG. */

const CHINOOK = readFileSync(
  path.resolve(__dirname, '../../shared/corpus/chinook.sqlite.sql'),
  'utf8',
);
const TABLES = [
  'Album',
  'Artist',
  'Customer',
  'Employee',
  'Genre',
  'Invoice',
  'InvoiceLine',
  'MediaType',
  'Playlist',
  'PlaylistTrack',
  'Track',
];

test('parse DDL, open the diagram, zoom, export SVG and PNG', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await page.goto('/text');
  await paste(page.getByRole('textbox', { name: 'Input text' }), CHINOOK);
  await page.getByRole('button', { name: 'Parse' }).click();
  await expect(page.getByRole('tab', { name: /InvoiceLine/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Diagram' }).click();
  const canvas = page.getByTestId('diagram-canvas');
  for (const name of TABLES)
    await expect(canvas.locator(`g.table[data-table="${name}"]`)).toContainText(name);
  await expect(canvas.locator('path.edge-declared')).toHaveCount(11);

  const before = await canvas.getAttribute('style');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(canvas).not.toHaveAttribute('style', before ?? '');

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('Album-diagram.svg');
  const svgText = readFileSync(await svg.path(), 'utf8');
  expect(svgText).toContain('data-table="PlaylistTrack"');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('Album-diagram.png');
  const bytes = readFileSync(await png.path());
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(problems).toEqual([]);
});

test('the workbench draws its tables too, guessed lines dashed', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/code-generate');
  await paste(
    page.getByRole('textbox', { name: 'Input to parse' }),
    'CREATE TABLE customer (id BIGINT PRIMARY KEY, name VARCHAR(64));\n' +
      'CREATE TABLE orders (id BIGINT PRIMARY KEY, customer_id BIGINT, total DECIMAL(10,2));',
  );
  await expect(page.getByRole('tab', { name: /orders/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Diagram' }).click();
  const canvas = page.getByTestId('diagram-canvas');
  await expect(canvas.locator('g.table[data-table="customer"]')).toContainText('name');
  await expect(canvas.locator('path.edge-inferred')).toHaveAttribute(
    'data-from',
    'orders.customer_id',
  );
  expect(problems).toEqual([]);
});
