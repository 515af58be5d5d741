import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { AiModel, AiUsage } from '@/contract/ai';
import type { AiGenerateEvent } from '@/contract/codeGenerate';
import { exampleGenerateBody, type GenerationSettings } from '@/contract/text';
import codeGenerateModel from '@/models/codeGenerate';
import userModel from '@/models/user';
import type { StreamOptions } from '@/request';
import { aiGenerate, aiUsage, models } from '@/services/codeGenerate';
import { createTestApp, deferred } from '@/utils/testing/dvaTestApp';
import { ada } from '@/utils/testing/fixtures';
import { setWidth } from '@/utils/testing/matchMedia';
import AiPanel from './AiPanel';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  Link: ({ to, children }: { to: string; children: unknown }) => (
    <a href={to}>{children as never}</a>
  ),
}));
jest.mock('@/services/codeGenerate');

jest.setTimeout(30000);

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });
const aiModels: AiModel[] = [
  { id: 'free', name: 'Free model', description: 'Small', price: 0, isDefault: true },
  { id: 'paid', name: 'Paid model', description: 'Large', price: 5, isDefault: false },
];
const usage: AiUsage = {
  configured: true,
  vip: true,
  dailyLimit: 500,
  usedToday: 0,
  remaining: 500,
  balance: 40,
  burstPerMinute: 6,
};
const settings = { basePackage: 'com.acme' } as GenerationSettings;
const file = { path: 'src/User.java', content: 'class User {}', language: 'java' };

function sse(event: AiGenerateEvent) {
  return { event: event.type, data: JSON.stringify(event) };
}

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1280);
  mocked(models).mockResolvedValue(ok(aiModels));
  mocked(aiUsage).mockResolvedValue(ok(usage));
});

function renderPanel({ signedIn = true } = {}) {
  const app = createTestApp([codeGenerateModel, userModel]);
  if (signedIn) app.store.dispatch({ type: 'user/saveCurrent', payload: ada });
  app.store.dispatch({ type: 'codeGenerate/saveTables', payload: exampleGenerateBody.tables });
  const onDone = jest.fn();
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <AiPanel getSettings={() => settings} onDone={onDone} />
      </FeedbackProvider>
    </Provider>,
  );
  return { app, onDone };
}

async function fillAndGenerate() {
  fireEvent.change(await screen.findByLabelText('Instruction'), {
    target: { value: 'CRUD endpoints' },
  });
  fireEvent.click(screen.getByTestId('ai-generate'));
}

test('says so instead of offering the buttons when AI is not configured', async () => {
  mocked(models).mockResolvedValue(ok([]));
  mocked(aiUsage).mockResolvedValue(ok({ ...usage, configured: false }));
  renderPanel();
  expect(await screen.findByText('AI is not configured on this server')).toBeInTheDocument();
  expect(screen.queryByTestId('ai-generate')).not.toBeInTheDocument();
});

test('asks anonymous visitors to sign in', async () => {
  renderPanel({ signedIn: false });
  expect(await screen.findByText('Sign in to use AI')).toBeInTheDocument();
  expect(screen.getByText('Sign in').closest('a')).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcode-generate',
  );
});

test('shows calls left, balance and the model price before anything is spent', async () => {
  renderPanel();
  expect(await screen.findByTestId('ai-usage')).toHaveTextContent(
    '500 of 500 AI calls left today · balance 40 credits · this model is free',
  );
});

test('an empty instruction is refused with the contract’s message, without a call', async () => {
  renderPanel();
  fireEvent.click(await screen.findByTestId('ai-generate'));
  expect(await screen.findByText('Please enter Instruction')).toBeInTheDocument();
  expect(mocked(aiGenerate)).not.toHaveBeenCalled();
});

test('the code streams in, then the files become the result', async () => {
  const finish = deferred<void>();
  let options: StreamOptions | undefined;
  mocked(aiGenerate).mockImplementation(async (_input, opts) => {
    options = opts;
    opts.onEvent(
      sse({
        type: 'start',
        charge: { callId: 1, model: 'free', charged: 0, balance: 40, remaining: 499 },
      }),
    );
    opts.onEvent(sse({ type: 'delta', text: '```java src/User.java\n' }));
    opts.onEvent(sse({ type: 'delta', text: 'class User {}' }));
    await finish.promise;
    opts.onEvent(
      sse({
        type: 'done',
        files: [file],
        historyId: 12,
        usage: { promptTokens: 1, completionTokens: 2, totalTokens: 3 },
      }),
    );
    return null;
  });
  const { app, onDone } = renderPanel();
  await fillAndGenerate();

  expect(await screen.findByTestId('ai-stream')).toHaveTextContent('class User {}');
  expect(screen.getByTestId('ai-stop')).toBeEnabled();
  expect(screen.getByTestId('ai-usage')).toHaveTextContent('499 of 500 AI calls left today');
  expect(mocked(aiGenerate).mock.calls[0][0].body).toEqual(
    expect.objectContaining({
      tables: exampleGenerateBody.tables,
      instruction: 'CRUD endpoints',
      target: 'Spring Boot REST controller (Java 17)',
      settings,
      model: 'free',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    }),
  );
  expect(options?.signal).toBeInstanceOf(AbortSignal);

  await act(async () => finish.resolve());
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(app.getState().codeGenerate.result).toEqual({ files: [file], historyId: 12 });
  expect(screen.getByText('done')).toBeInTheDocument();
  expect(screen.queryByTestId('ai-stop')).not.toBeInTheDocument();
});

test('Stop aborts the request and reads the allowance again', async () => {
  mocked(aiGenerate).mockImplementation(
    (_input, opts) =>
      new Promise((_resolve, reject) => {
        opts.onEvent(sse({ type: 'delta', text: 'class Half' }));
        opts.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  const { app, onDone } = renderPanel();
  await fillAndGenerate();
  fireEvent.click(await screen.findByTestId('ai-stop'));

  expect(await screen.findByText('Generation stopped.')).toBeInTheDocument();
  expect(mocked(aiGenerate).mock.calls[0][1].signal?.aborted).toBe(true);
  expect(screen.getByTestId('ai-stream')).toHaveTextContent('class Half');
  await waitFor(() => expect(mocked(aiUsage)).toHaveBeenCalledTimes(2));
  expect(onDone).not.toHaveBeenCalled();
  expect(app.getState().codeGenerate.result).toBeNull();
});

test('an error event mid-stream is shown and nothing becomes the result', async () => {
  mocked(aiGenerate).mockImplementation(async (_input, opts) => {
    opts.onEvent(sse({ type: 'delta', text: 'class' }));
    opts.onEvent(
      sse({ type: 'error', code: 1602, message: 'The AI service did not answer within 60 s' }),
    );
    return null;
  });
  const { app, onDone } = renderPanel();
  await fillAndGenerate();
  expect(await screen.findByText('The AI service did not answer within 60 s')).toBeInTheDocument();
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  expect(app.getState().codeGenerate.result).toBeNull();
});

test('a 422 answered before streaming puts its messages on the fields', async () => {
  mocked(aiGenerate).mockResolvedValue({
    code: 422,
    message: 'Unknown model',
    data: { instruction: 'Instruction is too vague' },
  });
  renderPanel();
  await fillAndGenerate();
  expect(await screen.findByText('Instruction is too vague')).toBeInTheDocument();
});

test('a failed request (the request layer shows it) ends the run as failed', async () => {
  mocked(aiGenerate).mockRejectedValue(new Error('HTTP 500'));
  const { onDone } = renderPanel();
  await fillAndGenerate();
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(screen.queryByTestId('ai-stop')).not.toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
});
