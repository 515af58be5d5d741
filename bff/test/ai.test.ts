import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contract } from '../../src/contract';
import { AI_NOT_CONFIGURED_MESSAGE, AiCode } from '../../src/contract/ai';
import type { AiGenerateEvent } from '../../src/contract/codeGenerate';
import { Code } from '../../src/contract/core';
import type { Table } from '../../src/contract/text';
import { parse } from '../src/domain/parser';
import { AiCall } from '../src/entities/AiCall';
import { GenerateLog } from '../src/entities/GenerateLog';
import { ParserLog } from '../src/entities/ParserLog';
import { VipLedgerEntry } from '../src/entities/VipLedgerEntry';
import { staleAfterMs } from '../src/services/ai/record';
import { creditBalance, debitBalance, findBalance, grantVip } from '../src/services/vip';
import {
  deleteAccount,
  describeEachDb,
  signedHeaders,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';
import { answer, type FakeOpenAi, startFakeOpenAi } from './support/fakeOpenAi';

const API_KEY = 'sk-test-ai-key-that-must-never-leak-1234567890';
const ADMIN = 'ai-admin@example.com';
const MODELS = 'fake-small=Small model,fake-large=Large model,fake-free=Free model';
const PRICES = 'fake-small=2,fake-large=5,fake-free=0';
const FREE_DAILY = 5;
const VIP_DAILY = 20;
const BURST = 10;

const calls = {
  parser: contract.text.aiParser,
  generate: contract.codeGenerate.aiGenerate,
  models: contract.codeGenerate.models,
  usage: contract.codeGenerate.aiUsage,
  callPage: contract.codeGenerate.aiCallPage,
  fromExample: contract.template.aiFromExample,
  adminList: contract.admin.aiList,
};

const [userTable] = parse(
  `CREATE TABLE user_account (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY COMMENT 'Id',
  email VARCHAR(128) NOT NULL COMMENT 'E-mail'
) COMMENT='Users';`,
  {},
).tables as [Table];

/** What a model answers to the parser's JSON schema: one table. */
const parserAnswer = {
  tables: [
    {
      tableName: 'order_item',
      comment: 'Order lines',
      fields: [
        {
          columnName: 'id',
          sqlType: 'BIGINT',
          length: null,
          precision: null,
          scale: null,
          nullable: false,
          primaryKey: true,
          autoIncrement: true,
          unique: false,
          defaultValue: null,
          comment: 'Id',
        },
        {
          columnName: 'unit_price',
          sqlType: 'decimal',
          length: null,
          precision: 10,
          scale: 2,
          nullable: true,
          primaryKey: false,
          autoIncrement: false,
          unique: false,
          defaultValue: null,
          comment: 'Price',
        },
      ],
    },
  ],
};

const generateBody = {
  tables: [userTable],
  instruction: 'A REST controller with CRUD endpoints',
  target: 'Spring Boot REST controller (Java 17)',
  model: 'fake-small',
};

const JAVA_ANSWER = [
  'Here is the code.',
  '',
  '```java src/main/java/com/acme/UserAccount.java',
  'public class UserAccount {}',
  '```',
  '',
  '```java src/main/java/com/acme/UserAccountController.java',
  'public class UserAccountController {}',
  '```',
  '',
].join('\n');

/** The events of a server-sent event body. */
function eventsOf(text: string): AiGenerateEvent[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      const event = JSON.parse(dataLine.slice('data: '.length)) as AiGenerateEvent;
      expect(eventLine).toBe(`event: ${event.type}`);
      return event;
    });
}

describeEachDb('AI not configured', (db) => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true });
    me = await signIn(t, 'no-ai@example.com');
  });
  afterAll(() => t.close());

  it('lists no models and says so in the usage', async () => {
    const models = await signedRequest(t, 'get', calls.models.path);
    expect(models.body).toEqual({ code: 200, message: 'success', data: [] });
    const usage = await signedRequest(t, 'get', calls.usage.path, me);
    // 20: AI_FREE_DAILY's default.
    expect(usage.body.data).toMatchObject({ configured: false, dailyLimit: 20, remaining: 20 });
  });

  it('answers every AI call with 1601', async () => {
    const bodies = [
      [calls.parser.path, { text: 'user: id, name' }],
      [calls.generate.path, generateBody],
      [calls.fromExample.path, { table: userTable, example: 'class A {}' }],
    ] as const;
    for (const [urlPath, body] of bodies) {
      const res = await signedRequest(t, 'post', urlPath, me).send(body);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ code: AiCode.NOT_CONFIGURED, message: AI_NOT_CONFIGURED_MESSAGE });
    }
    expect(await t.deps.dataSource.getRepository(AiCall).count()).toBe(0);
  });
});

