import request from 'supertest';
import { contract } from '../../src/contract';
import { migrations } from '../src/migrations';
import { describeEachDb, signedHeaders, startTestApp, type TestApp } from './support';

describeEachDb('migrations', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('applies every committed migration on start, and nothing is left pending', async () => {
    const rows = (await t.deps.dataSource.query('SELECT name FROM migrations')) as {
      name: string;
    }[];
    expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
    expect(await t.deps.dataSource.showMigrations()).toBe(false);
  });

  it('creates tables matching the entities (no drift from synchronize would be needed)', async () => {
    const sql = await t.deps.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('reverts cleanly', async () => {
    await t.deps.dataSource.undoLastMigration();
    expect(await t.deps.dataSource.showMigrations()).toBe(true);
    await t.deps.dataSource.runMigrations();
    expect(await t.deps.dataSource.showMigrations()).toBe(false);
  });
});

describe('codeGenerate.models', () => {
  const { path } = contract.codeGenerate.models;

  it('lists AI_MODELS, the first the default', async () => {
    const t = await startTestApp({
      env: {
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
        AI_MODELS: 'gpt-4o=GPT-4o,deepseek-chat=DeepSeek Chat',
      },
    });
    try {
      const res = await request(t.app.callback()).get(path).set(signedHeaders(path));
      expect(res.body).toEqual({
        code: 200,
        message: 'success',
        data: [
          { id: 'gpt-4o', name: 'GPT-4o', description: '', price: 0, isDefault: true },
          {
            id: 'deepseek-chat',
            name: 'DeepSeek Chat',
            description: '',
            price: 0,
            isDefault: false,
          },
        ],
      });
      expect(contract.codeGenerate.models.response.safeParse(res.body.data).success).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is an empty list when AI_MODELS or AI_BASE_URL is unset', async () => {
    const t = await startTestApp({ env: { AI_MODELS: 'gpt-4o' } });
    try {
      const res = await request(t.app.callback()).get(path).set(signedHeaders(path));
      expect(res.body).toEqual({ code: 200, message: 'success', data: [] });
    } finally {
      await t.close();
    }
  });
});
