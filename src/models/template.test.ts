import type { TemplateGroup, TemplateNode, TemplateTree } from '@/contract/template';
import {
  copyFile,
  create,
  delFile,
  exportZip,
  findAll,
  findTree,
  importZip,
  preview,
  remove,
  saveFile,
} from '@/services/template';
import { createTestApp, deferred } from '@/utils/testing/dvaTestApp';
import model from './template';

// Every call of the service module replaced by a jest.fn (automock).
jest.mock('@/services/template');

const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });

const own: TemplateGroup = {
  id: '5',
  name: 'My stack',
  description: '',
  language: 'java',
  builtIn: false,
  copiedFrom: null,
  options: [],
  fileCount: 1,
  updatedAt: '2026-11-21T00:00:00.000Z',
};
const file: TemplateNode = {
  id: '11',
  groupId: '5',
  parentId: '10',
  type: 'file',
  name: '{{ table.className }}.java',
  content: 'class {{ table.className }} {}',
  scope: 'table',
  language: 'java',
  sort: 0,
  updatedAt: null,
};
const tree: TemplateTree = {
  group: own,
  tree: [
    {
      ...file,
      id: '10',
      parentId: null,
      type: 'folder',
      name: 'entity',
      content: '',
      children: [{ ...file, children: [] }],
    },
  ],
};

const mocked = <F extends (...args: never[]) => unknown>(fn: F) => fn as unknown as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  mocked(findAll).mockResolvedValue(ok([own]));
  mocked(findTree).mockResolvedValue(ok(tree));
});

test('fetchTree opens a group; fetchGroups lists the groups', async () => {
  const app = createTestApp([model]);
  await app.dispatch({ type: 'template/fetchGroups' });
  await app.dispatch({ type: 'template/fetchTree', payload: { id: '5' } });
  expect(findTree).toHaveBeenCalledWith({ params: { id: '5' } });
  expect(app.getState().template.groups).toEqual([own]);
  expect(app.getState().template.tree).toEqual(tree);
});

test('create answers the envelope and lists the new group; a 422 changes nothing', async () => {
  const app = createTestApp([model]);
  mocked(create).mockResolvedValueOnce({
    code: 422,
    message: 'Invalid',
    data: { name: 'Please enter Name' },
  });
  const rejected = await app.dispatch({ type: 'template/create', payload: { name: '' } });
  expect(rejected).toMatchObject({ code: 422 });
  expect(findAll).not.toHaveBeenCalled();

  mocked(create).mockResolvedValueOnce(ok(own));
  const res = await app.dispatch({ type: 'template/create', payload: { name: 'My stack' } });
  expect(res).toMatchObject({ code: 200, data: own });
  expect(create).toHaveBeenLastCalledWith({ body: { name: 'My stack' } });
  expect(app.getState().template.groups).toEqual([own]);
});

test('saving a file edits it in place; moving it reads the tree again', async () => {
  const app = createTestApp([model]);
  await app.dispatch({ type: 'template/fetchTree', payload: { id: '5' } });
  mocked(findTree).mockClear();

  const edited = { ...file, content: 'record {{ table.className }}() {}' };
  mocked(saveFile).mockResolvedValueOnce(ok(edited));
  await app.dispatch({ type: 'template/updateFile', payload: edited });
  expect(findTree).not.toHaveBeenCalled();
  expect(app.getState().template.tree?.tree[0].children[0].content).toBe(edited.content);

  mocked(saveFile).mockResolvedValueOnce(ok({ ...edited, parentId: null }));
  await app.dispatch({ type: 'template/updateFile', payload: { ...edited, parentId: null } });
  expect(findTree).toHaveBeenCalledWith({ params: { id: '5' } });
});

test('creating and deleting files reload the tree and the file counts', async () => {
  const app = createTestApp([model]);
  mocked(saveFile).mockResolvedValueOnce(ok(file));
  await app.dispatch({
    type: 'template/createFile',
    payload: { groupId: '5', parentId: '10', name: 'Mapper.java' },
  });
  expect(findTree).toHaveBeenCalledTimes(1);
  expect(findAll).toHaveBeenCalledTimes(1);

  mocked(delFile).mockResolvedValueOnce(ok(null));
  await app.dispatch({ type: 'template/removeFile', payload: { id: '11', groupId: '5' } });
  expect(delFile).toHaveBeenCalledWith({ params: { id: '11' } });
  expect(findTree).toHaveBeenCalledTimes(2);
});

test('removing the open group closes it', async () => {
  const app = createTestApp([model]);
  await app.dispatch({ type: 'template/fetchTree', payload: { id: '5' } });
  mocked(remove).mockResolvedValueOnce(ok(null));
  mocked(findAll).mockResolvedValueOnce(ok([]));
  await app.dispatch({ type: 'template/remove', payload: { id: '5' } });
  expect(app.getState().template.tree).toBeNull();
  expect(app.getState().template.groups).toEqual([]);
});

test('copying a built-in group answers the new group id and lists it', async () => {
  const app = createTestApp([model]);
  mocked(copyFile).mockResolvedValueOnce(ok({ groupId: '5', id: '5' }));
  const res = await app.dispatch({
    type: 'template/createCopy',
    payload: { type: 'group', id: 'builtin:java-pojo' },
  });
  expect(res).toMatchObject({ data: { groupId: '5' } });
  expect(copyFile).toHaveBeenCalledWith({ body: { type: 'group', id: 'builtin:java-pojo' } });
  expect(app.getState().template.groups).toEqual([own]);
});

test('import posts the zip as multipart; export answers the file', async () => {
  const app = createTestApp([model]);
  mocked(importZip).mockResolvedValueOnce(ok(own));
  const zip = new File([new Uint8Array([80, 75, 3, 4])], 'stack.zip', {
    type: 'application/zip',
  });
  await app.dispatch({ type: 'template/createImport', payload: { file: zip } });
  const form = (mocked(importZip).mock.calls[0][0] as { body: FormData }).body;
  expect(form.get('file')).toBe(zip);
  expect(app.getState().template.groups).toEqual([own]);

  const blob = new Blob(['zip']);
  mocked(exportZip).mockResolvedValueOnce(blob);
  const answer = await app.dispatch({ type: 'template/fetchExport', payload: { id: '5' } });
  expect(answer).toBe(blob);
  expect(exportZip).toHaveBeenCalledWith({ params: { id: '5' } });
});

test('a slow preview answer never replaces the preview of newer edits', async () => {
  const app = createTestApp([model]);
  const slow = deferred<unknown>();
  const older = { files: [{ nodeId: '11', path: 'Old.java', content: 'old', language: 'java' }] };
  const newer = { files: [{ nodeId: '11', path: 'New.java', content: 'new', language: 'java' }] };
  mocked(preview)
    .mockReturnValueOnce(slow.promise)
    .mockResolvedValueOnce(ok({ ...newer, errors: [] }));
  const first = app.dispatch({ type: 'template/fetchPreview', payload: { groupId: '5' } });
  await app.dispatch({
    type: 'template/fetchPreview',
    payload: { groupId: '5', overrides: [{ id: '11', content: 'new' }] },
  });
  slow.resolve(ok({ ...older, errors: [] }));
  await first;
  expect(app.getState().template.preview?.files[0].path).toBe('New.java');
});
