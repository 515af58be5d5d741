import type { AiCall, AiCallAdmin, AiUsage } from '@/contract/ai';
import { exampleGenerateBody } from '@/contract/text';
import type { AiFromExampleResult } from '@/contract/template';
import { aiList } from '@/services/admin';
import { aiCallPage, aiUsage, loadFields } from '@/services/codeGenerate';
import { aiFromExample } from '@/services/template';
import { aiParser, parser } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import adminModel from './admin';
import codeGenerateModel from './codeGenerate';
import templateModel from './template';
import textModel from './text';

/** The AI parts of the models: allowance, charges, own and admin call lists, parse and proposal. */
jest.mock('@/services/codeGenerate');
jest.mock('@/services/text');
jest.mock('@/services/template');
jest.mock('@/services/admin');

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as jest.MockedFunction<T>;
const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });
const [table] = exampleGenerateBody.tables;

const usage: AiUsage = {
  configured: true,
  vip: false,
  dailyLimit: 20,
  usedToday: 2,
  remaining: 18,
  balance: 40,
  burstPerMinute: 6,
};
const charge = { callId: 9, model: 'paid', charged: 5, balance: 35, remaining: 17 };
const call: AiCall = {
  id: 9,
  kind: 'parser',
  model: 'paid',
  outcome: 'ok',
  error: null,
  summary: 'user: id, name',
  inputChars: 14,
  outputChars: 300,
  promptTokens: 10,
  completionTokens: 20,
  totalTokens: 30,
  latencyMs: 900,
  charged: 5,
  createdAt: '2026-11-21T00:00:00.000Z',
};

function app() {
  return createTestApp([codeGenerateModel, textModel, templateModel, adminModel]);
}

beforeEach(() => jest.clearAllMocks());

test('fetchAiUsage stores the allowance; a charge updates balance and calls left', async () => {
  mocked(aiUsage).mockResolvedValue(ok(usage));
  const store = app();
  await store.dispatch({ type: 'codeGenerate/fetchAiUsage' });
  expect(store.getState().codeGenerate.aiUsage).toEqual(usage);

  store.dispatch({ type: 'codeGenerate/saveAiCharge', payload: charge });
  expect(store.getState().codeGenerate.aiUsage).toEqual({
    ...usage,
    balance: 35,
    remaining: 17,
    usedToday: 3,
  });
});

test('a charge before the allowance is known changes nothing', () => {
  const store = app();
  store.dispatch({ type: 'codeGenerate/saveAiCharge', payload: charge });
  expect(store.getState().codeGenerate.aiUsage).toBeNull();
});

test('streamed pieces are appended to the AI text, which a new run clears', () => {
  const store = app();
  store.dispatch({ type: 'codeGenerate/saveAiDelta', payload: '```java\n' });
  store.dispatch({ type: 'codeGenerate/saveAiDelta', payload: 'class A {}' });
  expect(store.getState().codeGenerate.aiText).toBe('```java\nclass A {}');
  store.dispatch({ type: 'codeGenerate/saveAiText', payload: '' });
  expect(store.getState().codeGenerate.aiText).toBe('');
});

test('fetchAiCalls pages through the caller’s own calls with the kind filter', async () => {
  const page = { list: [call], total: 1, page: 1, pageSize: 10 };
  mocked(aiCallPage).mockResolvedValue(ok(page));
  const store = app();
  await store.dispatch({
    type: 'codeGenerate/fetchAiCalls',
    payload: { page: 1, pageSize: 10, kind: 'parser' },
  });
  expect(mocked(aiCallPage)).toHaveBeenCalledWith({
    body: { page: 1, pageSize: 10, kind: 'parser' },
  });
  expect(store.getState().codeGenerate.aiCalls).toEqual(page);
});

test('createAiParse fills the text tool’s tables and charges the allowance', async () => {
  mocked(aiUsage).mockResolvedValue(ok(usage));
  const result = {
    inputType: 'plain' as const,
    tables: [table],
    diagnostics: [],
    historyId: 4,
    ai: charge,
  };
  mocked(aiParser).mockResolvedValue(ok(result));
  const store = app();
  await store.dispatch({ type: 'codeGenerate/fetchAiUsage' });

  const res = (await store.dispatch({
    type: 'text/createAiParse',
    payload: { text: 'user: id, name', model: 'paid', requestId: 'req-00000001' },
  })) as unknown;

  expect(res).toEqual(ok(result));
  expect(mocked(aiParser)).toHaveBeenCalledWith({
    body: { text: 'user: id, name', model: 'paid', requestId: 'req-00000001' },
  });
  expect(store.getState().text.tables).toEqual([table]);
  expect(store.getState().text.result?.historyId).toBe(4);
  expect(store.getState().codeGenerate.aiUsage?.balance).toBe(35);
  expect(mocked(parser)).not.toHaveBeenCalled();
});

