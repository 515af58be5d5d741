import { startFakeOpenAi } from '../../../test/support/fakeOpenAi';
import { resolveSettings } from '../generator';
import { createAiClient } from './client';
import { splitFiles } from './files';
import { generateMessages } from './prompts';

const fence = '```';

describe('splitFiles', () => {
  it('reads `<language> <path>` info strings', () => {
    const text = [
      'Here is the code.',
      '',
      `${fence}java src/main/java/com/acme/User.java`,
      'package com.acme;',
      '',
      'public class User {}',
      fence,
      '',
      `${fence}xml src/main/resources/mapper/UserMapper.xml`,
      '<mapper/>',
      fence,
    ].join('\n');
    expect(splitFiles(text)).toEqual([
      {
        path: 'src/main/java/com/acme/User.java',
        content: 'package com.acme;\n\npublic class User {}\n',
        language: 'java',
      },
      { path: 'src/main/resources/mapper/UserMapper.xml', content: '<mapper/>\n', language: 'xml' },
    ]);
  });

  it('reads a path on the line before the fence, in the usual shapes', () => {
    const cases: [string, string][] = [
      ['### src/A.java', 'src/A.java'],
      ['#### 2. Controller (src/web/AController.java)', 'src/web/AController.java'],
      ['**src/B.kt**', 'src/B.kt'],
      ['**File: `src/c.ts`**', 'src/c.ts'],
      ['// File: src/D.java', 'src/D.java'],
      ['File: application.yml', 'application.yml'],
      ['`pom.xml`:', 'pom.xml'],
      ['src/main/resources/application.properties', 'src/main/resources/application.properties'],
    ];
    for (const [line, path] of cases) {
      const [file] = splitFiles(`${line}\n\n${fence}\nbody\n${fence}\n`);
      expect([line, file.path]).toEqual([line, path]);
    }
  });

  it('reads other info string forms and a file comment on the first line', () => {
    const text = [
      `${fence}src/A.java`,
      'a',
      fence,
      `${fence}typescript:web/b.ts`,
      'b',
      fence,
      `${fence}java title="src/C.java"`,
      'c',
      fence,
      `${fence}sql`,
      '-- File: db/schema.sql',
      'create table t (id int);',
      fence,
    ].join('\n');
    expect(splitFiles(text).map((f) => [f.path, f.language])).toEqual([
      ['src/A.java', 'java'],
      ['web/b.ts', 'typescript'],
      ['src/C.java', 'java'],
      ['db/schema.sql', 'sql'],
    ]);
  });

  it('names blocks without a usable name by what they declare, else Generated<N> by their language', () => {
    const text = [
      'Some prose: here is the code.',
      `${fence}java`,
      'class A {}',
      fence,
      `${fence}ts`,
      'const b = 1;',
      fence,
      fence,
      'plain',
      fence,
      `${fence}java ../../etc/passwd.java`,
      'class Evil {}',
      fence,
    ].join('\n');
    expect(splitFiles(text).map((f) => [f.path, f.language])).toEqual([
      ['A.java', 'java'],
      ['Generated1.ts', 'typescript'],
      ['Generated2.txt', 'text'],
      ['Evil.java', 'java'],
    ]);
  });

  it('names unnamed blocks by their content and language, numbering a repeated name', () => {
    const text = [
      `${fence}java`,
      'package com.shop.web;',
      '',
      '@RestController',
      'public class OrderController {',
      '    private static class Row {}',
      '}',
      fence,
      fence,
      'CREATE TABLE orders (id bigint PRIMARY KEY);',
      fence,
      `${fence}sql`,
      'SELECT * FROM orders;',
      fence,
      `${fence}go`,
      'package model',
      '',
      'type OrderItem struct {',
      '\tID int64',
      '}',
      fence,
      fence,
      'export interface Order {',
      '  id: number;',
      '}',
      fence,
      `${fence}java`,
      'public record OrderController(long id) {}',
      fence,
    ].join('\n');
    expect(splitFiles(text).map((f) => [f.path, f.language])).toEqual([
      ['OrderController.java', 'java'],
      ['schema.sql', 'sql'],
      ['query.sql', 'sql'],
      ['order_item.go', 'go'],
      ['Order.ts', 'typescript'],
      ['OrderController2.java', 'java'],
    ]);
  });

  it('makes paths safe and takes the language from the extension', () => {
    const text = [
      `${fence}text ./src\\main\\App.java`,
      'x',
      fence,
      `${fence}properties /config/application.properties`,
      'y=1',
      fence,
    ].join('\n');
    expect(splitFiles(text).map((f) => [f.path, f.language])).toEqual([
      ['src/main/App.java', 'java'],
      ['config/application.properties', 'text'],
    ]);
  });

  it('keeps the later version of a file written twice, in the first place', () => {
    const text = [
      `${fence}java A.java`,
      'old',
      fence,
      `${fence}java B.java`,
      'b',
      fence,
      'Sorry, a fix:',
      `${fence}java A.java`,
      'new',
      fence,
    ].join('\n');
    expect(splitFiles(text).map((f) => [f.path, f.content])).toEqual([
      ['A.java', 'new\n'],
      ['B.java', 'b\n'],
    ]);
  });

  it('keeps an unterminated last block (a stopped or cut-off answer)', () => {
    expect(splitFiles(`${fence}java A.java\nclass A {\n  int x;`)).toEqual([
      { path: 'A.java', content: 'class A {\n  int x;\n', language: 'java' },
    ]);
  });

  it('closes a fence only with a fence at least as long', () => {
    const text = [
      '````markdown README.md',
      '# Demo',
      `${fence}bash`,
      'npm start',
      fence,
      '````',
      '~~~yaml application.yml',
      'a: 1',
      '~~~',
    ].join('\n');
    expect(splitFiles(text)).toEqual([
      {
        path: 'README.md',
        content: `# Demo\n${fence}bash\nnpm start\n${fence}\n`,
        language: 'markdown',
      },
      { path: 'application.yml', content: 'a: 1\n', language: 'yaml' },
    ]);
  });

  it('is one answer.md without any fenced block', () => {
    const text = 'I cannot write code for an empty table list.';
    expect(splitFiles(text)).toEqual([{ path: 'answer.md', content: text, language: 'markdown' }]);
  });

  it('names an answer without fences by its language and content', () => {
    const java = [
      'package com.shop.web;',
      '',
      'import java.util.List;',
      '',
      '/** Orders. */',
      'public class OrderController {',
      '}',
      '',
    ].join('\n');
    expect(splitFiles(java)).toEqual([
      { path: 'OrderController.java', content: java, language: 'java' },
    ]);
    const sql = '-- orders\nCREATE TABLE orders (\n  id bigint PRIMARY KEY\n);\n';
    expect(splitFiles(sql)).toEqual([{ path: 'schema.sql', content: sql, language: 'sql' }]);
    const python = 'from pydantic import BaseModel\n\n\nclass OrderItem(BaseModel):\n    id: int\n';
    expect(splitFiles(python)[0].path).toBe('order_item.py');
    const xml =
      '<?xml version="1.0"?>\n<mapper namespace="com.shop.mapper.OrderMapper">\n</mapper>\n';
    expect(splitFiles(xml)[0].path).toBe('OrderMapper.xml');
    const json = '{\n  "id": 1\n}\n';
    expect(splitFiles(json)).toEqual([{ path: 'data.json', content: json, language: 'json' }]);
    const doc = '# Order API design\n\nThe endpoints are ...\n';
    expect(splitFiles(doc)).toEqual([
      { path: 'order-api-design.md', content: doc, language: 'markdown' },
    ]);
    // Prose that mentions code is still prose
    const prose = 'Select the table first; then public class names follow.';
    expect(splitFiles(prose)[0].path).toBe('answer.md');
  });

  it('splits the test double’s default generation (as streamed) into its two Java files', async () => {
    const fake = await startFakeOpenAi();
    const client = createAiClient({
      baseUrl: fake.url,
      apiKey: null,
      timeoutMs: 5_000,
      maxRetries: 0,
      breakerFailures: 5,
      breakerCooldownMs: 30_000,
    });
    try {
      const tables = [
        { tableName: 'user_account', className: 'UserAccount', comment: '', fields: [] },
      ];
      const messages = generateMessages({
        tables,
        instruction: 'Entity and controller',
        target: 'Spring Boot',
        settings: resolveSettings({ options: [] }, {}),
      });
      const { text } = await client.stream({ model: 'fake-model', messages }, () => undefined);
      expect(splitFiles(text).map((f) => [f.path, f.language])).toEqual([
        ['src/main/java/com/example/demo/entity/UserAccount.java', 'java'],
        ['src/main/java/com/example/demo/controller/UserAccountController.java', 'java'],
      ]);
    } finally {
      client.close();
      await fake.close();
    }
  });
});
