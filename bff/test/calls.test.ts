import request from 'supertest';
import { contract } from '../../src/contract';
import { ReleaseLog } from '../src/entities/ReleaseLog';
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

describeEachDb('releaseLog.findAll', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    await t.deps.dataSource.getRepository(ReleaseLog).insert([
      {
        version: '0.2.0',
        title: 'Parser',
        content: 'SQL DDL and JSON 100% parsed',
        releasedAt: '2026-12-01',
      },
      {
        version: '0.3.0',
        title: 'Templates ✓',
        content: 'User-managed template groups',
        releasedAt: '2026-12-15',
      },
    ]);
  });
  afterAll(() => t.close());

  const { path } = contract.releaseLog.findAll;
  const find = (body?: object) => {
    const req = request(t.app.callback()).post(path).set(signedHeaders(path));
    return body === undefined ? req : req.send(body);
  };

  it('lists every entry, newest first, with the seeded first release', async () => {
    const res = await find({});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((e: { version: string }) => e.version)).toEqual([
      '0.3.0',
      '0.2.0',
      '0.1.0',
    ]);
    expect(res.body.data[2]).toEqual({
      id: expect.any(String),
      version: '0.1.0',
      title: 'Foundation',
      content: 'App shell, typed contract, request layer, BFF, mocks',
      releasedAt: '2026-11-21',
    });
    expect(contract.releaseLog.findAll.response.safeParse(res.body.data).success).toBe(true);
  });

  it('accepts an empty request body', async () => {
    const res = await find();
    expect(res.body.data).toHaveLength(3);
  });

  it('filters by version and by keyword (case-insensitive, literal % and _)', async () => {
    expect(
      (await find({ version: '0.2.0' })).body.data.map((e: { title: string }) => e.title),
    ).toEqual(['Parser']);
    expect((await find({ keyword: 'TEMPLATE' })).body.data).toHaveLength(1);
    expect((await find({ keyword: 'contract' })).body.data[0].version).toBe('0.1.0');
    expect((await find({ keyword: '100%' })).body.data[0].version).toBe('0.2.0');
    expect((await find({ keyword: '%' })).body.data).toHaveLength(1);
    expect((await find({ keyword: 'nothing like this' })).body.data).toEqual([]);
  });

  it('answers 422 for a bad filter', async () => {
    const res = await find({ keyword: 'x'.repeat(101) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      message: 'Keyword is at most 100 characters',
      data: { keyword: 'Keyword is at most 100 characters' },
    });
    const wrongType = await find({ version: 3 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.data).toEqual({ version: 'Version must be a string' });
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