test('a refused AI parse answers its envelope and leaves the tables alone', async () => {
  const refused = { code: 902, message: 'Your VIP balance is too low' };
  mocked(aiParser).mockResolvedValue(refused as never);
  const store = app();
  store.dispatch({ type: 'text/saveTables', payload: [table] });
  const res = (await store.dispatch({
    type: 'text/createAiParse',
    payload: { text: 'x' },
  })) as unknown;
  expect(res).toEqual(refused);
  expect(store.getState().text.tables).toEqual([table]);
});

test('createFromExample keeps the proposal until it is dismissed', async () => {
  const proposal: AiFromExampleResult = {
    content: 'class {{ table.className }} {}',
    name: '{{ table.className }}.java',
    language: 'java',
    rendered: { path: 'UserAccount.java', content: 'class UserAccount {}' },
    errors: [],
    ai: charge,
  };
  mocked(aiFromExample).mockResolvedValue(ok(proposal));
  const store = app();
  const body = { table, example: 'class UserAccount {}' };
  await store.dispatch({ type: 'template/createFromExample', payload: body });
  expect(mocked(aiFromExample)).toHaveBeenCalledWith({ body });
  expect(store.getState().template.proposal).toEqual(proposal);
  store.dispatch({ type: 'template/saveProposal', payload: null });
  expect(store.getState().template.proposal).toBeNull();
});

test('fetchExampleTable reads the first table of pasted DDL without recording it', async () => {
  mocked(parser).mockResolvedValue(
    ok({ inputType: 'sql', tables: [table], diagnostics: [], historyId: null }),
  );
  const store = app();
  const found = (await store.dispatch({
    type: 'template/fetchExampleTable',
    payload: { text: 'CREATE TABLE t (id INT)' },
  })) as unknown;
  expect(found).toEqual(table);
  expect(mocked(parser)).toHaveBeenCalledWith({
    body: { text: 'CREATE TABLE t (id INT)', history: false },
  });
});

test('fetchAiList stores the admin page of calls with the filters sent', async () => {
  const row: AiCallAdmin = { ...call, userId: 'u1', userEmail: 'ada@example.com' };
  const page = { list: [row], total: 1, page: 1, pageSize: 20 };
  mocked(aiList).mockResolvedValue(ok(page));
  const store = app();
  const query = { page: 1, pageSize: 20, email: 'ada', outcome: 'ok' as const };
  await store.dispatch({ type: 'admin/fetchAiList', payload: query });
  expect(mocked(aiList)).toHaveBeenCalledWith({ body: query });
  expect(store.getState().admin.aiCalls).toEqual(page);
});

test('reopening an AI generation restores its recorded files as an AI result', async () => {
  const files = [{ path: 'src/User.java', content: 'class User {}', language: 'java' }];
  mocked(loadFields).mockResolvedValue(
    ok({
      id: 31,
      templateId: 'ai:paid',
      templateName: 'AI · Paid model',
      tableNames: [table.tableName],
      tableCount: 1,
      fileCount: 1,
      createdAt: '2026-11-21T00:00:00.000Z',
      tables: [table],
      settings: exampleGenerateBody.settings as never,
      aiFiles: files,
    }),
  );
  const store = app();
  store.dispatch({ type: 'codeGenerate/saveTemplateId', payload: 'builtin:java-pojo' });
  await store.dispatch({ type: 'codeGenerate/fetchHistoryEntry', payload: { id: 31 } });
  const state = store.getState().codeGenerate;
  expect(state.result).toEqual({ files, historyId: 31 });
  expect(state.resultFromAi).toBe(true);
  expect(state.tables).toEqual([table]);
  // The group on the workbench stays: `ai:paid` is no group to generate with.
  expect(state.templateId).toBe('builtin:java-pojo');

  store.dispatch({ type: 'codeGenerate/saveResult', payload: null });
  expect(store.getState().codeGenerate.resultFromAi).toBe(false);
});
