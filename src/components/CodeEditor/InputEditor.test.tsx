import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import type { CodeEditorHandle } from './index';
import InputEditor, { textOffset } from './InputEditor';

// The tests run in order: CodeMirror, once loaded, stays loaded for every editor of the page.

const LABEL = 'Input to parse';

function cmText(): string | undefined {
  const lines = document.querySelectorAll('.cm-content .cm-line');
  return lines.length ? [...lines].map((line) => line.textContent).join('\n') : undefined;
}

function cmSelection(): { anchor: number; head: number } {
  const editor = document.querySelector<HTMLElement>('.cm-editor');
  const view = editor && EditorView.findFromDOM(editor);
  if (!view) throw new Error('no CodeMirror view');
  const { anchor, head } = view.state.selection.main;
  return { anchor, head };
}

test('an empty editor nobody has reached for is a working plain text area', async () => {
  const onChange = jest.fn();
  const onSubmit = jest.fn();
  render(
    <InputEditor
      aria-label={LABEL}
      value=""
      onChange={onChange}
      onSubmit={onSubmit}
      placeholder="Paste CREATE TABLE statements"
      height="260px"
    />,
  );
  const area = screen.getByRole('textbox', { name: LABEL });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('placeholder', 'Paste CREATE TABLE statements');

  fireEvent.change(area, { target: { value: 'create table t (id int);' } });
  expect(onChange).toHaveBeenCalledWith('create table t (id int);');

  fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
  fireEvent.keyDown(area, { key: 'Enter' });
  fireEvent.keyDown(area, { key: 'Enter', metaKey: true });
  expect(onSubmit).toHaveBeenCalledTimes(2);

  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('.cm-editor')).toBeNull();
});

test('a line gone to before CodeMirror is in gets the caret, and CodeMirror takes the text, caret and focus over', async () => {
  const text = 'create table a (\n  id int,\n  name text\n);';
  const handle = createRef<CodeEditorHandle>();
  render(<InputEditor ref={handle} aria-label={LABEL} value={text} onChange={jest.fn()} />);
  const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: LABEL });
  act(() => handle.current?.goTo(3, 3));
  const offset = textOffset(text, 3, 3);
  expect(text.slice(offset)).toBe('name text\n);');
  expect(area.selectionStart).toBe(offset);

  await waitFor(() => expect(cmText()).toBe(text), { timeout: 60_000 });
  expect(document.querySelector('textarea')).toBeNull();
  expect(cmSelection()).toEqual({ anchor: offset, head: offset });
  expect(document.activeElement).toBe(document.querySelector('.cm-content'));
  expect(screen.getByRole('textbox', { name: LABEL })).toHaveAttribute('contenteditable', 'true');
}, 90_000);

test('once CodeMirror is in, a new input editor opens as CodeMirror', () => {
  render(<InputEditor aria-label="Second" value="select 1" onChange={jest.fn()} />);
  expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAttribute(
    'contenteditable',
    'true',
  );
  expect(cmText()).toBe('select 1');
});

test('textOffset: 1-based line and column, clamped to the line and the text', () => {
  const text = 'ab\ncde\n\nf';
  expect(textOffset(text, 1)).toBe(0);
  expect(textOffset(text, 2, 2)).toBe(4);
  expect(textOffset(text, 2, 99)).toBe(6);
  expect(textOffset(text, 3, 5)).toBe(7);
  expect(textOffset(text, 4, 1)).toBe(8);
  expect(textOffset(text, 9, 1)).toBe(8);
  expect(textOffset(text, 0, 0)).toBe(0);
});