describeEachDb('AI calls', (db) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let admin: SignedIn;
  /** Every response body the tests saw, searched for the API key at the end. */
  const bodies: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: API_KEY, models: ['fake-small', 'fake-large'] });
    t = await startTestApp({
      db,
      smtp: true,
      env: {
        ADMIN_EMAILS: ADMIN,
        AI_BASE_URL: fake.url,
        AI_API_KEY: API_KEY,
        AI_MODELS: MODELS,
        AI_MODEL_PRICES: PRICES,
        AI_MODEL_DESCRIPTIONS: 'fake-small=Quick;fake-large=Slow, thorough',
        AI_FREE_DAILY: String(FREE_DAILY),
        AI_VIP_DAILY: String(VIP_DAILY),
        AI_BURST_PER_MINUTE: String(BURST),
        AI_TIMEOUT_MS: '5000',
        AI_MAX_RETRIES: '2',
        AI_BREAKER_FAILURES: '5',
      },
    });
    admin = await signIn(t, ADMIN);
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const ds = () => t.deps.dataSource;
  const post = async (urlPath: string, body: object, who?: SignedIn) => {
    const res = await signedRequest(t, 'post', urlPath, who).send(body);
    bodies.push(res.text);
    return res;
  };
  const get = async (urlPath: string, who?: SignedIn) => {
    const res = await signedRequest(t, 'get', urlPath, who);
    bodies.push(res.text);
    return res;
  };
  /** aiGenerate's answer with the event stream read whole as text. */
  const streamed = async (body: object, who: SignedIn) => {
    const res = await signedRequest(t, 'post', calls.generate.path, who)
      .send(body)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (c: string) => (text += c));
        response.on('end', () => done(null, text));
      });
    bodies.push(res.body as string);
    return res;
  };
  const balance = async (who: SignedIn) => (await findBalance(ds().manager, who.user.id)).balance;
  const credit = (who: SignedIn, amount: number) =>
    creditBalance(ds().manager, who.user.id, amount, 'Test credit');
  const callsOf = (who: SignedIn) =>
    ds()
      .getRepository(AiCall)
      .find({ where: { userId: who.user.id }, order: { id: 'ASC' } });
  const debits = (who: SignedIn) =>
    ds()
      .getRepository(VipLedgerEntry)
      .find({ where: { userId: who.user.id }, order: { id: 'ASC' } });
  let userCount = 0;
  const newUser = (funds = 0) =>
    (async () => {
      userCount += 1;
      const who = await signIn(t, `ai-user-${userCount}@example.com`);
      if (funds > 0) await credit(who, funds);
      return who;
    })();

  it('lists the configured models with price and description', async () => {
    const res = await get(calls.models.path);
    expect(res.body.data).toEqual([
      { id: 'fake-small', name: 'Small model', description: 'Quick', price: 2, isDefault: true },
      {
        id: 'fake-large',
        name: 'Large model',
        description: 'Slow, thorough',
        price: 5,
        isDefault: false,
      },
      { id: 'fake-free', name: 'Free model', description: '', price: 0, isDefault: false },
    ]);
  });

  it('answers anonymous callers 901 and shows them zeros', async () => {
    for (const [urlPath, body] of [
      [calls.parser.path, { text: 'user: id' }],
      [calls.generate.path, generateBody],
      [calls.fromExample.path, { table: userTable, example: 'class A {}' }],
      [calls.callPage.path, {}],
    ] as const) {
      expect((await post(urlPath, body)).body.code).toBe(Code.NOT_SIGNED_IN);
    }
    expect((await get(calls.usage.path)).body.data).toEqual({
      configured: true,
      vip: false,
      dailyLimit: 0,
      usedToday: 0,
      remaining: 0,
      balance: 0,
      burstPerMinute: 0,
    });
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('answers an unknown model with 422 on the model field', async () => {
    const me = await newUser(10);
    const res = await post(calls.parser.path, { text: 'user: id', model: 'gpt-nope' }, me);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: Code.VALIDATION,
      message: 'Unknown model "gpt-nope"',
      data: { model: 'Unknown model "gpt-nope"' },
    });
    expect(await balance(me)).toBe(10);
  });

  it('parses free text into tables in the parser’s shape, recorded and charged once', async () => {
    const me = await newUser(10);
    fake.enqueue(
      answer.json(parserAnswer, {
        usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
      }),
    );
    const text = 'Order lines have an id and a unit price with two decimals.';
    const res = await post(calls.parser.path, { text }, me);
    expect(res.body.code).toBe(200);
    const data = calls.parser.response.parse(res.body.data);
    expect(data.inputType).toBe('plain');
    expect(data.diagnostics).toEqual([]);
    expect(data.tables).toHaveLength(1);
    const [table] = data.tables;
    expect(table).toMatchObject({ tableName: 'order_item', className: 'OrderItem' });
    expect(table.fields.map((f) => [f.columnName, f.propertyName, f.sqlType, f.javaType])).toEqual([
      ['id', 'id', 'bigint', 'Long'],
      ['unit_price', 'unitPrice', 'decimal', 'BigDecimal'],
    ]);
    expect(data.ai).toEqual({
      callId: expect.any(Number),
      model: 'fake-small',
      charged: 2,
      balance: 8,
      remaining: FREE_DAILY - 1,
    });
    expect(await balance(me)).toBe(8);
    expect((await debits(me)).map((e) => e.amount)).toEqual([10, -2]);

    // The request asked for structured output and carried the key (the double checks it).
    const [sent] = fake.chatRequests();
    expect(sent.body?.model).toBe('fake-small');
    expect(sent.body?.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(sent.body?.messages)).toContain(text);

    const log = await ds()
      .getRepository(ParserLog)
      .findOneByOrFail({ id: data.historyId ?? -1 });
    expect(log).toMatchObject({ userId: me.user.id, source: 'ai', inputType: 'plain', text });
    const [call] = await callsOf(me);
    expect(call).toMatchObject({
      id: data.ai.callId,
      kind: 'parser',
      model: 'fake-small',
      outcome: 'ok',
      error: null,
      charged: 2,
      inputChars: text.length,
      promptTokens: 120,
      completionTokens: 80,
      totalTokens: 200,
      historyId: data.historyId,
    });
    expect(call.outputChars).toBeGreaterThan(0);
    expect(call.latencyMs).toEqual(expect.any(Number));
    expect(call.finishedAt).toBeInstanceOf(Date);
  });

  it('repairs once, then fails a malformed answer with 1603 and refunds', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.malformed(), answer.malformed('no JSON here'));
    const res = await post(calls.parser.path, { text: 'users and orders' }, me);
    expect(res.body.code).toBe(AiCode.BAD_ANSWER);
    expect(res.body.message).toMatch(/did not answer with tables/);
    expect(fake.chatRequests()).toHaveLength(2);
    expect(await balance(me)).toBe(10);
    expect((await debits(me)).map((e) => [e.amount, e.reason])).toEqual([
      [10, 'Test credit'],
      [-2, expect.stringMatching(/^AI call #\d+/)],
      [2, expect.stringMatching(/^Refund of AI call #\d+/)],
    ]);
    const [call] = await callsOf(me);
    expect(call).toMatchObject({ outcome: 'failed', charged: 0, error: res.body.message });
  });

  it('retries a 429 and charges the successful call once', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.error(429, { retryAfter: '0.01' }), answer.json(parserAnswer));
    const res = await post(calls.parser.path, { text: 'order items' }, me);
    expect(res.body.code).toBe(200);
    expect(fake.chatRequests()).toHaveLength(2);
    expect(await balance(me)).toBe(8);
    expect((await debits(me)).filter((e) => e.amount < 0)).toHaveLength(1);
    expect(await callsOf(me)).toHaveLength(1);
  });

  it('fails on a service error with 1602, refunded, the error recorded', async () => {
    const me = await newUser(10);
    const failure = answer.error(500, { retryAfter: '0.01' });
    fake.enqueue(failure, failure, failure);
    const res = await post(calls.parser.path, { text: 'order items' }, me);
    expect(res.body).toEqual({
      code: AiCode.SERVICE_FAILED,
      message: expect.stringMatching(/unavailable/),
    });
    // The first try and the client's two retries.
    expect(fake.chatRequests()).toHaveLength(3);
    expect(await balance(me)).toBe(10);
    const [call] = await callsOf(me);
    expect(call).toMatchObject({ outcome: 'failed', charged: 0, error: res.body.message });
  });

  it('refuses with 902 when the balance is too low, before asking the model', async () => {
    const me = await newUser(1);
    const res = await post(calls.parser.path, { text: 'order items' }, me);
    expect(res.body).toEqual({
      code: Code.VIP_REQUIRED,
      message: 'Your VIP balance is too low: Small model costs 2 credits per call, you have 1',
    });
    expect(fake.chatRequests()).toHaveLength(0);
    expect(await callsOf(me)).toEqual([]);
    expect(await balance(me)).toBe(1);
  });

  it('charges one of two parallel calls when the balance pays for one', async () => {
    const me = await newUser(2);
    fake.handle(() => answer.json(parserAnswer, { delayMs: 100 }));
    const results = await Promise.all([
      post(calls.parser.path, { text: 'first' }, me),
      post(calls.parser.path, { text: 'second' }, me),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, Code.VIP_REQUIRED]);
    expect(await balance(me)).toBe(0);
    expect(fake.chatRequests()).toHaveLength(1);
    expect((await callsOf(me)).map((c) => c.outcome)).toEqual(['ok']);
  });

  it('answers a repeated request id from the record without charging again', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.json(parserAnswer));
    const body = { text: 'order items', requestId: 'req-replay-0001' };
    const first = await post(calls.parser.path, body, me);
    const second = await post(calls.parser.path, body, me);
    expect(first.body.code).toBe(200);
    expect(second.body).toMatchObject({ code: 200 });
    expect(second.body.data.tables).toEqual(first.body.data.tables);
    expect(second.body.data.historyId).toBe(first.body.data.historyId);
    expect(second.body.data.ai).toMatchObject({ callId: first.body.data.ai.callId, charged: 2 });
    expect(fake.chatRequests()).toHaveLength(1);
    expect(await balance(me)).toBe(8);
    expect(await callsOf(me)).toHaveLength(1);
  });

  it('answers 1603, not a server error, when a replayed record cannot be read again', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.json(parserAnswer));
    const body = { text: 'order items', requestId: 'req-replay-cut1' };
    const first = await post(calls.parser.path, body, me);
    await t.deps.dataSource
      .getRepository(AiCall)
      .update({ id: first.body.data.ai.callId }, { output: '{"tables": [' });
    const second = await post(calls.parser.path, body, me);
    expect(second.status).toBe(200);
    expect(second.body.code).toBe(AiCode.BAD_ANSWER);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('answers 903 while a call with the same request id still runs', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.json(parserAnswer, { delayMs: 600 }));
    const body = { text: 'order items', requestId: 'req-running-01' };
    const first = post(calls.parser.path, body, me);
    await new Promise((r) => setTimeout(r, 200));
    const second = await post(calls.parser.path, body, me);
    expect(second.body).toEqual({
      code: Code.RATE_LIMITED,
      message: 'This AI request is still running',
    });
    expect((await first).body.code).toBe(200);
    expect(await balance(me)).toBe(8);
  });

  it('refunds and reruns a request whose server stopped during it; others sweep once a minute', async () => {
    const me = await newUser(10);
    const other = await newUser(10);
    const stale = staleAfterMs(t.config.aiLimits) + 5_000;
    /** A call left pending by a server that died, older than the threshold, charged 2. */
    const leftPending = async (who: SignedIn, requestId: string | null) => {
      const { id } = await ds()
        .getRepository(AiCall)
        .save(
          ds()
            .getRepository(AiCall)
            .create({
              userId: who.user.id,
              requestId,
              kind: 'parser',
              model: 'fake-small',
              outcome: 'pending',
              error: null,
              summary: 'order items',
              input: 'order items',
              output: '',
              inputChars: 11,
              outputChars: 0,
              promptTokens: null,
              completionTokens: null,
              totalTokens: null,
              latencyMs: null,
              charged: 2,
              historyId: null,
              createdAt: new Date(Date.now() - stale),
              finishedAt: null,
            }),
        );
      await debitBalance(ds().manager, who.user.id, 2, `AI call #${id} (fake-small)`);
      return id;
    };
    const rowOf = (id: number) => ds().getRepository(AiCall).findOneByOrFail({ id });

    // A sweep now: the next one from an admission waits a minute.
    await t.deps.ai!.sweepStale();
    const mine = await leftPending(me, 'req-stale-0001');
    const theirs = await leftPending(other, null);
    fake.enqueue(answer.json(parserAnswer));
    const res = await post(
      calls.parser.path,
      { text: 'order items', requestId: 'req-stale-0001' },
      me,
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data.ai.callId).not.toBe(mine);
    expect(await rowOf(mine)).toMatchObject({
      outcome: 'failed',
      error: 'The server stopped during this AI call; it was refunded',
      charged: 0,
    });
    expect(await balance(me)).toBe(8);
    expect(await rowOf(theirs)).toMatchObject({ outcome: 'pending', charged: 2 });

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      fake.enqueue(answer.json(parserAnswer));
      expect((await post(calls.parser.path, { text: 'order items' }, me)).body.code).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect(await rowOf(theirs)).toMatchObject({ outcome: 'failed', charged: 0 });
    expect(await balance(other)).toBe(10);
  });

  it('keeps to the daily allowance: free users, then more for VIP members', async () => {
    const me = await newUser();
    for (let i = 0; i < FREE_DAILY; i += 1) {
      const res = await post(calls.parser.path, { text: `table ${i}`, model: 'fake-free' }, me);
      expect(res.body.code).toBe(200);
    }
    const refused = await post(calls.parser.path, { text: 'one more', model: 'fake-free' }, me);
    expect(refused.body).toEqual({
      code: Code.RATE_LIMITED,
      message: `You have used all ${FREE_DAILY} AI calls for today (VIP members get ${VIP_DAILY})`,
    });
    expect((await get(calls.usage.path, me)).body.data).toEqual({
      configured: true,
      vip: false,
      dailyLimit: FREE_DAILY,
      usedToday: FREE_DAILY,
      remaining: 0,
      balance: 0,
      burstPerMinute: BURST,
    });
    await grantVip(ds().manager, me.user.id, 'gold', null);
    const asVip = await post(calls.parser.path, { text: 'as VIP', model: 'fake-free' }, me);
    expect(asVip.body.code).toBe(200);
    expect(asVip.body.data.ai).toMatchObject({ charged: 0, remaining: VIP_DAILY - FREE_DAILY - 1 });
    expect((await get(calls.usage.path, me)).body.data).toMatchObject({
      vip: true,
      dailyLimit: VIP_DAILY,
      usedToday: FREE_DAILY + 1,
    });
  });

  it('answers 903 to a burst of calls', async () => {
    const me = await newUser();
    await grantVip(ds().manager, me.user.id, 'gold', null);
    const codes: number[] = [];
    for (let i = 0; i <= BURST; i += 1) {
      const res = await post(calls.parser.path, { text: `burst ${i}`, model: 'fake-free' }, me);
      codes.push(res.body.code);
      if (res.body.code !== 200) {
        expect(res.body.message).toBe('Too many AI calls in a minute; wait a moment and try again');
      }
    }
    expect(codes).toEqual([...Array<number>(BURST).fill(200), Code.RATE_LIMITED]);
    expect(fake.chatRequests()).toHaveLength(BURST);
  });

  it('streams a generation: start, deltas, done with the files in the history', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.text(JAVA_ANSWER, { chunks: JAVA_ANSWER.match(/[\s\S]{1,40}/g) ?? [] }));
    const res = await streamed(generateBody, me);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.headers['x-accel-buffering']).toBe('no');
    const body = res.body as string;
    const events = eventsOf(body);
    const [start, ...rest] = events;
    const done = rest.pop();
    expect(start).toEqual({
      type: 'start',
      charge: expect.objectContaining({ model: 'fake-small', charged: 2, balance: 8 }),
    });
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.every((e) => e.type === 'delta')).toBe(true);
    expect(rest.map((e) => (e.type === 'delta' ? e.text : '')).join('')).toBe(JAVA_ANSWER);
    if (done?.type !== 'done') throw new Error(`Expected done, got ${JSON.stringify(done)}`);
    expect(done.files.map((f) => [f.path, f.language])).toEqual([
      ['src/main/java/com/acme/UserAccount.java', 'java'],
      ['src/main/java/com/acme/UserAccountController.java', 'java'],
    ]);
    expect(done.files[0].content).toContain('public class UserAccount {}');
    expect(done.usage.totalTokens).toEqual(expect.any(Number));
    const log = await ds()
      .getRepository(GenerateLog)
      .findOneByOrFail({ id: done.historyId ?? -1 });
    expect(log).toMatchObject({
      userId: me.user.id,
      templateId: 'ai:fake-small',
      templateName: 'AI · Small model',
      fileCount: 2,
      tableNames: ['user_account'],
    });
    const [call] = await callsOf(me);
    expect(call).toMatchObject({ kind: 'generate', outcome: 'ok', historyId: done.historyId });
    expect(call.output).toBe(JAVA_ANSWER);
    // The history entry re-opens with the files, which no template can render again.
    const loaded = await post(contract.codeGenerate.loadFields.path, { id: done.historyId }, me);
    expect(contract.codeGenerate.loadFields.response.parse(loaded.body.data)).toEqual(
      loaded.body.data,
    );
    expect(loaded.body.data).toMatchObject({ templateId: 'ai:fake-small', aiFiles: done.files });
    const again = await post(
      contract.codeGenerate.generateCode.path,
      { tables: loaded.body.data.tables, templateId: 'ai:fake-small' },
      me,
    );
    expect(again.status).toBe(422);
    // The streamed request asked for usage in the stream.
    expect(fake.chatRequests()[0].body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('ends a failed generation with an error event and refunds it', async () => {
    const me = await newUser(10);
    const failure = answer.error(500, { retryAfter: '0.01' });
    fake.enqueue(failure, failure, failure);
    const events = eventsOf((await streamed(generateBody, me)).body as string);
    expect(events.map((e) => e.type)).toEqual(['start', 'error']);
    expect(events[1]).toEqual({
      type: 'error',
      code: AiCode.SERVICE_FAILED,
      message: expect.stringMatching(/unavailable/),
    });
    expect(await balance(me)).toBe(10);
    const [call] = await callsOf(me);
    expect(call).toMatchObject({ kind: 'generate', outcome: 'failed', charged: 0 });
    expect(await ds().getRepository(GenerateLog).countBy({ userId: me.user.id })).toBe(0);
  });

  it('answers admission errors of a generation as JSON, not as a stream', async () => {
    const me = await newUser(0);
    const res = await post(calls.generate.path, generateBody, me);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.code).toBe(Code.VIP_REQUIRED);
  });

  it('replays a finished generation for its request id without charging', async () => {
    const me = await newUser(10);
    fake.enqueue(answer.text(JAVA_ANSWER));
    const body = { ...generateBody, requestId: 'gen-replay-0001' };
    const read = async () => eventsOf((await streamed(body, me)).body as string);
    const first = await read();
    const second = await read();
    expect(second.map((e) => e.type)).toEqual(['start', 'delta', 'done']);
    expect(second[2]).toEqual(first[first.length - 1]);
    expect(fake.chatRequests()).toHaveLength(1);
    expect(await balance(me)).toBe(8);
  });

  it('stops the model when the client goes away mid-stream', async () => {
    const me = await newUser(10);
    fake.enqueue(
      answer.text(JAVA_ANSWER, {
        chunks: JAVA_ANSWER.match(/[\s\S]{1,20}/g) ?? [],
        chunkDelayMs: 300,
      }),
    );
    const server = http.createServer(t.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const payload = JSON.stringify(generateBody);
      const firstDelta = await new Promise<string>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: calls.generate.path,
          headers: {
            ...signedHeaders(calls.generate.path, { token: me.token }),
            Cookie: me.cookie,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          },
        });
        req.on('error', reject);
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            text += c;
            if (text.includes('event: delta')) {
              req.destroy();
              resolve(text);
            }
          });
        });
        req.end(payload);
      });
      expect(firstDelta).toContain('event: start');
      const upstream = fake.chatRequests()[0];
      expect(await upstream.outcome).toBe('aborted');
      let call: AiCall | undefined;
      for (let waited = 0; waited < 5000; waited += 50) {
        [call] = await callsOf(me);
        if (call?.outcome !== 'pending') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(call).toMatchObject({ outcome: 'cancelled', error: null, charged: 2 });
      expect(call?.output.length).toBeGreaterThan(0);
      // Part of the answer reached the user: a stopped call is not refunded then.
      expect(await balance(me)).toBe(8);
      expect(await ds().getRepository(GenerateLog).countBy({ userId: me.user.id })).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('proposes a template from an example and renders it back, errors at their line', async () => {
    const me = await newUser(20);
    const good = {
      name: '{{ table.className }}Dto.java',
      language: 'java',
      content: 'public class {{ table.className }}Dto {\n}\n',
    };
    fake.enqueue(answer.json(good));
    const example = 'public class UserAccountDto {\n}\n';
    const res = await post(
      calls.fromExample.path,
      { table: userTable, example, language: 'java', model: 'fake-large' },
      me,
    );
    expect(res.body.code).toBe(200);
    const data = calls.fromExample.response.parse(res.body.data);
    expect(data).toMatchObject({
      content: good.content,
      name: good.name,
      language: 'java',
      errors: [],
      rendered: { path: 'UserAccountDto.java', content: example },
      ai: { model: 'fake-large', charged: 5, balance: 15 },
    });

    const bad = { ...good, content: 'public class X {\n  {{ table.nope }}\n}\n' };
    fake.enqueue(answer.json(bad), answer.json(bad));
    const broken = await post(
      calls.fromExample.path,
      { table: userTable, example, language: 'java', model: 'fake-large' },
      me,
    );
    expect(broken.body.code).toBe(200);
    expect(broken.body.data.content).toBe(bad.content);
    expect(broken.body.data.rendered).toBeNull();
    expect(broken.body.data.errors).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/nope/) }),
    ]);
    // The render errors were sent back to the model once.
    expect(fake.chatRequests()).toHaveLength(3);
    expect((await callsOf(me)).map((c) => [c.kind, c.outcome])).toEqual([
      ['template', 'ok'],
      ['template', 'ok'],
    ]);
  });

  it('pages through the caller’s own calls only', async () => {
    const me = await newUser(10);
    const other = await newUser(10);
    fake.handle(() => answer.json(parserAnswer));
    await post(calls.parser.path, { text: 'mine, first' }, me);
    await post(calls.parser.path, { text: 'mine, second' }, me);
    await post(calls.parser.path, { text: 'theirs' }, other);
    const res = await post(calls.callPage.path, { page: 1, pageSize: 10 }, me);
    const page = calls.callPage.response.parse(res.body.data);
    expect(page.total).toBe(2);
    expect(page.list.map((c) => c.summary)).toEqual(['mine, second', 'mine, first']);
    expect(page.list[0]).not.toHaveProperty('userId');
    const generates = await post(calls.callPage.path, { kind: 'generate' }, me);
    expect(generates.body.data.total).toBe(0);
  });

  it('lists every call for admins with filters, 403 for others', async () => {
    const me = await newUser(10);
    fake.handle(() => answer.json(parserAnswer));
    await post(calls.parser.path, { text: 'admin list, parser' }, me);
    fake.handle(() => answer.error(400, { message: 'bad request' }));
    await post(calls.parser.path, { text: 'admin list, failing', model: 'fake-large' }, me);

    expect((await post(calls.adminList.path, {}, me)).status).toBe(403);
    const list = async (filters: object) => {
      const res = await post(calls.adminList.path, { pageSize: 50, ...filters }, admin);
      expect(res.body.code).toBe(200);
      return calls.adminList.response.parse(res.body.data);
    };
    const email = me.user.email;
    // Part of the address, in any case.
    const mine = await list({ email: `${email.split('@')[0]}@`.toUpperCase() });
    expect(mine.list.map((c) => [c.summary, c.userEmail, c.userId])).toEqual([
      ['admin list, failing', email, me.user.id],
      ['admin list, parser', email, me.user.id],
    ]);
    expect((await list({ email, outcome: 'failed' })).list.map((c) => c.model)).toEqual([
      'fake-large',
    ]);
    expect((await list({ email, model: 'fake-small' })).list.map((c) => c.outcome)).toEqual(['ok']);
    expect((await list({ email, kind: 'generate' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ email, from: today, to: today })).total).toBe(2);
    expect((await list({ email, to: '2000-01-01' })).total).toBe(0);
    expect((await list({ email, from: '2999-01-01' })).total).toBe(0);
    const all = await list({});
    expect(all.total).toBeGreaterThan(2);
    const bad = await post(calls.adminList.path, { from: 'yesterday' }, admin);
    expect(bad.status).toBe(422);
  });

  it('removes the AI calls with the account', async () => {
    const me = await newUser(10);
    fake.handle(() => answer.json(parserAnswer));
    await post(calls.parser.path, { text: 'about to leave' }, me);
    expect(await callsOf(me)).toHaveLength(1);
    expect((await deleteAccount(t, me)).body.code).toBe(200);
    expect(await callsOf(me)).toEqual([]);
  });

  it('never shows the API key in a response or the log', async () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toContain(API_KEY);
    await t.flushLogs();
    const logDir = t.config.logDir;
    const logs = fs
      .readdirSync(logDir)
      .map((name) => fs.readFileSync(path.join(logDir, name), 'utf8'))
      .join('\n');
    expect(logs).toContain('"msg":"ai call"');
    expect(logs).not.toContain(API_KEY);
  });
});

