import { expect, type Locator } from '@playwright/test';

/**
 * Puts text into an input editor the way a paste does (typing a long dump would take minutes).
 * The input editors are plain text areas until the user reaches for them; the click brings
 * CodeMirror in, and the paste goes to it once it has taken over.
 */
export async function paste(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}
