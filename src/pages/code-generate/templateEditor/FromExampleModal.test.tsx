import '@testing-library/jest-dom';
import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { AiModel, AiUsage } from '@/contract/ai';
import type { AiFromExampleResult } from '@/contract/template';
import { exampleGenerateBody } from '@/contract/text';
import codeGenerateModel from '@/models/codeGenerate';
import templateModel from '@/models/template';
import userModel from '@/models/user';
import { aiUsage, models } from '@/services/codeGenerate';
import { aiFromExample, findAll, findTree, saveFile } from '@/services/template';
import { parser } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { ada } from '@/utils/testing/fixtures';
import { setWidth } from '@/utils/testing/matchMedia';
import FromExampleModal from './FromExampleModal';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  Link: ({ to, children }: { to: string; children: unknown }) => (
    <a href={to}>{children as never}</a>
  ),
}));
jest.mock('@/services/codeGenerate');
jest.mock('@/services/template');
jest.mock('@/services/text');

jest.setTimeout(60000);

// CodeMirror measures text through ranges, which jsdom does not lay out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });
const aiModels: AiModel[] = [
  { id: 'free', name: 'Free model', description: '', price: 0, isDefault: true },
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
const proposal: AiFromExampleResult = {
  content: 'public class {{ table.className }}Dto {}',
  name: '{{ table.className }}Dto.java',
  language: 'java',
  rendered: { path: 'UserAccountDto.java', content: 'public class UserAccountDto {}' },
  errors: [
    { file: '{{ table.className }}Dto.java', line: 1, column: 14, message: 'unknown filter' },
  ],
  ai: { callId: 3, model: 'free', charged: 0, balance: 0, remaining: 19 },
};

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1366);
  mocked(models).mockResolvedValue(ok(aiModels));
  mocked(aiUsage).mockResolvedValue(ok(usage));
  mocked(findAll).mockResolvedValue(ok([]));
  mocked(findTree).mockResolvedValue({ code: 404, message: 'gone' } as never);
});

function renderModal() {
  const app = createTestApp([codeGenerateModel, templateModel, userModel]);
  app.store.dispatch({ type: 'user/saveCurrent', payload: ada });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <StyleProvider container={document.createElement('div')}>
      <Provider store={app.store as never}>
        <FeedbackProvider>
          <FromExampleModal open groupId="5" parentId="10" onClose={onClose} onSaved={onSaved} />
        </FeedbackProvider>
      </Provider>
    </StyleProvider>,
  );
  return { onSaved, onClose };
}

test('proposes a template for the sample table, shows it with its errors, saves it as a file', async () => {
  mocked(aiFromExample).mockResolvedValue(ok(proposal));
  mocked(saveFile).mockResolvedValue(
    ok({
      id: '77',
      groupId: '5',
      parentId: '10',
      type: 'file' as const,
      name: 'X',
      content: '',
      scope: 'table' as const,
      language: 'java' as const,
      sort: 0,
      updatedAt: null,
    }),
  );
  const { onSaved, onClose } = renderModal();

  fireEvent.change(await screen.findByLabelText('Example code'), {
    target: { value: 'public class UserAccountDto {}' },
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId('ai-example-propose'));
  });

  expect(await screen.findByTestId('ai-proposal')).toBeInTheDocument();
  expect(mocked(aiFromExample)).toHaveBeenCalledWith({
    body: {
      table,
      example: 'public class UserAccountDto {}',
      language: undefined,
      model: 'free',
      requestId: expect.any(String),
    },
  });
  expect(screen.getByText(/unknown filter/)).toBeInTheDocument();
  expect(screen.getByText('UserAccountDto.java')).toBeInTheDocument();
  expect(screen.getByLabelText('File name (a template)')).toHaveValue(
    '{{ table.className }}Dto.java',
  );

  fireEvent.change(screen.getByLabelText('File name (a template)'), {
    target: { value: '{{ table.className }}View.java' },
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId('ai-example-save'));
  });
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('77'));
  expect(mocked(saveFile)).toHaveBeenCalledWith({
    body: {
      groupId: '5',
      parentId: '10',
      type: 'file',
      name: '{{ table.className }}View.java',
      content: proposal.content,
      language: 'java',
      scope: 'table',
    },
  });
  expect(onClose).toHaveBeenCalled();
});

test('pasted DDL that holds no table is refused on its field, without an AI call', async () => {
  mocked(parser).mockResolvedValue(
    ok({ inputType: 'plain', tables: [], diagnostics: [], historyId: null }),
  );
  renderModal();
  fireEvent.click(await screen.findByText('Paste DDL'));
  fireEvent.change(await screen.findByLabelText('CREATE TABLE statement'), {
    target: { value: 'nothing here' },
  });
  fireEvent.change(screen.getByLabelText('Example code'), { target: { value: 'class A {}' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('ai-example-propose'));
  });
  expect(await screen.findByText('No table could be read from this text')).toBeInTheDocument();
  expect(mocked(aiFromExample)).not.toHaveBeenCalled();
});
