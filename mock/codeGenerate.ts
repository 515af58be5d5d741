import { codeGenerateCalls } from '../src/contract/codeGenerate';
import { renderJava, sampleTable } from './_support/fixtures';
import { hoursAgo, jsonMock, page, rawMock } from './_support/http';

const settings = {
  packageName: 'com.example.demo',
  author: 'Ada',
  language: 'java',
  lombok: false,
  swagger: true,
  tablePrefix: '',
  defaultTemplateId: '1',
};

/** The AI answer arrives as a few `delta` events and a closing `done` event. */
const aiChunks = [
  '```java\npublic record UserAccount(',
  'Long id, String email, String nickname',
  ') {}\n```\n',
];

export default {
  ...jsonMock(codeGenerateCalls.generateCode, ({ body }) => ({ files: renderJava(body.tables) })),
  ...jsonMock(codeGenerateCalls.loadFields, () => ({ tables: [sampleTable] })),
  ...jsonMock(codeGenerateCalls.generateApi, () => ({
    files: renderJava([sampleTable], settings.packageName, true),
  })),
  ...rawMock(codeGenerateCalls.aiGenerate, (_input, res) => {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const content of aiChunks) {
      res.write(`event: delta\ndata: ${JSON.stringify({ content })}\n\n`);
    }
    res.end(`event: done\ndata: ${JSON.stringify({ model: 'gpt-4o-mini' })}\n\n`);
  }),
  ...jsonMock(codeGenerateCalls.models, () => [
    { id: 'gpt-4o-mini', name: 'GPT-4o mini', isDefault: true },
    { id: 'deepseek-chat', name: 'DeepSeek Chat', isDefault: false },
  ]),
  ...jsonMock(codeGenerateCalls.setting, () => settings),
  ...jsonMock(codeGenerateCalls.findLogPage, ({ body }) =>
    page(body, 17, (n) => ({
      id: String(n),
      templateId: '1',
      templateName: 'Spring Boot + MyBatis-Plus',
      tableNames: n % 2 ? ['user_account'] : ['user_account', 'order_item'],
      fileCount: n % 2 ? 2 : 4,
      createdAt: hoursAgo(n * 9),
    })),
  ),
};
