import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { TemplateGroup, TemplateNode, TemplateTree } from '@/contract/template';
import { copyFile, findAll, findTree, preview, saveFile } from '@/services/template';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import TemplatePage from './template';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  history: { block: () => () => undefined },
}));
// Every call of the service module replaced by a jest.fn (automock).
jest.mock('@/services/template');
jest.mock('@/request', () => ({ getToken: () => mockToken.value, clearToken: jest.fn() }));

const mockToken = { value: '' };

// CodeMirror measures text through ranges, which jsdom does not lay out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });

const pojo: TemplateGroup = {
  id: 'builtin:java-pojo',
  name: 'Plain Java',
  description: 'POJOs',
  language: 'java',
  builtIn: true,
  copiedFrom: null,
  options: [],
  fileCount: 2,
  updatedAt: null,
};
const fileNode = (id: string, name: string, content: string): TemplateNode => ({
  id,
  groupId: pojo.id,
  parentId: 'builtin:java-pojo:d0',
  type: 'file',
  name,
  content,
  scope: 'table',
  language: 'java',
  sort: 0,
  updatedAt: null,
});
const tree: TemplateTree = {
  group: pojo,
  tree: [
    {
      ...fileNode('builtin:java-pojo:d0', 'entity', ''),
      parentId: null,
      type: 'folder',
      children: [
        {
          ...fileNode('builtin:java-pojo:0', '{{ table.className }}.java', 'class A {}'),
          children: [],
        },
        { ...fileNode('builtin:java-pojo:1', 'Record.java', 'record B() {}'), children: [] },
      ],
    },
  ],
};

const styleSink = document.createElement('div');

function renderPage() {
  let models: object[] = [];
  jest.isolateModules(() => {
    models = ['@/models/template', '@/models/user'].map(
      (path) => (jest.requireActual(path) as { default: object }).default,
    );
  });
  const app = createTestApp(models);
  // antd's styles go to a detached node: CodeMirror asks for computed styles on every measure, and
  // jsdom would match each against all of antd's rules (minutes on a busy machine).
  render(
    <StyleProvider container={styleSink}>
      <Provider store={app.store as never}>
        <FeedbackProvider>
          <TemplatePage />
        </FeedbackProvider>
      </Provider>
    </StyleProvider>,
  );
  return app;
}

/** CodeMirror renders each line in a .cm-line inside the labelled content element. */
function editorText(label: string) {
  const content = document.querySelector(`[aria-label="${label}"]`);
  return content?.textContent ?? '';
}

// CodeMirror and its languages are many modules: load them once, before the first render needs them.
beforeAll(() => import('./templateEditor/TemplateCodeEditor'), 120_000);

beforeEach(() => {
  jest.clearAllMocks();
  setWidth(1600);
  mockToken.value = '';
  (findAll as jest.Mock).mockResolvedValue(ok([pojo]));
  (findTree as jest.Mock).mockResolvedValue(ok(tree));
  (preview as jest.Mock).mockImplementation(({ body }: { body: { nodeIds: string[] } }) =>
    Promise.resolve(
      ok({
        files: [
          {
            nodeId: body.nodeIds[0],
            path: 'entity/UserAccount.java',
            content: 'class UserAccount {}',
            language: 'java',
          },
        ],
        errors: [],
      }),
    ),
  );
});

test('signed out: a built-in group opens read-only with its first file, preview and a sign-in link', async () => {
  renderPage();
  await waitFor(() => expect(editorText('Template source')).toBe('class A {}'));
  expect(findTree).toHaveBeenCalledWith({ params: { id: pojo.id } });
  expect(screen.getByText(/You can browse and preview the built-in groups/)).toBeInTheDocument();
  expect(screen.queryByText('Save')).toBeNull();
  await waitFor(() => expect(editorText('Rendered output')).toBe('class UserAccount {}'), {
    timeout: 20_000,
  });
  expect(preview).toHaveBeenCalledWith({
    body: { groupId: pojo.id, nodeIds: ['builtin:java-pojo:0'], overrides: [] },
  });
});

test('selecting another file in the tree shows its content', async () => {
  renderPage();
  await waitFor(() => expect(editorText('Template source')).toBe('class A {}'));
  fireEvent.click(screen.getByText('Record.java'));
  await waitFor(() => expect(editorText('Template source')).toBe('record B() {}'));
  expect(screen.getByLabelText('File name template')).toHaveValue('Record.java');
});

