import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './support/problems';

/**
 * The tool pages' input editors are plain text areas until the user reaches for them; CodeMirror
 * then takes over without losing a keystroke, the caret or the focus.
 */

const CODEMIRROR_CHUNK = /codemirror/;

function codeMirrorRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (CODEMIRROR_CHUNK.test(request.url())) urls.push(request.url());
  });
  return urls;
}

for (const { path, label } of [
  { path: '/code-generate', label: 'Input to parse' },
  { path: '/text', label: 'Input text' },
]) {
  test(`${path}: the editor works before CodeMirror, which comes when reached for and keeps every keystroke`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const requests = codeMirrorRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const editor = page.getByRole('textbox', { name: label });
    await expect(editor).toBeVisible();
    expect(await editor.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(requests).toEqual([]);

    // Typed from the first key on. CodeMirror's chunks are held back a moment, as on a slow
    // network, so the first keys surely go to the text area and the rest to CodeMirror.
    await page.route(CODEMIRROR_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const ddl = 'create table shop_order (id bigint primary key, total decimal(10,2));';
    await editor.focus();
    await page.keyboard.type(ddl, { delay: 15 });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor).toHaveText(ddl);
    expect(requests.length).toBeGreaterThan(0);

    // The caret is CodeMirror's now and still at the end.
    await page.keyboard.type(' -- ok');
    await expect(editor).toHaveText(`${ddl} -- ok`);
    await expect(page.getByRole('tab', { name: /shop_order/ })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
