import {
  type AiGenerateEvent,
  codeGenerateCalls,
  generateSettingInput,
  type GenerateSetting,
} from '../src/contract/codeGenerate';
import { buildOpenApi, serialiseOpenApi } from '../bff/src/domain/generator/openapi';
import { resolveSettings } from '../bff/src/domain/generator';
import { sampleTable } from './_support/fixtures';
import {
  mockAiCalls,
  mockAnswerChunks,
  mockCharge,
  mockGeneratedFiles,
  mockUsage,
} from './_support/ai';
import { answeredError, renderBuiltin } from './_support/generate';
import { hoursAgo, jsonMock, ok, page, rawMock } from './_support/http';

/**
 * Generation renders built-in groups with the real engine; the mock keeps no state, so saving
 * defaults echoes them, generations answer `historyId: null`, and the history is a fixed list
 * whose entry 2 is an AI generation (loadFields answers its files as aiFiles).
 */

const defaults: GenerateSetting = generateSettingInput.parse({
  settings: { basePackage: 'com.example.demo', author: 'Ada' },
  defaultTemplateId: 'builtin:spring-boot-mybatis-plus',
});

const TEMPLATE_NAMES = ['Spring Boot 3 + MyBatis-Plus', 'SQL DDL'];

/** The history entry that an AI model wrote (templateId `ai:<model>`, as the BFF records it). */
const AI_ENTRY = 2;
const AI_TEMPLATE_ID = 'ai:gpt-4o-mini';
const aiFiles = () => mockGeneratedFiles([sampleTable], defaults.settings.basePackage);

function logSummary(n: number) {
  const tableNames = n % 2 ? ['user_account'] : ['user_account', 'order_item'];
  if (n === AI_ENTRY) {
    return {
      id: n,
      templateId: AI_TEMPLATE_ID,
      templateName: 'AI · GPT-4o mini',
      tableNames: [sampleTable.tableName],
      tableCount: 1,
      fileCount: aiFiles().length,
      createdAt: hoursAgo(n * 9),
    };
  }
  return {
    id: n,
    templateId: n % 2 ? 'builtin:spring-boot-mybatis-plus' : 'builtin:sql-ddl',
    templateName: TEMPLATE_NAMES[(n + 1) % 2],
    tableNames,
    tableCount: tableNames.length,
    fileCount: n % 2 ? 9 : 1,
    createdAt: hoursAgo(n * 9),
  };
}

export default {
  ...rawMock(codeGenerateCalls.generateCode, ({ body }, res) => {
    const rendered = renderBuiltin(body);
    if (!answeredError(rendered, res))
      res.status(200).json(ok({ files: rendered.files, historyId: null }));
  }),
  ...jsonMock(codeGenerateCalls.loadFields, ({ body }) => ({
    ...logSummary(body.id),
    tableNames: [sampleTable.tableName],
    tableCount: 1,
    tables: [sampleTable],
    settings: resolveSettings({ options: [] }, { ...defaults.settings, date: '2026-01-31' }),
    ...(body.id === AI_ENTRY ? { aiFiles: aiFiles() } : {}),
  })),
  ...jsonMock(codeGenerateCalls.generateApi, ({ body }) => {
    const settings = resolveSettings({ options: [] }, body.settings ?? {});
    const document = buildOpenApi(body.tables, settings, { title: body.title });
    return {
      format: body.format,
      fileName: `openapi.${body.format}`,
      content: serialiseOpenApi(document, body.format),
    };
  }),
  // The AI answer: `start` (the charge), the model's text in a few `delta` events, then `done`.
  ...rawMock(codeGenerateCalls.aiGenerate, ({ body }, res) => {
    const files = mockGeneratedFiles(body.tables, body.settings?.basePackage);
    const events: AiGenerateEvent[] = [
      { type: 'start', charge: mockCharge(body.model) },
      ...mockAnswerChunks(files).map((text) => ({ type: 'delta' as const, text })),
      {
        type: 'done',
        files,
        historyId: null,
        usage: { promptTokens: 420, completionTokens: 380, totalTokens: 800 },
      },
    ];
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const event of events)
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    res.end();
  }),
  ...jsonMock(codeGenerateCalls.models, () => [
    {
      id: 'gpt-4o-mini',
      name: 'GPT-4o mini',
      description: 'Fast and cheap',
      price: 1,
      isDefault: true,
    },
    {
      id: 'deepseek-chat',
      name: 'DeepSeek Chat',
      description: 'Strong at code',
      price: 2,
      isDefault: false,
    },
  ]),
  ...jsonMock(codeGenerateCalls.aiUsage, () => mockUsage),
  ...jsonMock(codeGenerateCalls.aiCallPage, ({ body }) => {
    const own = mockAiCalls(23, { kind: body.kind }).map(
      ({ userId: _userId, userEmail: _userEmail, ...call }) => call,
    );
    return page(body, own.length, (n) => own[n - 1]);
  }),
  ...jsonMock(codeGenerateCalls.setting, () => defaults),
  ...jsonMock(codeGenerateCalls.saveSetting, ({ body }) => body),
  ...jsonMock(codeGenerateCalls.findLogPage, ({ body }) => {
    const keyword = body.keyword?.trim().toLowerCase() ?? '';
    const all = Array.from({ length: 17 }, (_, i) => logSummary(i + 1)).filter(
      (s) =>
        !keyword ||
        s.templateName.toLowerCase().includes(keyword) ||
        s.tableNames.some((t) => t.includes(keyword)),
    );
    return page(body, all.length, (n) => all[n - 1]);
  }),
};