test('signed in: "Copy to edit" copies the built-in group and opens the copy', async () => {
  mockToken.value = 'token';
  const copy: TemplateGroup = { ...pojo, id: '7', name: 'Plain Java (copy)', builtIn: false };
  (copyFile as jest.Mock).mockResolvedValue(ok({ groupId: '7', id: '7' }));
  renderPage();
  const button = await screen.findByText('Copy to edit');
  (findAll as jest.Mock).mockResolvedValue(ok([pojo, copy]));
  (findTree as jest.Mock).mockResolvedValue(ok({ ...tree, group: copy }));
  fireEvent.click(button);
  await waitFor(() =>
    expect(copyFile).toHaveBeenCalledWith({ body: { type: 'group', id: pojo.id } }),
  );
  await waitFor(() => expect(findTree).toHaveBeenLastCalledWith({ params: { id: '7' } }));
  expect((await screen.findByText('Save')).closest('button')).toBeDisabled();
});

test('own group: an edit shows "Unsaved changes", previews with the draft and saves on Ctrl+S', async () => {
  mockToken.value = 'token';
  const own: TemplateGroup = { ...pojo, id: '7', name: 'Mine', builtIn: false };
  const ownTree: TemplateTree = {
    group: own,
    tree: [
      {
        ...fileNode('21', 'Entity.java', 'class A {}'),
        groupId: '7',
        parentId: null,
        children: [],
      },
    ],
  };
  (findAll as jest.Mock).mockResolvedValue(ok([own]));
  (findTree as jest.Mock).mockResolvedValue(ok(ownTree));
  renderPage();
  const name = await screen.findByLabelText('File name template', {}, { timeout: 20_000 });
  fireEvent.change(name, { target: { value: '{{ table.className }}Entity.java' } });
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  await waitFor(
    () =>
      expect(preview).toHaveBeenLastCalledWith({
        body: {
          groupId: '7',
          nodeIds: ['21'],
          overrides: [{ id: '21', name: '{{ table.className }}Entity.java' }],
        },
      }),
    { timeout: 20_000 },
  );
  const saved = {
    ...fileNode('21', '{{ table.className }}Entity.java', 'class A {}'),
    groupId: '7',
    parentId: null,
  };
  (saveFile as jest.Mock).mockResolvedValue(ok(saved));
  fireEvent.keyDown(window, { key: 's', ctrlKey: true });
  await waitFor(() =>
    expect(saveFile).toHaveBeenCalledWith({
      body: { id: '21', groupId: '7', name: '{{ table.className }}Entity.java' },
    }),
  );
  await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull(), {
    timeout: 20_000,
  });
});

test('saving a file whose preview has errors asks first and does not claim all is well', async () => {
  mockToken.value = 'token';
  const own: TemplateGroup = { ...pojo, id: '7', name: 'Mine', builtIn: false };
  const entity = { ...fileNode('21', 'Entity.java', 'class A {}'), groupId: '7', parentId: null };
  (findAll as jest.Mock).mockResolvedValue(ok([own]));
  (findTree as jest.Mock).mockResolvedValue(
    ok({ group: own, tree: [{ ...entity, children: [] }] }),
  );
  // The draft (sent as an override) renders with one error.
  (preview as jest.Mock).mockImplementation(({ body }: { body: { overrides: object[] } }) =>
    Promise.resolve(
      ok({
        files: [],
        errors: body.overrides.length
          ? [
              {
                nodeId: '21',
                file: 'Entity.java',
                line: 1,
                column: 4,
                message: 'tag "ef" not found',
              },
            ]
          : [],
      }),
    ),
  );
  renderPage();
  const name = await screen.findByLabelText('File name template', {}, { timeout: 20_000 });
  fireEvent.change(name, { target: { value: 'Broken.java' } });
  await screen.findByText(/tag "ef" not found/, {}, { timeout: 20_000 });
  (saveFile as jest.Mock).mockResolvedValue(ok({ ...entity, name: 'Broken.java' }));

  fireEvent.keyDown(window, { key: 's', ctrlKey: true });
  // antd repeats a confirm's title for screen readers.
  expect(
    await screen.findAllByText('This template has 1 error. Save anyway?', {}, { timeout: 5_000 }),
  ).not.toHaveLength(0);
  expect(saveFile).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
  await waitFor(() =>
    expect(saveFile).toHaveBeenCalledWith({
      body: { id: '21', groupId: '7', name: 'Broken.java' },
    }),
  );
  expect(
    await screen.findByText(
      'Saved with 1 error: this file will not generate until it is fixed.',
      {},
      { timeout: 5_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('Saved.')).toBeNull();
});
