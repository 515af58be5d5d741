import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import userModel from '@/models/user';
import { exampleGenerateBody, type ParserResponse } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { parser } from '@/services/text';
import { createTestApp, deferred } from '@/utils/testing/dvaTestApp';
import codeGenerateModel from './codeGenerate';
import textModel from './text';
import { useModels } from './useModels';

jest.mock('umi', () => ({ ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime() }));
jest.mock('@/services/text', () => ({ parser: jest.fn() }));
const parserMock = parser as jest.MockedFunction<typeof parser>;

const [table] = exampleGenerateBody.tables;
const parsed: ParserResponse = {
  inputType: 'sql',
  dialect: 'mysql',
  tables: [table],
  diagnostics: [],
  historyId: 1,
};

function TextRoute() {
  useModels(textModel, codeGenerateModel);
  const tables = useSelector((state: RootState) => state.text.tables);
  const parsing = useSelector((state: RootState) => Boolean(state.loading.effects['text/create']));
  return <p>{parsing ? 'parsing' : `${tables.length} tables`}</p>;
}

test('a route registers its models on first render: state, effects and per-effect loading work', async () => {
  // The app as it starts: only the models of src/models.
  const app = createTestApp([userModel]);
  expect(app.getState()).not.toHaveProperty('text');
  render(
    <Provider store={app.store as never}>
      <TextRoute />
    </Provider>,
  );
  expect(screen.getByText('0 tables')).toBeTruthy();
  expect(app.getState()).toHaveProperty('codeGenerate');

  const answer = deferred<Awaited<ReturnType<typeof parser>>>();
  parserMock.mockReturnValue(answer.promise);
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = app.dispatch({ type: 'text/create', payload: { text: 'CREATE TABLE t (id int)' } });
  });
  expect(screen.getByText('parsing')).toBeTruthy();
  await act(async () => {
    answer.resolve({ code: 200, message: 'OK', data: parsed });
    await done;
  });
  expect(screen.getByText('1 tables')).toBeTruthy();
});

test('registering again (a second visit, or a route sharing a model) changes nothing', () => {
  const app = createTestApp([userModel]);
  const view = (
    <Provider store={app.store as never}>
      <TextRoute />
    </Provider>
  );
  const { unmount } = render(view);
  app.store.dispatch({ type: 'text/saveText', payload: 'kept' });
  const before = app.getState().text;
  unmount();
  render(view);
  expect(app.getState().text).toBe(before);
});
