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

  it('names blocks without a usable name Generated<N> by their language', () => {
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
      ['Generated1.java', 'java'],
      ['Generated2.ts', 'typescript'],
      ['Generated3.txt', 'text'],
      ['Generated4.java', 'java'],
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
