import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emptyField } from '@/components/FieldGrid';
import type { Table } from '@/contract/text';
import { DRAFT_MAX_CHARS, DRAFT_VERSION, type WorkDraft, useWorkDraft } from './draft';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

const KEY = 'draft:/text';
const table: Table = {
  tableName: 'orders',
  className: 'Order',
  comment: '',
  fields: [{ ...emptyField(1), columnName: 'order_total' }],
};
const saved: WorkDraft = {
  text: 'CREATE TABLE orders (order_total INT);',
  tables: [table],
  parsed: { inputType: 'sql', diagnostics: [] },
  inputType: 'auto',
};
const EMPTY: WorkDraft = { text: '', tables: [], parsed: null };

const store = (data: unknown, v = DRAFT_VERSION) =>
  window.localStorage.setItem(KEY, JSON.stringify({ v, savedAt: '2026-11-26T01:02:03Z', data }));
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null');

/** A page holding a WorkDraft in state, as /text does in its model. */
function renderPage(start: WorkDraft = EMPTY) {
  let setWork: (next: WorkDraft) => void = () => undefined;
  function Page() {
    const [work, set] = useState(start);
    setWork = set;
    const { banner } = useWorkDraft('/text', work, set);
    return (
      <>
        {banner}
        <output data-testid="text">{work.text}</output>
        <output data-testid="columns">
          {work.tables.flatMap((tb) => tb.fields.map((f) => f.columnName)).join(',')}
        </output>
      </>
    );
  }
  const view = render(<Page />);
  return { ...view, edit: (next: WorkDraft) => act(() => setWork(next)) };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('a page that opens empty offers its draft and restores it only when asked', () => {
  store(saved);
  renderPage();
  const banner = screen.getByTestId('draft-banner');
  expect(banner).toHaveTextContent('38 characters of input and 1 table');
  // Nothing is put back before the user chooses, and the draft is not overwritten meanwhile.
  expect(screen.getByTestId('text')).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(5000));
  expect(stored().data).toEqual(saved);

  fireEvent.click(screen.getByTestId('draft-restore'));
  expect(screen.queryByTestId('draft-banner')).not.toBeInTheDocument();
  expect(screen.getByTestId('text')).toHaveTextContent('CREATE TABLE orders');
  expect(screen.getByTestId('columns')).toHaveTextContent('order_total');
});

test('discard removes the draft for good', () => {
  store(saved);
  renderPage();
  fireEvent.click(screen.getByTestId('draft-discard'));
  expect(screen.queryByTestId('draft-banner')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(KEY)).toBeNull();
  expect(screen.getByTestId('text')).toHaveTextContent('');
});

test('edits are written once editing pauses; an emptied page leaves no draft', () => {
  const { edit } = renderPage();
  edit(saved);
  expect(window.localStorage.getItem(KEY)).toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(stored()).toMatchObject({ v: DRAFT_VERSION, data: saved });
  edit(EMPTY);
  act(() => jest.advanceTimersByTime(1000));
  expect(window.localStorage.getItem(KEY)).toBeNull();
});

test('a page that opens with work keeps it and offers nothing', () => {
  store({ ...saved, text: 'older' });
  renderPage(saved);
  expect(screen.queryByTestId('draft-banner')).not.toBeInTheDocument();
  expect(screen.getByTestId('text')).toHaveTextContent('CREATE TABLE orders');
});

test('a draft of another version or shape is dropped, not misread', () => {
  store(saved, DRAFT_VERSION + 1);
  renderPage();
  expect(screen.queryByTestId('draft-banner')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(KEY)).toBeNull();
  store({ text: 42 });
  renderPage();
  expect(screen.queryByTestId('draft-banner')).not.toBeInTheDocument();
});

test('a draft too large keeps the tables without the input, and nothing past that', () => {
  const { edit } = renderPage();
  edit({ ...saved, text: 'x'.repeat(DRAFT_MAX_CHARS) });
  act(() => jest.advanceTimersByTime(1000));
  expect(stored().data).toMatchObject({ text: '', tables: [table] });

  const huge = { ...table, comment: 'y'.repeat(DRAFT_MAX_CHARS) };
  edit({ ...saved, tables: [huge] });
  act(() => jest.advanceTimersByTime(1000));
  expect(window.localStorage.getItem(KEY)).toBeNull();
});
