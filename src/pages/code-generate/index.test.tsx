// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { StyleProvider } from '@ant-design/cssinjs';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { GenerateSetting } from '@/contract/codeGenerate';
import type { TemplateGroup } from '@/contract/template';
import { exampleGenerateBody } from '@/contract/text';
import codeGenerateModel from '@/models/codeGenerate';
import templateModel from '@/models/template';
import textModel from '@/models/text';
import userModel from '@/models/user';
import {
  aiUsage,
  findLogPage,
  generateCode,
  loadFields,
  models,
  setting,
} from '@/services/codeGenerate';
import { findAll } from '@/services/template';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { ada } from '@/utils/testing/fixtures';
import { setWidth } from '@/utils/testing/matchMedia';
import CodeGeneratePage from './index';

/**
 * The workbench with a real store and models; Umi's runtime exports and the service modules are
 * replaced. Controls are found by text and label: role queries over antd are very slow in jsdom.
 */
jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  useSearchParams: () => [new URLSearchParams(''), jest.fn()],
  useNavigate: () => jest.fn(),
  Link: ({ to, children }: { to: string; children: unknown }) => (
    <a href={to}>{children as never}</a>
  ),
}));
jest.mock('@/services/codeGenerate', () => ({
  models: jest.fn(),
  aiUsage: jest.fn(),
  aiCallPage: jest.fn(),
  aiGenerate: jest.fn(),
  setting: jest.fn(),
  generateCode: jest.fn(),
  generateApi: jest.fn(),
  loadFields: jest.fn(),
  saveSetting: jest.fn(),
  findLogPage: jest.fn(),
}));
jest.mock('@/services/template', () => ({ findAll: jest.fn() }));
jest.mock('@/services/text', () => ({
  parser: jest.fn(),
  importFile: jest.fn(),
  exportZip: jest.fn(),
  generateCode: jest.fn(),
}));

jest.setTimeout(60000);

const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });
const group: TemplateGroup = {
  id: 'builtin:java-pojo',
  name: 'Plain Java',
  description: 'POJO with getters and setters',
  language: 'java',
  builtIn: true,
  copiedFrom: null,
  options: [{ key: 'lombok', label: 'Use Lombok', type: 'boolean', default: false }],
  fileCount: 1,
  updatedAt: null,
};
const noAi = {
  configured: false,
  vip: false,
  dailyLimit: 0,
  usedToday: 0,
  remaining: 0,
  balance: 0,
  burstPerMinute: 0,
};
const defaults: GenerateSetting = {
  settings: {
    basePackage: 'com.acme.shop',
    moduleName: '',
    author: 'Ada',
    tablePrefixes: [],
    skipFields: [],
    options: {},
  },
  naming: {},
  typeOverrides: [],
  defaultTemplateId: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1280);
  (models as jest.Mock).mockResolvedValue(ok([]));
  (aiUsage as jest.Mock).mockResolvedValue(ok(noAi));
  (findAll as jest.Mock).mockResolvedValue(ok([group]));
  (setting as jest.Mock).mockResolvedValue(ok(defaults));
});

function renderPage() {
  const app = createTestApp([codeGenerateModel, templateModel, textModel, userModel]);
  app.store.dispatch({ type: 'codeGenerate/saveTables', payload: exampleGenerateBody.tables });
  // antd's styles go to a detached node: CodeMirror measures computed styles, and jsdom would
  // match every antd rule on each measure.
  render(
    <StyleProvider container={document.createElement('div')}>
      <Provider store={app.store as never}>
        <FeedbackProvider>
          <CodeGeneratePage />
        </FeedbackProvider>
      </Provider>
    </StyleProvider>,
  );
  return app;
}

async function generate() {
  // The first group is picked once the groups and defaults are in.
  await screen.findByText('POJO with getters and setters');
  fireEvent.click(screen.getByTestId('generate'));
}

test('generating with a table shows the files as a tree and the first file', async () => {
  (generateCode as jest.Mock).mockResolvedValue(
    ok({
      files: [
        {
          path: 'src/main/java/com/acme/shop/entity/UserAccount.java',
          content: 'public class UserAccount {}',
          language: 'java',
        },
        { path: 'README.md', content: '# Tables', language: 'markdown' },
      ],
      historyId: null,
    }),
  );
  renderPage();
  await generate();

  await waitFor(() => expect(generateCode).toHaveBeenCalledTimes(1));
  const body = (generateCode as jest.Mock).mock.calls[0][0].body;
  expect(body.templateId).toBe('builtin:java-pojo');
  expect(body.tables).toEqual(exampleGenerateBody.tables);
  expect(body.settings).toMatchObject({
    basePackage: 'com.acme.shop',
    author: 'Ada',
    options: { lombok: false },
  });

  const tree = await screen.findByTestId('file-tree');
  // Folders open as the tree appears (after its expand motion).
  await waitFor(() => expect(within(tree).getByText('UserAccount.java')).toBeInTheDocument());
  expect(within(tree).getByText('README.md')).toBeInTheDocument();
  // Single-child folders are shown as one node.
  expect(within(tree).getByText('src/main/java/com/acme/shop/entity')).toBeInTheDocument();
  expect(screen.getByText('Generated files (2)')).toBeInTheDocument();
  expect(
    screen.getByText('src/main/java/com/acme/shop/entity/UserAccount.java'),
  ).toBeInTheDocument();
});

