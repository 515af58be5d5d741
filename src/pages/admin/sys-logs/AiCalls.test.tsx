import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { AiCallAdmin } from '@/contract/ai';
import adminModel from '@/models/admin';
import codeGenerateModel from '@/models/codeGenerate';
import { aiList } from '@/services/admin';
import { models } from '@/services/codeGenerate';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import AiCalls from './AiCalls';

jest.mock('umi', () => ({ ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime() }));
jest.mock('@/services/admin');
jest.mock('@/services/codeGenerate');

jest.setTimeout(30000);

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });

const failed: AiCallAdmin = {
  id: 7,
  kind: 'generate',
  model: 'gpt-4o-mini',
  outcome: 'failed',
  error: 'The AI service did not answer within 60 s; try again',
  summary: 'user_account',
  inputChars: 120,
  outputChars: 0,
  promptTokens: null,
  completionTokens: null,
  totalTokens: null,
  latencyMs: 60000,
  charged: 0,
  userId: 'u1',
  userEmail: 'ada@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const done: AiCallAdmin = {
  ...failed,
  id: 8,
  kind: 'parser',
  outcome: 'ok',
  error: null,
  summary: 'customer name email',
  promptTokens: 100,
  completionTokens: 1134,
  totalTokens: 1234,
  latencyMs: 2100,
  charged: 5,
};

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1366);
  mocked(models).mockResolvedValue(ok([]));
  mocked(aiList).mockResolvedValue(ok({ list: [done, failed], total: 2, page: 1, pageSize: 20 }));
});

function renderTab() {
  const app = createTestApp([adminModel, codeGenerateModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <AiCalls />
      </FeedbackProvider>
    </Provider>,
  );
}

test('lists the calls with tokens, latency, outcome and the error of a failed one', async () => {
  renderTab();
  expect(await screen.findByText('customer name email')).toBeInTheDocument();
  expect(mocked(aiList)).toHaveBeenCalledWith({ body: { page: 1, pageSize: 20 } });
  expect(screen.getByText('1,234')).toBeInTheDocument();
  expect(screen.getByText('2.1 s')).toBeInTheDocument();
  expect(screen.getByText('ok')).toBeInTheDocument();
  expect(screen.getByText('failed')).toBeInTheDocument();
  expect(
    screen.getByText('The AI service did not answer within 60 s; try again'),
  ).toBeInTheDocument();
  expect(screen.getByText('2 calls')).toBeInTheDocument();
});

test('filters by e-mail and days go into the query; an end before the start is refused', async () => {
  renderTab();
  await screen.findByText('customer name email');
  fireEvent.change(screen.getByLabelText('E-mail contains'), { target: { value: ' ada ' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-19' } });
  await act(async () => {
    fireEvent.click(screen.getByText('Search').closest('button')!);
  });
  expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
  expect(mocked(aiList)).toHaveBeenCalledTimes(1);

  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-21' } });
  await act(async () => {
    fireEvent.click(screen.getByText('Search').closest('button')!);
  });
  await waitFor(() =>
    expect(mocked(aiList)).toHaveBeenLastCalledWith({
      body: { page: 1, pageSize: 20, email: 'ada', from: '2026-11-20', to: '2026-11-21' },
    }),
  );
});
