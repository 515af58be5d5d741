import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import { exampleGenerateBody } from '@/contract/text';
import codeGenerateModel from '@/models/codeGenerate';
import textModel from '@/models/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import QuickGenerate from './QuickGenerate';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  useNavigate: () => jest.fn(),
}));
jest.mock('@/services/codeGenerate');
jest.mock('@/services/text');

function renderQuick() {
  const app = createTestApp([textModel, codeGenerateModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <QuickGenerate />
      </FeedbackProvider>
    </Provider>,
  );
  return app;
}

test('without tables it asks for a parse first', () => {
  renderQuick();
  expect(screen.getByText('Parse some tables, then pick an output.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();
});

test('with parsed tables it says how many and what to do next, not "parse some tables"', async () => {
  const app = renderQuick();
  const [table] = exampleGenerateBody.tables;
  act(() => void app.dispatch({ type: 'text/saveTables', payload: [table] }));
  expect(
    await screen.findByText('1 table parsed: pick an output and press Generate.'),
  ).toBeInTheDocument();
  act(
    () =>
      void app.dispatch({ type: 'text/saveTables', payload: [table, { ...table, name: 'other' }] }),
  );
  expect(
    await screen.findByText('2 tables parsed: pick an output and press Generate.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Parse some tables, then pick an output.')).toBeNull();
  expect(screen.getByRole('button', { name: /Generate/ })).toBeEnabled();
});
