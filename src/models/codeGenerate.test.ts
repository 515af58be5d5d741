import type { GenerateLogDetail, GenerateSetting } from '@/contract/codeGenerate';
import { exampleGenerateBody, type GenerateResult } from '@/contract/text';
import { EnvelopeError } from '@/request';
import {
  findLogPage,
  generateApi,
  generateCode,
  loadFields,
  models,
  saveSetting,
  setting,
} from '@/services/codeGenerate';
import { exportZip, generateCode as quickGenerate, parser } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './codeGenerate';

jest.mock('@/services/codeGenerate', () => ({
  models: jest.fn(),
  generateCode: jest.fn(),
  generateApi: jest.fn(),
  loadFields: jest.fn(),
  setting: jest.fn(),
  saveSetting: jest.fn(),
  findLogPage: jest.fn(),
}));
jest.mock('@/services/text', () => ({
  parser: jest.fn(),
  importFile: jest.fn(),
  exportZip: jest.fn(),
  generateCode: jest.fn(),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });
const [table] = exampleGenerateBody.tables;
const files: GenerateResult = {
  files: [{ path: 'src/UserAccount.java', content: 'class UserAccount {}', language: 'java' }],
  historyId: 3,
};

beforeEach(() => jest.clearAllMocks());

test('fetchModels stores the configured AI models', async () => {
  const list = [
    { id: 'gpt-4o-mini', name: 'GPT-4o mini', description: '', price: 1, isDefault: true },
    { id: 'qwen', name: 'Qwen', description: 'Local', price: 0, isDefault: false },
  ];
  mocked(models).mockResolvedValue(ok(list));
  const app = createTestApp([model]);

  await app.dispatch({ type: 'codeGenerate/fetchModels' });

  expect(mocked(models)).toHaveBeenCalledWith({});
  expect(app.getState().codeGenerate.models).toEqual(list);
  expect(app.getState().loading.effects['codeGenerate/fetchModels']).toBe(false);
});

test('a paste is parsed into the workbench tables, not the text tool', async () => {
  mocked(parser).mockResolvedValue(
    ok({ inputType: 'sql', dialect: 'mysql', tables: [table], diagnostics: [], historyId: null }),
  );
  const app = createTestApp([model]);
  await app.dispatch({
    type: 'codeGenerate/createTables',
    payload: { text: 'CREATE TABLE user_account (id bigint primary key);' },
  });
  expect(app.getState().codeGenerate.tables).toEqual([table]);
  expect(app.getState().codeGenerate.parsed?.inputType).toBe('sql');
});

test('create stores the files; a 422 with template errors stores where they are', async () => {
  mocked(generateCode).mockResolvedValueOnce(ok(files));
  const app = createTestApp([model]);
  await app.dispatch({ type: 'codeGenerate/create', payload: exampleGenerateBody });
  expect(mocked(generateCode)).toHaveBeenCalledWith({ body: exampleGenerateBody });
  expect(app.getState().codeGenerate.result).toEqual(files);

  const error = { file: 'entity/{{ table.className }}.java', line: 3, column: 7, message: 'bad' };
  // A 422 answer carries its errors where the envelope type expects the result.
  mocked(generateCode).mockResolvedValueOnce({
    code: 422,
    message: 'Template error',
    data: { errors: [error] } as never,
  });
  const res = (await app.store.dispatch({
    type: 'codeGenerate/create',
    payload: exampleGenerateBody,
  })) as { code: number };
  expect(res.code).toBe(422);
  expect(app.getState().codeGenerate.templateErrors).toEqual([error]);
  // The previous result stays until a generation succeeds.
  expect(app.getState().codeGenerate.result).toEqual(files);
});

test('fetchZip answers the blob, or undefined with the template errors of an envelope', async () => {
  const blob = new Blob(['PK'], { type: 'application/zip' });
  mocked(exportZip).mockResolvedValueOnce(blob);
  const app = createTestApp([model]);
  const got = await app.store.dispatch({
    type: 'codeGenerate/fetchZip',
    payload: exampleGenerateBody,
  });
  expect(got).toBe(blob);

  const error = { file: 'a.java', line: 1, column: 2, message: 'unknown filter' };
  mocked(exportZip).mockRejectedValueOnce(
    new EnvelopeError({ code: 422, message: 'Template error', data: { errors: [error] } }),
  );
  const none = await app.store.dispatch({
    type: 'codeGenerate/fetchZip',
    payload: exampleGenerateBody,
  });
  expect(none).toBeUndefined();
  expect(app.getState().codeGenerate.templateErrors).toEqual([error]);
});

test('settings: defaults are fetched and saved', async () => {
  const defaults: GenerateSetting = {
    settings: {
      basePackage: 'com.acme',
      moduleName: '',
      author: 'Ada',
      tablePrefixes: ['t_'],
      skipFields: [],
      options: { lombok: true },
    },
    naming: {},
    typeOverrides: [],
    defaultTemplateId: 'builtin:java-pojo',
  };
  mocked(setting).mockResolvedValue(ok(defaults));
  mocked(saveSetting).mockResolvedValue(
    ok({ ...defaults, settings: { ...defaults.settings, author: 'Grace' } }),
  );
  const app = createTestApp([model]);
  await app.dispatch({ type: 'codeGenerate/fetchSetting' });
  expect(app.getState().codeGenerate.defaults).toEqual(defaults);
  await app.dispatch({
    type: 'codeGenerate/updateSetting',
    payload: { settings: { author: 'Grace' } },
  });
  expect(mocked(saveSetting)).toHaveBeenCalledWith({ body: { settings: { author: 'Grace' } } });
  expect(app.getState().codeGenerate.defaults?.settings.author).toBe('Grace');
});

test('history: a page, and an entry restores tables, group and settings', async () => {
  const summary = {
    id: 3,
    templateId: 'builtin:java-pojo',
    templateName: 'Plain Java',
    tableNames: ['user_account'],
    tableCount: 1,
    fileCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const detail: GenerateLogDetail = {
    ...summary,
    tables: [table],
    settings: {
      basePackage: 'com.acme',
      moduleName: 'shop',
      author: '',
      tablePrefixes: [],
      skipFields: [],
      options: {},
    },
  };
  mocked(findLogPage).mockResolvedValue(ok({ list: [summary], total: 1, page: 1, pageSize: 10 }));
  mocked(loadFields).mockResolvedValue(ok(detail));
  const app = createTestApp([model]);
  await app.dispatch({ type: 'codeGenerate/fetchHistory', payload: { page: 1, pageSize: 10 } });
  expect(app.getState().codeGenerate.history?.list).toEqual([summary]);
  await app.dispatch({ type: 'codeGenerate/fetchHistoryEntry', payload: { id: 3 } });
  expect(mocked(loadFields)).toHaveBeenCalledWith({ body: { id: 3 } });
  const state = app.getState().codeGenerate;
  expect(state.tables).toEqual([table]);
  expect(state.templateId).toBe('builtin:java-pojo');
  expect(state.settings).toEqual(detail.settings);
  expect(state.settingsVersion).toBe(1);
});

test('fetchApi answers the document; createQuick stores the quick output', async () => {
  const doc = { format: 'yaml' as const, fileName: 'openapi.yaml', content: 'openapi: 3.1.0' };
  mocked(generateApi).mockResolvedValue(ok(doc));
  mocked(quickGenerate).mockResolvedValue(ok({ ...files, historyId: null }));
  const app = createTestApp([model]);
  const got = await app.store.dispatch({
    type: 'codeGenerate/fetchApi',
    payload: { tables: [table], format: 'yaml' },
  });
  expect(got).toEqual(doc);
  await app.dispatch({
    type: 'codeGenerate/createQuick',
    payload: { tables: [table], target: 'typescript' },
  });
  expect(mocked(quickGenerate)).toHaveBeenCalledWith({
    body: { tables: [table], target: 'typescript' },
  });
  expect(app.getState().codeGenerate.quick?.files).toHaveLength(1);
});
