import type { Locator } from '@playwright/test';

/** Puts text into a CodeMirror editor the way a paste does (typing a long dump would take minutes). */
export async function paste(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}
