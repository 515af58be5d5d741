import { contract } from '../../src/contract';
import type { Statistics } from '../../src/contract/adminStatistics';
import { Code } from '../../src/contract/core';
import { UsageDaily, UsageEvent } from '../src/entities/UsageEvent';
import { statisticalAnalysis } from '../src/services/statistics';
import { flushUsage, recordEvent, usageRecorderOf } from '../src/services/usage';
import {
  describeEachDb,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

const ADMIN_EMAIL = 'numbers@example.com';
const calls = contract.admin;
const today = () => new Date().toISOString().slice(0, 10);

describeEachDb('usage statistics', (db) => {
  let t: TestApp;
  let admin: SignedIn;

  const stats = async (query: string, who: SignedIn = admin) => {
    await flushUsage(t.deps.dataSource);
    return signedRequest(t, 'get', `${calls.statisticalAnalysis.path}${query}`, who);
  };

  // A fresh database (MariaDB: its migrations) and real sign-ins: slow on a busy machine.
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = await signIn(t, ADMIN_EMAIL);
  }, 30_000);
  afterAll(async () => {
    await t?.close();
  });

  it('queues events without touching the database until a flush writes them in one go', async () => {
    const ds = t.deps.dataSource;
    await flushUsage(ds);
    const before = await ds.getRepository(UsageEvent).count();
    recordEvent(ds, { type: 'zip', userId: null, at: new Date('2021-05-05T10:00:00Z') });
    recordEvent(ds, { type: 'zip', userId: null, at: new Date('2021-05-05T11:00:00Z') });
    expect(await ds.getRepository(UsageEvent).count()).toBe(before);
    await flushUsage(ds);
    expect(await ds.getRepository(UsageEvent).count()).toBe(before + 2);
    const rollup = await ds
      .getRepository(UsageDaily)
      .findOneBy({ day: '2021-05-05', metric: 'zipDownloads', dim: '' });
    expect(rollup?.count).toBe(2);
    // A later flush adds to the same day's rollup.
    recordEvent(ds, { type: 'zip', userId: null, at: new Date('2021-05-05T23:00:00Z') });
    await usageRecorderOf(ds).close();
    const again = await ds
      .getRepository(UsageDaily)
      .findOneBy({ day: '2021-05-05', metric: 'zipDownloads', dim: '' });
    expect(again?.count).toBe(3);
  });

  it('stores each event as it was recorded, read back through the entity', async () => {
    const ds = t.deps.dataSource;
    const at = new Date('2021-06-07T08:09:10.000Z');
    recordEvent(ds, {
      type: 'parse',
      userId: null,
      inputType: 'sql',
      dialect: 'mysql',
      failed: true,
      at,
    });
    recordEvent(ds, { type: 'ai', userId: 'u-9', model: 'gpt-x', tokens: 1234, at });
    await flushUsage(ds);
    const rows = await ds.getRepository(UsageEvent).find({ where: { occurredAt: at } });
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(byType.parse).toMatchObject({ subject: 'sql', detail: 'mysql', failed: true });
    expect(byType.parse.userId).toBeNull();
    expect(byType.parse.occurredAt.getTime()).toBe(at.getTime());
    expect(byType.ai).toMatchObject({ subject: 'gpt-x', userId: 'u-9', failed: false });
    expect(String(byType.ai.amount)).toBe('1234');
  });

  it('puts events in UTC days across day boundaries, whatever the server time zone', async () => {
    const ds = t.deps.dataSource;
    const zone = process.env.TZ;
    // A server east of UTC: local midnight is not the day boundary.
    process.env.TZ = 'Asia/Shanghai';
    try {
      const parse = { type: 'parse', inputType: 'sql', dialect: 'mysql', failed: false } as const;
      recordEvent(ds, { ...parse, userId: 'u-1', at: new Date('2022-03-01T23:59:59.999Z') });
      recordEvent(ds, { ...parse, userId: 'u-1', at: new Date('2022-03-02T00:00:00.000Z') });
      // 07:30 in Shanghai on 2 March is 23:30 UTC on 1 March.
      recordEvent(ds, {
        type: 'parse',
        inputType: 'json',
        failed: true,
        userId: 'u-2',
        at: new Date('2022-03-02T07:30:00+08:00'),
      });
      recordEvent(ds, {
        type: 'ai',
        model: 'model-a',
        tokens: 1200,
        userId: 'u-2',
        at: new Date('2022-03-02T08:00:00Z'),
      });
      recordEvent(ds, {
        type: 'generate',
        template: 'mybatis-plus',
        userId: 'u-3',
        at: new Date('2022-03-02T12:00:00Z'),
      });
      recordEvent(ds, {
        type: 'order',
        currency: 'cny',
        amount: 990,
        userId: 'u-3',
        at: new Date('2022-03-02T12:01:00Z'),
      });
      recordEvent(ds, {
        type: 'order',
        currency: 'USD',
        amount: 500,
        userId: 'u-1',
        at: new Date('2022-03-01T01:00:00Z'),
      });
      recordEvent(ds, { type: 'signup', userId: 'u-9', at: new Date('2022-02-28T23:00:00Z') });
      recordEvent(ds, { type: 'error', path: '/api/x', at: new Date('2022-03-02T00:00:01Z') });
      recordEvent(ds, {
        type: 'parse',
        inputType: 'sql',
        failed: false,
        userId: 'u-4',
        at: new Date('2022-02-27T10:00:00Z'),
      });
      const res = await stats('?from=2022-03-01&to=2022-03-02');
      expect(res.body.code).toBe(Code.OK);
      const data = res.body.data as Statistics;
      expect(data.from).toBe('2022-03-01');
      expect(data.to).toBe('2022-03-02');
      expect(data.daily.map((d) => [d.date, d.parses, d.parseFailures, d.activeUsers])).toEqual([
        ['2022-03-01', 2, 1, 2],
        ['2022-03-02', 1, 0, 3],
      ]);
      expect(data.daily[1]).toMatchObject({
        aiCalls: 1,
        aiTokens: 1200,
        generations: 1,
        orders: 1,
      });
      expect(data.daily[1].revenue).toEqual({ CNY: 990 });
      expect(data.daily[0].revenue).toEqual({ USD: 500 });
      expect(data.daily[1].serverErrors).toBe(1);
      expect(data.totals).toMatchObject({
        parses: 3,
        parseFailures: 1,
        activeUsers: 3,
        generations: 1,
        aiCalls: 1,
        orders: 2,
        revenue: { CNY: 990, USD: 500 },
        newUsers: 0,
      });
      // The previous range of the same length: 27 and 28 February.
      expect(data.previous).toMatchObject({ parses: 1, newUsers: 1, activeUsers: 2 });
      expect(data.top.inputTypes).toEqual([
        { name: 'sql', count: 2 },
        { name: 'json', count: 1 },
      ]);
      expect(data.top.dialects).toEqual([{ name: 'mysql', count: 2 }]);
      expect(data.top.templates).toEqual([{ name: 'mybatis-plus', count: 1 }]);
      expect(data.top.aiModels).toEqual([{ name: 'model-a', count: 1 }]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('counts what users do through the API: sign-ups, sign-ins, parses, generations, zips', async () => {
    const before = (await stats(`?from=${today()}&to=${today()}`)).body.data as Statistics;
    const someone = await signIn(t, 'worker@example.com');
    const parsed = await signedRequest(t, 'post', contract.text.parser.path, someone).send({
      text: 'CREATE TABLE user_info (id BIGINT PRIMARY KEY, name VARCHAR(64));',
    });
    expect(parsed.body.code).toBe(Code.OK);
    const anonymous = await signedRequest(t, 'post', contract.text.parser.path).send({
      text: '{"broken": ',
    });
    expect(anonymous.body.code).toBe(Code.OK);
    const tables = parsed.body.data.tables;
    const body = { tables, templateId: 'builtin:spring-boot-mybatis-plus' };
    const generated = await signedRequest(
      t,
      'post',
      contract.codeGenerate.generateCode.path,
      someone,
    ).send(body);
    expect(generated.body.code).toBe(Code.OK);
    const zip = await signedRequest(t, 'post', contract.text.exportZip.path, someone).send(body);
    expect(zip.status).toBe(200);

    const after = (await stats(`?from=${today()}&to=${today()}`)).body.data as Statistics;
    const delta = (
      key: 'newUsers' | 'signIns' | 'parses' | 'parseFailures' | 'generations' | 'zipDownloads',
    ) => after.totals[key] - before.totals[key];
    expect({
      newUsers: delta('newUsers'),
      signIns: delta('signIns'),
      parses: delta('parses'),
      parseFailures: delta('parseFailures'),
      generations: delta('generations'),
      zipDownloads: delta('zipDownloads'),
    }).toEqual({
      newUsers: 1,
      signIns: 1,
      parses: 2,
      parseFailures: 1,
      // The zip export renders the group too.
      generations: 2,
      zipDownloads: 1,
    });
    expect(after.totals.users).toBe(before.totals.users + 1);
    expect(after.totals.activeUsers).toBe(before.totals.activeUsers + 1);
    expect(after.top.inputTypes.find((e) => e.name === 'sql')?.count).toBeGreaterThanOrEqual(1);
    expect(
      after.top.templates.find((e) => e.name === 'spring-boot-mybatis-plus')?.count,
    ).toBeGreaterThanOrEqual(2);
  });

  it('defaults to the last 30 UTC days, today included', async () => {
    const res = await stats('');
    const data = res.body.data as Statistics;
    expect(data.to).toBe(today());
    expect(data.daily).toHaveLength(30);
    expect(data.daily[29].date).toBe(today());
  });

  it('answers 422 for dates that are not calendar dates, reversed ranges and huge ranges', async () => {
    const cases: [string, string][] = [
      ['?from=2022-02-30&to=2022-03-01', 'From is not a calendar date'],
      ['?from=yesterday', 'From must be a date as YYYY-MM-DD'],
      ['?from=2022-03-02&to=2022-03-01', 'From must not be after To'],
      ['?from=2020-01-01&to=2022-01-01', 'A range is at most 366 days'],
      ['?to=2022-13-01', 'To is not a calendar date'],
    ];
    for (const [query, message] of cases) {
      const res = await stats(query);
      expect([res.status, res.body.code, res.body.message]).toEqual([
        422,
        Code.VALIDATION,
        message,
      ]);
    }
  });

  it('answers 403 to a signed-in user', async () => {
    const someone = await signIn(t, 'curious@example.com');
    const res = await stats('', someone);
    expect(res.status).toBe(403);
  });

  it('reads only rollups: the raw events can go and the numbers stay', async () => {
    const ds = t.deps.dataSource;
    const before = await statisticalAnalysis(ds, { from: '2022-03-01', to: '2022-03-02' });
    await ds.getRepository(UsageEvent).clear();
    const after = await statisticalAnalysis(ds, { from: '2022-03-01', to: '2022-03-02' });
    expect(after).toEqual(before);
  });
});
