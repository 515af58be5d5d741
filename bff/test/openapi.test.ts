import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { generationSettingsSchema, type Field, type Table } from '../../src/contract/text';
import { makeField } from '../src/domain/field';
import { buildOpenApi, type JsonSchema, serialiseOpenApi } from '../src/domain/generator/openapi';
import { parse } from '../src/domain/parser';
import { validateOpenApi } from './openapiValidator';

const CORPUS = '/work/shared/corpus';
const settings = generationSettingsSchema.parse({});

const field = (columnName: string, over: Partial<Field> = {}): Field =>
  makeField(columnName, {
    sqlType: 'varchar',
    length: 64,
    javaType: 'String',
    tsType: 'string',
    ...over,
  });

const userAccount: Table = {
  tableName: 'user_account',
  className: 'UserAccount',
  comment: 'accounts',
  fields: [
    field('id', {
      sqlType: 'bigint',
      length: null,
      nullable: false,
      primaryKey: true,
      autoIncrement: true,
    }),
    field('email', { nullable: false, length: 128 }),
    field('nickname'),
    field('created_at', { sqlType: 'datetime', length: null }),
  ],
};

const read = (text: string, format: 'yaml' | 'json'): unknown =>
  format === 'json' ? JSON.parse(text) : parseYaml(text);

async function expectValid(texts: [string, 'yaml' | 'json'][]): Promise<void> {
  const results = await validateOpenApi(texts.map(([text, format]) => read(text, format)));
  for (const result of results) expect(result).toEqual({ valid: true, errors: null });
}

describe('OpenAPI 3.1 builder', () => {
  const sqlFiles = fs.readdirSync(CORPUS).filter((f) => f.endsWith('.sql'));

  it('finds the corpus', () => {
    expect(sqlFiles.length).toBeGreaterThanOrEqual(10);
  });

  it('writes a valid document in YAML and JSON for every table of every corpus SQL file', async () => {
    const texts: [string, 'yaml' | 'json'][] = [];
    for (const file of sqlFiles) {
      const { tables } = parse(fs.readFileSync(path.join(CORPUS, file), 'utf8'), {});
      expect(tables.length).toBeGreaterThan(0);
      const document = buildOpenApi(tables, settings);
      // Every table got its four schemas and a tag.
      expect(Object.keys(document.components.schemas)).toHaveLength(1 + tables.length * 4);
      expect(document.tags).toHaveLength(tables.length);
      for (const format of ['yaml', 'json'] as const) {
        const text = serialiseOpenApi(document, format);
        expect(read(text, format)).toEqual(document);
        texts.push([text, format]);
      }
    }
    await expectValid(texts);
  }, 60_000);

  it('has list, get, create, update and delete with paging, filters, nullable types and examples', () => {
    const document = buildOpenApi([userAccount], { ...settings, moduleName: 'system' });
    expect(document.info.title).toBe('System API');
    expect(Object.keys(document.paths)).toEqual([
      '/api/system/user-accounts',
      '/api/system/user-accounts/{id}',
    ]);
    const collection = document.paths['/api/system/user-accounts'] as Record<string, JsonSchema>;
    const item = document.paths['/api/system/user-accounts/{id}'] as Record<string, JsonSchema>;
    expect(collection.get.operationId).toBe('listUserAccounts');
    expect(collection.post.operationId).toBe('createUserAccount');
    expect([item.get, item.put, item.delete].map((o) => o.operationId)).toEqual([
      'getUserAccount',
      'updateUserAccount',
      'deleteUserAccount',
    ]);
    const params = (collection.get.parameters as { name: string; in: string }[]).map((p) => p.name);
    expect(params).toEqual(['page', 'pageSize', 'id', 'email', 'nickname', 'createdAt']);

    const schemas = document.components.schemas;
    expect(Object.keys(schemas)).toEqual([
      'Error',
      'UserAccount',
      'UserAccountDTO',
      'UserAccountQuery',
      'UserAccountPage',
    ]);
    const props = schemas.UserAccount.properties as Record<string, JsonSchema>;
    expect(props.id).toMatchObject({ type: 'integer', format: 'int64', readOnly: true });
    expect(props.email).toMatchObject({ type: 'string', maxLength: 128, examples: ['text'] });
    expect(props.nickname.type).toEqual(['string', 'null']);
    expect(props.createdAt).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    expect(schemas.UserAccount.required).toEqual(['id', 'email']);
    // The DTO leaves out the generated key.
    expect(Object.keys(schemas.UserAccountDTO.properties as object)).toEqual([
      'email',
      'nickname',
      'createdAt',
    ]);
    expect(schemas.UserAccountPage.properties).toMatchObject({
      list: { type: 'array', items: { $ref: '#/components/schemas/UserAccount' } },
    });
  });

  it('leaves the base entity columns out of the DTO and strips table prefixes like the generated code', () => {
    const table: Table = { ...userAccount, tableName: 't_user_account', className: 'TUserAccount' };
    const document = buildOpenApi([table], {
      ...settings,
      tablePrefixes: ['t_'],
      skipFields: ['CREATED_AT'],
    });
    expect(Object.keys(document.paths)[0]).toBe('/api/user-accounts');
    expect(Object.keys(document.components.schemas.UserAccountDTO.properties as object)).toEqual([
      'email',
      'nickname',
    ]);
  });

  it('addresses composite keys, skips item paths without a key and keeps duplicate names apart', async () => {
    const orderItem: Table = {
      tableName: 'order_item',
      className: 'OrderItem',
      comment: '',
      fields: [
        field('order_id', { sqlType: 'int', length: null, nullable: false, primaryKey: true }),
        field('product_id', { sqlType: 'int', length: null, nullable: false, primaryKey: true }),
        field('page', { sqlType: 'int', length: null }),
      ],
    };
    const auditLog: Table = {
      tableName: '审计日志',
      className: '审计日志',
      comment: '',
      fields: [field('message')],
    };
    const document = buildOpenApi(
      [orderItem, { ...orderItem, tableName: 'order_items' }, auditLog],
      settings,
      {
        title: 'Shop',
      },
    );
    expect(document.info.title).toBe('Shop');
    expect(Object.keys(document.paths)).toEqual([
      '/api/order-items',
      '/api/order-items/{orderId}/{productId}',
      '/api/order-item2s',
      '/api/order-item2s/{orderId}/{productId}',
      '/api/table3s',
    ]);
    expect(Object.keys(document.paths['/api/table3s'])).toEqual(['get', 'post']);
    const params = (document.paths['/api/order-items'].get as { parameters: { name: string }[] })
      .parameters;
    // A column called page does not clash with paging.
    expect(params.filter((p) => p.name === 'page')).toHaveLength(1);
    await expectValid([
      [serialiseOpenApi(document, 'json'), 'json'],
      [serialiseOpenApi(document, 'yaml'), 'yaml'],
    ]);
  });

  it('keeps date-like example strings strings in YAML', () => {
    const table: Table = {
      ...userAccount,
      fields: [field('born', { sqlType: 'date', length: null })],
    };
    const text = serialiseOpenApi(buildOpenApi([table], settings), 'yaml');
    expect(text).toContain('"2024-01-01"');
    expect(text).not.toContain('&a1');
  });

  it('reports an invalid document (the validator is not a no-op)', async () => {
    const document = buildOpenApi([userAccount], settings);
    const [result] = await validateOpenApi([{ ...document, info: {} }]);
    expect(result.valid).toBe(false);
  });
});
