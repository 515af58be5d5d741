import { readFileSync } from 'fs';
import { expect, test } from '@playwright/test';

/** The wallpaper studio, as a visitor uses it: make one, see it, download it, share it. */

test('make a wallpaper, preview it and download the PNG', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/wallpaper');
  await page.getByRole('tab', { name: 'Make your own' }).click();

  const code = page.getByRole('textbox', { name: 'Code' });
  await code.fill('SELECT id, email\nFROM sys_user -- 用户表\nWHERE id = 1;');
  await page.getByRole('textbox', { name: 'Highlighted lines' }).fill('2');
  await page.getByRole('textbox', { name: 'Title' }).fill('query.sql');
  const studio = page.getByRole('tabpanel', { name: 'Make your own' });
  await studio.getByText('4K', { exact: true }).click();

  // The live preview is the server's SVG render of these settings.
  const preview = page.getByTestId('wallpaper-preview');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview).toHaveAttribute('src', /^blob:/);

  // The address keeps the settings (read back after a reload).
  await expect(page).toHaveURL(/[?&]w=3840/, { timeout: 10_000 });
  await expect(page).toHaveURL(/[?&]hl=2/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(/FROM sys_user -- 用户表/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('query.sql');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wallpaper-3840x2160.png');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([3840, 2160]);
});

test('code past the line limit says what is wrong beside the preview', async ({ page }) => {
  await page.goto('/wallpaper?tab=make');
  await expect(page.getByTestId('wallpaper-preview')).toBeVisible({ timeout: 30_000 });
  const lines = Array.from({ length: 401 }, (_, i) => `line ${i + 1}`).join('\n');
  await page.getByRole('textbox', { name: 'Code' }).fill(lines);
  await expect(page.getByText('Code is at most 400 lines')).toBeVisible({ timeout: 10_000 });
});

test('the gallery shows real renders to preview and download', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/wallpaper');
  await page
    .getByRole('tabpanel', { name: 'Gallery' })
    .getByText('Laptop', { exact: true })
    .click();
  const gallery = page.getByTestId('wallpaper-gallery');
  await expect(gallery).toBeVisible({ timeout: 90_000 });
  const first = gallery.locator('img').first();
  await expect(first).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}\.png$/);
  // The thumbnail loaded as a picture.
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBe(480);
  const link = gallery.getByRole('link', { name: /^Download: / }).first();
  const href = await link.getAttribute('href');
  const res = await page.request.get(href as string);
  expect(res.headers()['content-type']).toBe('image/png');
  const bytes = await res.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1920, 1080]);
});
