import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { AiModel, AiUsage } from '@/contract/ai';
import { exampleGenerateBody } from '@/contract/text';
import codeGenerateModel from '@/models/codeGenerate';
import textModel from '@/models/text';
import userModel from '@/models/user';
import { aiUsage, models } from '@/services/codeGenerate';
import { aiParser } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { ada } from '@/utils/testing/fixtures';
import { setWidth } from '@/utils/testing/matchMedia';
import AiParsePanel from './AiParsePanel';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  Link: ({ to, children }: { to: string; children: unknown }) => (
    <a href={to}>{children as never}</a>
  ),
}));
jest.mock('@/services/codeGenerate');
jest.mock('@/services/text');

jest.setTimeout(30000);

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });
const aiModels: AiModel[] = [
  { id: 'free', name: 'Free model', description: 'Small', price: 0, isDefault: true },
  { id: 'paid', name: 'Paid model', description: 'Large', price: 5, isDefault: false },
];
const usage: AiUsage = {
  configured: true,
  vip: false,
  dailyLimit: 20,
  usedToday: 0,
  remaining: 20,
  balance: 0,
  burstPerMinute: 6,
};
const [table] = exampleGenerateBody.tables;

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1280);
  mocked(models).mockResolvedValue(ok(aiModels));
  mocked(aiUsage).mockResolvedValue(ok(usage));
});

function renderPanel(seed?: { text: string; key: number }) {
  const app = createTestApp([codeGenerateModel, textModel, userModel]);
  app.store.dispatch({ type: 'user/saveCurrent', payload: ada });
  const onParsed = jest.fn();
  const view = render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <AiParsePanel seed={seed} onParsed={onParsed} />
      </FeedbackProvider>
    </Provider>,
  );
  return { app, onParsed, view };
}

test('parses the text with the default model and fills the text tool’s tables', async () => {
  const result = {
    inputType: 'plain' as const,
    tables: [table],
    diagnostics: [],
    historyId: 3,
    ai: { callId: 1, model: 'free', charged: 0, balance: 0, remaining: 19 },
  };
  mocked(aiParser).mockResolvedValue(ok(result));
  const { app, onParsed } = renderPanel();
  const usageLine = await screen.findByTestId('ai-usage');
  expect(usageLine).toHaveTextContent('20 of 20 AI calls left today');

  fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'user: id, name' } });
  fireEvent.click(screen.getByTestId('ai-parse'));

  expect(await screen.findByText('The AI found 1 table.')).toBeInTheDocument();
  expect(mocked(aiParser)).toHaveBeenCalledWith({
    body: { text: 'user: id, name', model: 'free', requestId: expect.any(String) },
  });
  expect(app.getState().text.tables).toEqual([table]);
  expect(onParsed).toHaveBeenCalledWith(result);
  expect(usageLine).toHaveTextContent('19 of 20 AI calls left today');
});

test('empty text is refused with the contract’s message, without a call', async () => {
  renderPanel();
  fireEvent.click(await screen.findByTestId('ai-parse'));
  expect(await screen.findByText('Please enter Text')).toBeInTheDocument();
  expect(mocked(aiParser)).not.toHaveBeenCalled();
});

test('a refused call reads the allowance again and keeps the tables', async () => {
  mocked(aiParser).mockResolvedValue({ code: 902, message: 'Your VIP balance is too low' });
  const { app } = renderPanel({ text: 'order id total', key: 1 });
  await screen.findByTestId('ai-usage');
  expect(screen.getByLabelText('Text')).toHaveValue('order id total');
  fireEvent.click(screen.getByTestId('ai-parse'));
  await waitFor(() => expect(mocked(aiUsage)).toHaveBeenCalledTimes(2));
  expect(app.getState().text.tables).toEqual([]);
});

test('the lines of “Try AI” replace the text', async () => {
  const { view, app } = renderPanel({ text: 'first', key: 1 });
  expect(await screen.findByLabelText('Text')).toHaveValue('first');
  view.rerender(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <AiParsePanel seed={{ text: 'garbled line', key: 2 }} />
      </FeedbackProvider>
    </Provider>,
  );
  expect(screen.getByLabelText('Text')).toHaveValue('garbled line');
});
