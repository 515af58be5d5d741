import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import InputEditor, { loadCodeEditor } from './InputEditor';

// A file of its own: CodeMirror must not be loaded yet when it starts.

test('CodeMirror waits for an input method composition in the text area to end before it takes over', async () => {
  const { unmount } = render(<InputEditor aria-label="Composed" value="" />);
  const area = screen.getByRole('textbox', { name: 'Composed' });
  area.focus();
  fireEvent.compositionStart(area);
  await loadCodeEditor();
  // CodeMirror is made, hidden, and the text area keeps the composition.
  await waitFor(() => expect(document.querySelector('[hidden] .cm-editor')).not.toBeNull());
  expect(screen.getByRole('textbox', { name: 'Composed' })).toBe(area);
  expect(document.activeElement).toBe(area);

  fireEvent.compositionEnd(area);
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Composed' })).toHaveAttribute('contenteditable'),
  );
  expect(document.activeElement).toBe(document.querySelector('.cm-content'));
  unmount();
});
