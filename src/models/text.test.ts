import { exampleGenerateBody, type ParserResponse } from '@/contract/text';
import { check, findParserLogPage, importFile, loadFields, parser } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './text';

jest.mock('@/services/text', () => ({
  parser: jest.fn(),
  inputType: jest.fn(),
  formatter: jest.fn(),
  check: jest.fn(),
  importFile: jest.fn(),
  findParserLogPage: jest.fn(),
  loadFields: jest.fn(),
}));
const parserMock = parser as jest.MockedFunction<typeof parser>;
const checkMock = check as jest.MockedFunction<typeof check>;
const importMock = importFile as jest.MockedFunction<typeof importFile>;
const pageMock = findParserLogPage as jest.MockedFunction<typeof findParserLogPage>;
const loadMock = loadFields as jest.MockedFunction<typeof loadFields>;

const [table] = exampleGenerateBody.tables;
const parsed: ParserResponse = {
  inputType: 'sql',
  dialect: 'mysql',
  tables: [table],
  diagnostics: [{ line: 3, column: 1, message: 'skipped' }],
  historyId: 7,
};

test('create stores the tables and diagnostics; edits replace one table', async () => {
  parserMock.mockResolvedValue({ code: 200, message: 'OK', data: parsed });
  const app = createTestApp([model]);
  await app.dispatch({ type: 'text/create', payload: { text: 'CREATE TABLE ...' } });
  expect(parserMock).toHaveBeenCalledWith({ body: { text: 'CREATE TABLE ...' } });
  expect(app.getState().text.tables).toEqual([table]);
  expect(app.getState().text.diagnostics).toHaveLength(1);

  const edited = { ...table, fields: [{ ...table.fields[0], javaType: 'Integer' }] };
  app.store.dispatch({ type: 'text/saveTable', payload: { index: 0, table: edited } });
  expect(app.getState().text.tables[0].fields[0].javaType).toBe('Integer');
  expect(app.getState().text.result?.tables[0].fields[0].javaType).toBe('Long');
});

test('createRecord records the parse without touching the edited tables', async () => {
  parserMock.mockResolvedValue({ code: 200, message: 'OK', data: { ...parsed, historyId: 11 } });
  const app = createTestApp([model]);
  const edited = { ...table, fields: [{ ...table.fields[0], javaType: 'Integer' }] };
  app.store.dispatch({ type: 'text/saveTables', payload: [edited] });
  const id = await app.dispatch({
    type: 'text/createRecord',
    payload: { text: 'CREATE TABLE ...', inputType: 'auto' },
  });
  expect(parserMock).toHaveBeenCalledWith({
    body: { text: 'CREATE TABLE ...', inputType: 'auto', history: true },
  });
  expect(id).toBe(11);
  expect(app.getState().text.recordedId).toBe(11);
  expect(app.getState().text.tables).toEqual([edited]);
  expect(app.getState().text.result).toBeNull();
});

test('check sends the edited tables and stores the problems', async () => {
  const problems = [{ severity: 'warning' as const, code: 'no-primary-key', message: 'No key' }];
  checkMock.mockResolvedValue({ code: 200, message: 'OK', data: { problems } });
  const app = createTestApp([model]);
  await app.dispatch({ type: 'text/fetchProblems', payload: { tables: [table] } });
  expect(checkMock).toHaveBeenCalledWith({ body: { tables: [table] } });
  expect(app.getState().text.problems).toEqual(problems);
});

test('importFile posts the file as multipart and shows its text', async () => {
  importMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { ...parsed, fileName: 'a.sql' },
  });
  const app = createTestApp([model]);
  const file = new File(['CREATE TABLE a (id int);'], 'a.sql', { type: 'text/plain' });
  // jsdom's File has no text(); the browser's has.
  Object.defineProperty(file, 'text', { value: async () => 'CREATE TABLE a (id int);' });
  await app.dispatch({ type: 'text/createFromFile', payload: { file, inputType: 'auto' } });
  const form = (importMock.mock.calls[0][0] as { body: FormData }).body;
  expect(form.get('file')).toBe(file);
  expect(form.get('inputType')).toBeNull();
  expect(app.getState().text.text).toBe('CREATE TABLE a (id int);');
  expect(app.getState().text.tables).toEqual([table]);
});

test('history: a page of runs, and an entry reopens its text and tables', async () => {
  const summary = {
    id: 7,
    inputType: 'sql' as const,
    dialect: 'mysql' as const,
    source: 'paste' as const,
    fileName: null,
    tableNames: ['user_account'],
    tableCount: 1,
    fieldCount: 1,
    textLength: 16,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  pageMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { list: [summary], total: 1, page: 1, pageSize: 10 },
  });
  loadMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { ...summary, text: 'CREATE TABLE ...', tables: [table], diagnostics: [] },
  });
  const app = createTestApp([model]);
  await app.dispatch({ type: 'text/fetchHistory', payload: { page: 1, pageSize: 10 } });
  expect(app.getState().text.history?.list).toEqual([summary]);
  await app.dispatch({ type: 'text/fetchHistoryEntry', payload: { id: 7 } });
  expect(loadMock).toHaveBeenCalledWith({ body: { id: 7 } });
  expect(app.getState().text.text).toBe('CREATE TABLE ...');
  expect(app.getState().text.tables).toEqual([table]);
  expect(app.getState().text.result?.historyId).toBe(7);
});