test('a template error is shown with its file, line and column', async () => {
  (generateCode as jest.Mock).mockResolvedValue({
    code: 422,
    message: 'Template error in entity.java at 3:7',
    data: {
      errors: [
        { file: 'entity/{{ table.className }}.java', line: 3, column: 7, message: 'bad filter' },
      ],
    },
  });
  renderPage();
  await generate();

  const alert = await screen.findByTestId('template-errors');
  expect(within(alert).getByText('Template errors (1)')).toBeInTheDocument();
  expect(within(alert).getByText('entity/{{ table.className }}.java:3:7')).toBeInTheDocument();
  expect(within(alert).getByText(/bad filter/)).toBeInTheDocument();
});

test('an invalid base package is shown on its field and nothing is sent', async () => {
  renderPage();
  await screen.findByText('POJO with getters and setters');
  // Label queries scan the whole antd form; Form.Item gives the input its field name as id.
  expect(screen.getByText('Base package')).toHaveAttribute('for', 'basePackage');
  const input = document.getElementById('basePackage')!;
  await waitFor(() => expect(input).toHaveValue('com.acme.shop'));
  fireEvent.change(input, { target: { value: 'not a package' } });
  fireEvent.click(screen.getByTestId('generate'));
  expect(await screen.findByText('Base package looks like com.example.demo')).toBeInTheDocument();
  expect(generateCode).not.toHaveBeenCalled();
});

test('table prefixes: the empty box shows an example, and typed prefixes are sent', async () => {
  (generateCode as jest.Mock).mockResolvedValue(ok({ files: [], historyId: null }));
  renderPage();
  await screen.findByText('POJO with getters and setters');
  // The example is marked as one, so an empty box does not look filled in.
  expect(screen.getByText('e.g. t_, sys_ (none yet)')).toBeInTheDocument();
  const input = document.getElementById('tablePrefixes')!;
  fireEvent.change(input, { target: { value: 't_, sys_,' } });
  await generate();
  await waitFor(() => expect(generateCode).toHaveBeenCalledTimes(1));
  expect((generateCode as jest.Mock).mock.calls[0][0].body.settings.tablePrefixes).toEqual([
    't_',
    'sys_',
  ]);
});

test('history: anonymous users are told to sign in', async () => {
  renderPage();
  fireEvent.click(screen.getByText('History'));
  expect(
    await screen.findByText('Sign in to keep a history of your generations.'),
  ).toBeInTheDocument();
  expect(findLogPage).not.toHaveBeenCalled();
});

test('history: opening a generation restores its tables, group and settings', async () => {
  const summary = {
    id: 9,
    templateId: 'builtin:java-pojo',
    templateName: 'Plain Java',
    tableNames: ['order_item'],
    tableCount: 1,
    fileCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const orderItem = { ...exampleGenerateBody.tables[0], tableName: 'order_item' };
  (findLogPage as jest.Mock).mockResolvedValue(
    ok({ list: [summary], total: 1, page: 1, pageSize: 10 }),
  );
  (loadFields as jest.Mock).mockResolvedValue(
    ok({
      ...summary,
      tables: [orderItem],
      settings: { ...defaults.settings, basePackage: 'com.shop.orders' },
    }),
  );
  const app = renderPage();
  app.store.dispatch({ type: 'user/saveCurrent', payload: ada });
  await screen.findByText('POJO with getters and setters');
  fireEvent.click(screen.getByText('History'));
  const entry = await screen.findByTestId('generation-9');
  fireEvent.click(within(entry).getByText('Open'));

  await waitFor(() => expect(app.getState().codeGenerate.tables).toEqual([orderItem]));
  expect(loadFields).toHaveBeenCalledWith({ body: { id: 9 } });
  await waitFor(() =>
    expect(document.getElementById('basePackage')).toHaveValue('com.shop.orders'),
  );
  expect(screen.getByText('order_item')).toBeInTheDocument();
});
