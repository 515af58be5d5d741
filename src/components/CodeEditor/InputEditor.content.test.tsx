import { render, screen, waitFor } from '@testing-library/react';
import InputEditor from './InputEditor';

// A file of its own: CodeMirror must not be loaded yet when it starts.

test('text arriving from elsewhere (a file, a draft) brings CodeMirror in without taking the focus', async () => {
  const { rerender } = render(<InputEditor aria-label="Input text" value="" />);
  expect(screen.getByRole('textbox', { name: 'Input text' }).tagName).toBe('TEXTAREA');

  rerender(<InputEditor aria-label="Input text" value="create table t (id int);" />);
  await waitFor(
    () =>
      expect(screen.getByRole('textbox', { name: 'Input text' })).toHaveAttribute(
        'contenteditable',
        'true',
      ),
    { timeout: 60_000 },
  );
  expect(document.querySelector('.cm-line')?.textContent).toBe('create table t (id int);');
  expect(document.activeElement).toBe(document.body);
}, 90_000);
