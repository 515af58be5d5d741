import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FeedbackProvider } from './feedback';
import LazySelect from './LazySelect';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

// antd's Select as a network delivers it: held back until the test lets it through.
const mockNetwork = { offline: true };
jest.mock('antd/es/select', () => {
  const actual = jest.requireActual('antd/es/select');
  return {
    __esModule: true,
    get default() {
      if (mockNetwork.offline) throw new Error('Loading chunk failed');
      return actual.default;
    },
  };
});

const OPTIONS = [
  { value: 'auto', label: 'Auto detect' },
  { value: 'sql', label: 'SQL DDL' },
] as const;

function Picker({ initial }: { initial?: 'auto' | 'sql' }) {
  const [value, setValue] = useState<'auto' | 'sql' | undefined>(initial);
  return (
    <FeedbackProvider>
      <LazySelect
        aria-label="Input type"
        value={value}
        placeholder="Pick a type"
        options={[...OPTIONS]}
        onChange={setValue}
        style={{ width: 150 }}
      />
      <output>{value ?? 'none'}</output>
    </FeedbackProvider>
  );
}

test('before its code is in, a labelled combobox shows the value, or the placeholder', () => {
  const { unmount } = render(<Picker initial="sql" />);
  const box = screen.getByRole('combobox', { name: 'Input type' });
  expect(box).toHaveTextContent('SQL DDL');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveAttribute('tabindex', '0');
  unmount();
  render(<Picker />);
  expect(screen.getByRole('combobox', { name: 'Input type' })).toHaveTextContent('Pick a type');
});

test('a key press whose fetch fails says so; once the code is in, antd takes over, focused and open', async () => {
  render(<Picker initial="auto" />);
  const box = screen.getByRole('combobox', { name: 'Input type' });
  act(() => box.focus());
  await act(async () => fireEvent.keyDown(box, { key: 'ArrowDown' }));
  expect(
    await screen.findByText('The menu could not be loaded. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  mockNetwork.offline = false;
  await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Input type' }).tagName).toBe('INPUT'),
  );
  expect(screen.getByRole('combobox', { name: 'Input type' })).toHaveFocus();
  expect(await screen.findByRole('option', { name: 'SQL DDL' })).toBeInTheDocument();

  fireEvent.click(screen.getByTitle('SQL DDL'));
  expect(screen.getByRole('status')).toHaveTextContent('sql');
});
