import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { AiCall, AiUsage } from '@/contract/ai';
import codeGenerateModel from '@/models/codeGenerate';
import userModel from '@/models/user';
import { aiCallPage } from '@/services/codeGenerate';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { ada } from '@/utils/testing/fixtures';
import { setWidth } from '@/utils/testing/matchMedia';
import AiCallList from './AiCallList';
import AiUsageLine from './AiUsageLine';
import { newRequestId } from './requestId';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  Link: ({ to, children }: { to: string; children: unknown }) => (
    <a href={to}>{children as never}</a>
  ),
}));
jest.mock('@/services/codeGenerate');

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });
const usage: AiUsage = {
  configured: true,
  vip: false,
  dailyLimit: 20,
  usedToday: 20,
  remaining: 0,
  balance: 3,
  burstPerMinute: 6,
};
const call: AiCall = {
  id: 4,
  kind: 'generate',
  model: 'paid',
  outcome: 'cancelled',
  error: null,
  summary: 'user_account: A REST controller',
  inputChars: 40,
  outputChars: 120,
  promptTokens: 10,
  completionTokens: 20,
  totalTokens: 30,
  latencyMs: 1500,
  charged: 5,
  createdAt: '2026-11-21T00:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1280);
});

function withStore(node: React.ReactNode, signedIn = true) {
  const app = createTestApp([codeGenerateModel, userModel]);
  if (signedIn) app.store.dispatch({ type: 'user/saveCurrent', payload: ada });
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>{node}</FeedbackProvider>
    </Provider>,
  );
}

test('the usage line warns when the day’s calls or the balance would not do', () => {
  render(
    <AiUsageLine
      usage={usage}
      model={{ id: 'paid', name: 'Paid', description: '', price: 5, isDefault: false }}
    />,
  );
  const line = screen.getByTestId('ai-usage');
  expect(line).toHaveTextContent(
    '0 of 20 AI calls left today · balance 3 credits · this model costs 5 credits per call',
  );
  expect(line).toHaveClass('ant-typography-warning');
});

test('the own calls list shows kind, outcome, tokens, latency and cost of each call', async () => {
  mocked(aiCallPage).mockResolvedValue(ok({ list: [call], total: 1, page: 1, pageSize: 10 }));
  withStore(<AiCallList kind="generate" from="/code-generate" />);
  expect(await screen.findByText('user_account: A REST controller')).toBeInTheDocument();
  expect(mocked(aiCallPage)).toHaveBeenCalledWith({
    body: { page: 1, pageSize: 10, kind: 'generate' },
  });
  expect(screen.getByText('Generate')).toBeInTheDocument();
  expect(screen.getByText('cancelled')).toBeInTheDocument();
  expect(screen.getByTestId('ai-call-4')).toHaveTextContent('30 tokens · 1.5 s · 5 credits');
});

test('anonymous visitors are asked to sign in instead of listing calls', async () => {
  withStore(<AiCallList from="/text" />, false);
  expect(await screen.findByText('Sign in to see your AI calls.')).toBeInTheDocument();
  await waitFor(() => expect(mocked(aiCallPage)).not.toHaveBeenCalled());
});

test('request ids are fresh and fit the contract', () => {
  const a = newRequestId();
  expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(newRequestId()).not.toBe(a);
});
