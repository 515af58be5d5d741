import { fakeAiClientPerFile } from '../../../test/support/fakeAiClient';
import { answer } from '../../../test/support/fakeOpenAi';
import { parse } from '../parser';
import { AiError } from './errors';
import { BAD_TABLES_MESSAGE, extractJson, parseWithRepair, toTables } from './parseAnswer';

const ai = fakeAiClientPerFile();

const field = (columnName: string, extra: Record<string, unknown> = {}) => ({
  columnName,
  sqlType: 'varchar',
  length: null,
  precision: null,
  scale: null,
  nullable: true,
  primaryKey: false,
  autoIncrement: false,
  unique: false,
  defaultValue: null,
  comment: '',
  ...extra,
});
const userTable = {
  tables: [
    {
      tableName: 'user_account',
      comment: 'Users',
      fields: [
        field('id', {
          sqlType: 'bigint',
          nullable: false,
          primaryKey: true,
          autoIncrement: true,
          comment: 'Key',
        }),
        field('user_name', {
          sqlType: 'VARCHAR(64)',
          nullable: false,
          unique: true,
          defaultValue: 'x',
          comment: 'Name',
        }),
        field('price', { sqlType: 'decimal', precision: 10, scale: 2 }),
        field('created_at', { sqlType: 'datetime' }),
        field('amount', { sqlType: 'int unsigned' }),
        field('note', { sqlType: '' }),
      ],
    },
  ],
};

describe('toTables', () => {
  it('names and types fields exactly as the parser does for the same table', () => {
    const ddl = `CREATE TABLE user_account (
      id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY COMMENT 'Key',
      user_name VARCHAR(64) NOT NULL UNIQUE DEFAULT 'x' COMMENT 'Name',
      price DECIMAL(10,2),
      created_at DATETIME,
      amount INT UNSIGNED,
      note VARCHAR
    ) COMMENT='Users';`;
    const parsed = parse(ddl);
    expect(parsed.diagnostics).toEqual([]);
    const tables = toTables(userTable);
    expect(tables).toEqual(parsed.tables);
    expect(tables[0]).toMatchObject({ className: 'UserAccount' });
    expect(tables[0].fields.map((f) => [f.propertyName, f.sqlType, f.javaType, f.tsType])).toEqual([
      ['id', 'bigint', 'Long', 'number'],
      ['userName', 'varchar', 'String', 'string'],
      ['price', 'decimal', 'BigDecimal', 'number'],
      ['createdAt', 'datetime', 'LocalDateTime', 'string'],
      ['amount', 'int unsigned', 'Long', 'number'],
      ['note', 'varchar', 'String', 'string'],
    ]);
  });

  it('accepts the slips models make: sizes as text, missing flags, numeric defaults', () => {
    const [table] = toTables({
      tables: [
        {
          tableName: 'orders',
          fields: [{ columnName: 'total', sqlType: 'decimal', precision: '12', defaultValue: 0 }],
        },
      ],
    });
    expect(table.comment).toBe('');
    expect(table.fields[0]).toMatchObject({
      precision: 12,
      nullable: true,
      primaryKey: false,
      defaultValue: '0',
      javaType: 'BigDecimal',
    });
  });

  it('rejects what is not tables with BAD_ANSWER', () => {
    for (const bad of [
      null,
      { tables: [] },
      { tables: [{ tableName: 't', fields: [] }] },
      { tables: [{ tableName: '', fields: [field('a')] }] },
      { rows: [] },
    ]) {
      expect(() => toTables(bad)).toThrow(
        expect.objectContaining({ reason: 'bad_answer', code: 1603, message: BAD_TABLES_MESSAGE }),
      );
    }
  });
});

describe('extractJson', () => {
  it('reads bare, fenced and surrounded JSON', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Here you go: {"a":1} Hope this helps.')).toEqual({ a: 1 });
    expect(() => extractJson('{"a":')).toThrow(SyntaxError);
  });
});

describe('parseWithRepair', () => {
  it('asks with the tables schema and the text as the user message', async () => {
    ai.fake.enqueue(answer.json(userTable));
    const result = await parseWithRepair(ai.client, 'fake-model', 'users: id, name');
    expect(result.tables).toEqual(toTables(userTable));
    expect(toTables(JSON.parse(result.text))).toEqual(result.tables);
    const [request] = ai.fake.chatRequests();
    expect(request.body?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'tables', strict: true },
    });
    expect(request.body?.messages?.at(-1)).toEqual({ role: 'user', content: 'users: id, name' });
  });

  it('repairs a malformed answer once, quoting the error', async () => {
    ai.fake.enqueue(
      answer.text('{"tables": [', {
        usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
      }),
      answer.json(userTable, {
        usage: { prompt_tokens: 20, completion_tokens: 30, total_tokens: 50 },
      }),
    );
    const result = await parseWithRepair(ai.client, 'fake-model', 'users: id, name');
    expect(result.tables[0].tableName).toBe('user_account');
    expect(result.usage).toEqual({ promptTokens: 30, completionTokens: 32, totalTokens: 62 });
    const requests = ai.fake.chatRequests();
    expect(requests).toHaveLength(2);
    const repair = requests[1].body?.messages ?? [];
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"tables": [' });
    expect(repair.at(-1)?.content).toMatch(
      /^That answer could not be used: it is not valid JSON \(/,
    );
  });

  it('repairs an answer of the wrong shape, naming what is wrong', async () => {
    ai.fake.enqueue(
      answer.json({ tables: [{ tableName: 'user', comment: '', fields: [] }] }),
      answer.json(userTable),
    );
    await parseWithRepair(ai.client, 'fake-model', 'users');
    const repair = ai.fake.chatRequests()[1].body?.messages?.at(-1)?.content;
    expect(repair).toContain('tables.0.fields: has no columns');
  });

  it('fails with BAD_ANSWER when the repair is malformed too', async () => {
    ai.fake.enqueue(answer.malformed(), answer.malformed());
    const err = await parseWithRepair(ai.client, 'fake-model', 'users').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({ reason: 'bad_answer', code: 1603, message: BAD_TABLES_MESSAGE });
    expect(ai.fake.chatRequests()).toHaveLength(2);
  });

  it('fails with BAD_ANSWER on a text without tables', async () => {
    ai.fake.enqueue(answer.json({ tables: [] }), answer.json({ tables: [] }));
    await expect(parseWithRepair(ai.client, 'fake-model', 'hello')).rejects.toMatchObject({
      reason: 'bad_answer',
    });
  });

  it('reads the test double’s default answer (a table from the words of the text)', async () => {
    const result = await parseWithRepair(ai.client, 'fake-model', 'customer name email');
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0].tableName).toBe('customer');
    expect(result.tables[0].fields.map((f) => f.propertyName)).toEqual(['id', 'name', 'email']);
  });
});