describeEachDb('AI service trouble', (db) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let me: SignedIn;
  const wrongKey = 'sk-wrong-key-of-this-server-0987654321';
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp({
      db,
      smtp: true,
      env: {
        AI_BASE_URL: fake.url,
        AI_API_KEY: wrongKey,
        AI_MODELS: 'fake-model',
        AI_MODEL_PRICES: 'fake-model=1',
        AI_MAX_RETRIES: '0',
        AI_BREAKER_FAILURES: '2',
        AI_BREAKER_COOLDOWN_MS: '60000',
      },
    });
    me = await signIn(t, 'trouble@example.com');
    await creditBalance(t.deps.dataSource.manager, me.user.id, 10, 'Test credit');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('words a refused key for users and never repeats the key', async () => {
    // OpenAI repeats the key it refused in its message.
    fake.handle(() =>
      answer.error(401, {
        message: `Incorrect API key provided: ${wrongKey}.`,
        code: 'invalid_api_key',
      }),
    );
    const res = await signedRequest(t, 'post', calls.parser.path, me).send({ text: 'users' });
    expect(res.body).toEqual({
      code: AiCode.SERVICE_FAILED,
      message: "The AI service refused this server's API key; tell the site's operator",
    });
    expect(res.text).not.toContain(wrongKey);
    await t.flushLogs();
    const logs = fs
      .readdirSync(t.config.logDir)
      .map((name) => fs.readFileSync(path.join(t.config.logDir, name), 'utf8'))
      .join('\n');
    expect(logs).not.toContain(wrongKey);
  });

  it('opens the breaker after repeated service failures and then fails fast', async () => {
    fake.handle(() => answer.error(500));
    for (let i = 0; i < 2; i += 1) {
      const res = await signedRequest(t, 'post', calls.parser.path, me).send({ text: `t${i}` });
      expect(res.body.code).toBe(AiCode.SERVICE_FAILED);
    }
    const before = fake.chatRequests().length;
    const res = await signedRequest(t, 'post', calls.parser.path, me).send({ text: 'fast' });
    expect(res.body).toEqual({
      code: AiCode.SERVICE_FAILED,
      message: expect.stringMatching(/try again in/),
    });
    expect(fake.chatRequests()).toHaveLength(before);
    const rows = await t.deps.dataSource
      .getRepository(AiCall)
      .find({ where: { userId: me.user.id }, order: { id: 'DESC' } });
    expect(rows[0]).toMatchObject({ outcome: 'failed', charged: 0 });
    expect((await findBalance(t.deps.dataSource.manager, me.user.id)).balance).toBe(10);
  });
});
