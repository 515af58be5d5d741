import { unzipSync } from 'fflate';
import request from 'supertest';
import { parse as parseYaml } from 'yaml';
import { contract } from '../../src/contract';
import { Code } from '../../src/contract/core';
import type { GeneratedFile, Table } from '../../src/contract/text';
import { parse } from '../src/domain/parser';
import { AiCall } from '../src/entities/AiCall';
import { GenerateLog } from '../src/entities/GenerateLog';
import { GenerateSetting } from '../src/entities/GenerateSetting';
import { defaultSetting, GENERATE_LOG_LIMIT, recordGeneration } from '../src/services/codeGenerate';
import { validateOpenApi } from './openapiValidator';
import {
  deleteAccount,
  describeEachDb,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

const calls = contract.codeGenerate;
const textCalls = contract.text;
const templateCalls = contract.template;

const DDL = `CREATE TABLE user_account (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY COMMENT 'primary key',
  email VARCHAR(128) NOT NULL COMMENT 'sign-in e-mail',
  nickname VARCHAR(32),
  created_at DATETIME
) COMMENT='accounts';
CREATE TABLE order_item (
  id INT NOT NULL PRIMARY KEY,
  price DECIMAL(10,2) NOT NULL
);`;
const tables: Table[] = parse(DDL, {}).tables;
const [userAccount] = tables;

/** `n` tables t_001 ... with a key and a name column. */
function manyTables(n: number): Table[] {
  const ddl = Array.from(
    { length: n },
    (_, i) =>
      `CREATE TABLE t_${String(i + 1).padStart(3, '0')} (id INT PRIMARY KEY, name VARCHAR(20));`,
  ).join('\n');
  return parse(ddl, {}).tables;
}

const SPRING = 'builtin:spring-boot-mybatis-plus';
const DDL_GROUP = 'builtin:sql-ddl';
const fixedDate = { date: '2026-01-01' };
const EVIL = '{% for i in (1..1000000000) %}{% endfor %}';

describeEachDb('code generation calls', (db) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true });
    me = await signIn(t, 'generator@example.com');
    other = await signIn(t, 'someone-else@example.com');
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, who?: SignedIn) =>
    signedRequest(t, 'post', path, who).send(body);
  const get = (path: string, who?: SignedIn) => signedRequest(t, 'get', path, who);
  function download(body: object, who?: SignedIn) {
    return post(textCalls.exportZip.path, body, who)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }
  const logs = () => t.deps.dataSource.getRepository(GenerateLog);
  const paths = (files: GeneratedFile[]) => files.map((f) => f.path);

  /** A copy of a built-in group owned by `who`, optionally with one extra file. */
  async function copyGroup(who: SignedIn, from: string, extra?: { name: string; content: string }) {
    const copied = await post(templateCalls.copyFile.path, { type: 'group', id: from }, who);
    expect(copied.body.code).toBe(Code.OK);
    const groupId = copied.body.data.groupId as string;
    if (extra) {
      const saved = await post(
        templateCalls.saveFile.path,
        { groupId, name: extra.name, content: extra.content, scope: 'all' },
        who,
      );
      expect(saved.body.code).toBe(Code.OK);
    }
    return groupId;
  }

  describe('generateCode', () => {
    it('renders a built-in group for an anonymous visitor, the same every time, without history', async () => {
      const before = await logs().count();
      const body = { tables, templateId: SPRING, settings: fixedDate };
      const first = await post(calls.generateCode.path, body);
      expect(first.body.code).toBe(Code.OK);
      const data = calls.generateCode.response.parse(first.body.data);
      expect(data.historyId).toBeNull();
      const filePaths = paths(data.files);
      expect(filePaths).toContain('src/main/java/com/example/demo/entity/UserAccount.java');
      expect(filePaths).toContain('src/main/java/com/example/demo/entity/OrderItem.java');
      expect([...filePaths].sort()).toEqual(filePaths);
      const entity = data.files.find((f) => f.path.endsWith('entity/UserAccount.java'));
      expect(entity?.content).toContain('package com.example.demo.entity;');
      expect(entity?.language).toBe('java');

      const again = await post(calls.generateCode.path, body);
      expect(again.body.data).toEqual(first.body.data);
      expect(await logs().count()).toBe(before);
    });

    it('applies the request settings: package, module', async () => {
      const res = await post(calls.generateCode.path, {
        tables: [userAccount],
        templateId: SPRING,
        settings: { ...fixedDate, basePackage: 'org.acme.shop', moduleName: 'sales' },
      });
      expect(res.body.code).toBe(Code.OK);
      expect(paths(res.body.data.files)).toContain(
        'src/main/java/org/acme/shop/sales/entity/UserAccount.java',
      );
    });

    it('strips the table prefixes the user entered from class names, whatever the tables came from', async () => {
      const parsed = await post(textCalls.parser.path, {
        text: `CREATE TABLE t_user_account (id BIGINT PRIMARY KEY, email VARCHAR(64));
CREATE TABLE sys_dept (id INT PRIMARY KEY);
CREATE TABLE shop.t_order (id INT PRIMARY KEY);
CREATE TABLE T_ROLE (ID NUMBER(10) PRIMARY KEY);
CREATE TABLE \`t_coupon\` (id INT PRIMARY KEY);`,
      });
      expect(parsed.body.code).toBe(Code.OK);
      const entities = async (tablePrefixes: string[]) => {
        const res = await post(calls.generateCode.path, {
          tables: parsed.body.data.tables,
          templateId: SPRING,
          settings: { ...fixedDate, tablePrefixes },
        });
        expect(res.body.code).toBe(Code.OK);
        return paths(res.body.data.files)
          .filter((p) => p.includes('/entity/'))
          .map((p) => p.split('/').pop());
      };
      expect(await entities([])).toEqual([
        'SysDept.java',
        'TCoupon.java',
        'TOrder.java',
        'TRole.java',
        'TUserAccount.java',
      ]);
      // As typed in the form: "t_, sys_" makes two words; case and spaces do not matter.
      expect(await entities(['t_', ' SYS_ '])).toEqual([
        'Coupon.java',
        'Dept.java',
        'Order.java',
        'Role.java',
        'UserAccount.java',
      ]);
    });

    it('answers 422 with field messages on bad settings and no tables, 404 on an unknown group', async () => {
      const badPackage = await post(calls.generateCode.path, {
        tables,
        templateId: SPRING,
        settings: { basePackage: 'com..bad' },
      });
      expect(badPackage.status).toBe(422);
      expect(badPackage.body.code).toBe(Code.VALIDATION);
      expect(badPackage.body.data['settings.basePackage']).toBe(
        'Base package looks like com.example.demo',
      );

      const empty = await post(calls.generateCode.path, { tables: [], templateId: SPRING });
      expect(empty.status).toBe(422);
      expect(empty.body.data.tables).toBe('Please add at least one table');

      const noGroup = await post(calls.generateCode.path, { tables });
      expect(noGroup.status).toBe(422);
      expect(noGroup.body.data.templateId).toBe('Please select Template');

      for (const templateId of ['builtin:no-such-group', 'no-such-id']) {
        const unknown = await post(calls.generateCode.path, { tables, templateId });
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe(Code.NOT_FOUND);
      }
    });

    it("renders the caller's own group in the worker pool; another user's group is unknown", async () => {
      const groupId = await copyGroup(me, DDL_GROUP);
      const own = await post(
        calls.generateCode.path,
        { tables, templateId: groupId, settings: fixedDate },
        me,
      );
      expect(own.body.code).toBe(Code.OK);
      const builtin = await post(calls.generateCode.path, {
        tables,
        templateId: DDL_GROUP,
        settings: fixedDate,
      });
      // The copy renders exactly what the built-in renders.
      expect(own.body.data.files).toEqual(builtin.body.data.files);

      const foreign = await post(calls.generateCode.path, { tables, templateId: groupId }, other);
      expect(foreign.status).toBe(404);
      const anonymous = await post(calls.generateCode.path, { tables, templateId: groupId });
      expect(anonymous.status).toBe(404);
    });

    it('answers a template error with 422 naming file, line and column', async () => {
      const groupId = await copyGroup(me, DDL_GROUP, {
        name: 'broken.txt',
        content: 'first line\n  {{ table.nope }}',
      });
      const res = await post(calls.generateCode.path, { tables, templateId: groupId }, me);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(Code.VALIDATION);
      expect(res.body.message).toMatch(/broken\.txt:2:\d+/);
      expect(res.body.data.errors[0]).toMatchObject({ file: 'broken.txt', line: 2 });
    });

    it.each([
      // Refused by Liquid's memory check as the range is built: over before others could ask.
      ['a billion-step loop', EVIL, false],
      // Small ranges pass the memory check; empty bodies skip Liquid's render-time check, so this
      // one runs until the time limit stops it.
      [
        'nested empty loops',
        '{% for i in (1..100000) %}{% for j in (1..100000) %}{% endfor %}{% endfor %}',
        true,
      ],
    ])(
      'stops %s with an error naming the file while other requests are answered',
      async (_name, content, runsUntilStopped) => {
        const groupId = await copyGroup(me, DDL_GROUP, { name: 'evil.txt', content });
        const smallBody = { tables: [userAccount], templateId: DDL_GROUP, settings: fixedDate };
        // Warm up: the pool's workers and the built-in templates are loaded on first use.
        await post(
          calls.generateCode.path,
          { ...smallBody, templateId: await copyGroup(me, DDL_GROUP) },
          me,
        );

        let done = false;
        const evil = post(calls.generateCode.path, { tables, templateId: groupId }, me).then(
          (res) => {
            done = true;
            return res;
          },
        );
        // Others' requests while the render runs (once the request has reached the worker):
        // /health and a small generation, until it ends. A blocked event loop or a pool waiting
        // on the runaway would answer none of them before the render is stopped.
        await new Promise((r) => setTimeout(r, 50));
        let answeredWhileRendering = 0;
        do {
          expect((await request(t.app.callback()).get('/health')).status).toBe(200);
          expect((await post(calls.generateCode.path, smallBody)).body.code).toBe(Code.OK);
          if (!done) answeredWhileRendering += 1;
        } while (!done);
        const res = await evil;

        expect(res.status).toBe(422);
        expect(res.body.code).toBe(Code.VALIDATION);
        expect(res.body.message).toMatch(/^evil\.txt:\d+:\d+: /);
        if (runsUntilStopped) expect(answeredWhileRendering).toBeGreaterThan(0);
      },
      15_000,
    );
  });

  describe('history', () => {
    it('records a signed-in generation, re-opens it with loadFields and lists it', async () => {
      const res = await post(
        calls.generateCode.path,
        {
          tables,
          templateId: SPRING,
          settings: { ...fixedDate, author: 'Ada', options: { lombok: false } },
        },
        me,
      );
      expect(res.body.code).toBe(Code.OK);
      const { historyId, files } = res.body.data;
      expect(historyId).toEqual(expect.any(Number));

      const loaded = await post(calls.loadFields.path, { id: historyId }, me);
      expect(loaded.body.code).toBe(Code.OK);
      const detail = calls.loadFields.response.parse(loaded.body.data);
      expect(detail).toMatchObject({
        id: historyId,
        templateId: SPRING,
        tableNames: ['user_account', 'order_item'],
        tableCount: 2,
        fileCount: files.length,
      });
      expect(detail.tables).toEqual(tables);
      expect(detail.settings).toMatchObject({ author: 'Ada', date: '2026-01-01' });
      expect(detail.settings.options.lombok).toBe(false);

      // Re-generating from the entry gives the same files.
      const again = await post(calls.generateCode.path, {
        tables: detail.tables,
        templateId: detail.templateId,
        settings: detail.settings,
      });
      expect(again.body.data.files).toEqual(files);

      const listed = await post(calls.findLogPage.path, { page: 1, pageSize: 5 }, me);
      expect(listed.body.code).toBe(Code.OK);
      const pageData = calls.findLogPage.response.parse(listed.body.data);
      expect(pageData.list[0]).toEqual({
        id: historyId,
        templateId: SPRING,
        templateName: detail.templateName,
        tableNames: ['user_account', 'order_item'],
        tableCount: 2,
        fileCount: files.length,
        createdAt: detail.createdAt,
      });
    });

    it('re-opens an AI generation with the files the model wrote; a template one has none', async () => {
      const u = await signIn(t, 'ai-history@example.com');
      const answer = [
        'Here you are:',
        '```java src/main/java/com/acme/UserAccount.java',
        'public class UserAccount {}',
        '```',
        '```json config/sample.json',
        '{"id": 1}',
        '```',
      ].join('\n');
      const { dataSource } = t.deps;
      const historyId = await recordGeneration(dataSource.manager, u.user.id, {
        templateId: 'ai:fake-model',
        templateName: 'AI · Fake model',
        tables: [userAccount],
        settings: defaultSetting().settings,
        files: [],
      });
      const call = (over: Partial<AiCall>) =>
        dataSource.getRepository(AiCall).insert({
          userId: u.user.id,
          requestId: null,
          kind: 'generate',
          model: 'fake-model',
          outcome: 'ok',
          error: null,
          summary: 'java: entity',
          input: 'java',
          output: answer,
          inputChars: 4,
          outputChars: answer.length,
          promptTokens: null,
          completionTokens: null,
          totalTokens: null,
          latencyMs: 5,
          charged: 0,
          historyId,
          createdAt: new Date(),
          finishedAt: new Date(),
          ...over,
        });
      // A parse with the same history id number (another history) is not this generation.
      await call({ kind: 'parser', output: '{"tables": []}' });
      await call({});
      const loaded = await post(calls.loadFields.path, { id: historyId }, u);
      expect(loaded.body.code).toBe(Code.OK);
      const detail = calls.loadFields.response.parse(loaded.body.data);
      expect(detail).toMatchObject({ templateId: 'ai:fake-model', tables: [userAccount] });
      expect(detail.aiFiles).toEqual([
        {
          path: 'src/main/java/com/acme/UserAccount.java',
          content: 'public class UserAccount {}\n',
          language: 'java',
        },
        { path: 'config/sample.json', content: '{"id": 1}\n', language: 'json' },
      ]);

      const generated = await post(calls.generateCode.path, { tables, templateId: SPRING }, u);
      const plain = await post(calls.loadFields.path, { id: generated.body.data.historyId }, u);
      expect(plain.body.code).toBe(Code.OK);
      expect(plain.body.data).not.toHaveProperty('aiFiles');
    });

    it('never renders an AI generation as a template: 422 on the templateId', async () => {
      const message =
        'An AI generation has no template to run again; its files are in its history entry';
      for (const path of [calls.generateCode.path, textCalls.exportZip.path]) {
        const res = await post(path, { tables, templateId: 'ai:fake-model' }, me);
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({
          code: Code.VALIDATION,
          message,
          data: { templateId: message },
        });
      }
    });

    it("answers 404 for another user's entry and a missing one; needs a session", async () => {
      const mine = await post(calls.generateCode.path, { tables, templateId: DDL_GROUP }, me);
      const id = mine.body.data.historyId;
      expect((await post(calls.loadFields.path, { id }, other)).status).toBe(404);
      expect((await post(calls.loadFields.path, { id: 999999 }, me)).status).toBe(404);
      expect((await post(calls.loadFields.path, { id })).body.code).toBe(Code.NOT_SIGNED_IN);
      expect((await post(calls.findLogPage.path, {})).body.code).toBe(Code.NOT_SIGNED_IN);
      const theirs = await post(calls.findLogPage.path, {}, other);
      expect(theirs.body.data.list.map((s: { id: number }) => s.id)).not.toContain(id);
    });

    it('filters by table or template name, case-insensitively, and pages newest first', async () => {
      const u = await signIn(t, 'history-filter@example.com');
      const orders = parse('CREATE TABLE Purchase_Order (id INT PRIMARY KEY);', {}).tables;
      await post(calls.generateCode.path, { tables: orders, templateId: DDL_GROUP }, u);
      await post(calls.generateCode.path, { tables: [userAccount], templateId: SPRING }, u);
      await post(calls.generateCode.path, { tables: [userAccount], templateId: DDL_GROUP }, u);

      const all = await post(calls.findLogPage.path, { page: 1, pageSize: 2 }, u);
      expect(all.body.data.total).toBe(3);
      expect(all.body.data.list).toHaveLength(2);
      expect(all.body.data.list[0].tableNames).toEqual(['user_account']);
      expect(all.body.data.list[0].templateId).toBe(DDL_GROUP);

      const byTable = await post(calls.findLogPage.path, { keyword: 'PURCHASE_order' }, u);
      expect(byTable.body.data.total).toBe(1);
      expect(byTable.body.data.list[0].tableNames).toEqual(['Purchase_Order']);

      const springName = all.body.data.list[1].templateName as string;
      const byTemplate = await post(
        calls.findLogPage.path,
        { keyword: springName.slice(0, 6).toUpperCase() },
        u,
      );
      expect(byTemplate.body.data.list.map((s: { templateId: string }) => s.templateId)).toContain(
        SPRING,
      );
      const literal = await post(calls.findLogPage.path, { keyword: '%' }, u);
      expect(literal.body.data.total).toBe(0);
    });

    it('keeps at most the limit per user, removing the oldest', async () => {
      const u = await signIn(t, 'history-limit@example.com');
      const manager = t.deps.dataSource.manager;
      const input = {
        templateId: DDL_GROUP,
        templateName: 'SQL DDL',
        tables: [userAccount],
        settings: defaultSetting().settings,
        files: [],
      };
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await recordGeneration(manager, u.user.id, input, 3));
      const left = await logs().find({ where: { userId: u.user.id }, order: { id: 'ASC' } });
      expect(left.map((l) => l.id)).toEqual(ids.slice(2));
      expect(GENERATE_LOG_LIMIT).toBe(200);
    });

    it('is deleted with the account, defaults included', async () => {
      const u = await signIn(t, 'leaving-generator@example.com');
      await post(calls.generateCode.path, { tables, templateId: DDL_GROUP }, u);
      await post(calls.saveSetting.path, { settings: { author: 'Gone' } }, u);
      expect(await logs().countBy({ userId: u.user.id })).toBe(1);
      const settings = t.deps.dataSource.getRepository(GenerateSetting);
      expect(await settings.countBy({ userId: u.user.id })).toBe(1);
      const res = await deleteAccount(t, u);
      expect(res.body.code).toBe(Code.OK);
      expect(await logs().countBy({ userId: u.user.id })).toBe(0);
      expect(await settings.countBy({ userId: u.user.id })).toBe(0);
    });
  });

  describe('settings', () => {
    it('gives an anonymous visitor the built-in defaults', async () => {
      const res = await get(calls.setting.path);
      expect(res.body.code).toBe(Code.OK);
      expect(calls.setting.response.parse(res.body.data)).toEqual(res.body.data);
      expect(res.body.data).toEqual({
        settings: {
          basePackage: 'com.example.demo',
          moduleName: '',
          author: '',
          tablePrefixes: [],
          skipFields: [],
          options: {},
        },
        naming: {},
        typeOverrides: [],
        defaultTemplateId: null,
      });
    });

    it('saves and returns the user’s defaults, which later generations use', async () => {
      const u = await signIn(t, 'defaults@example.com');
      const body = {
        settings: { basePackage: 'io.shop', author: 'Ada', tablePrefixes: ['t_'] },
        naming: { singularClassNames: false },
        typeOverrides: [{ sqlType: 'datetime', javaType: 'java.time.Instant' }],
        defaultTemplateId: DDL_GROUP,
      };
      const saved = await post(calls.saveSetting.path, body, u);
      expect(saved.body.code).toBe(Code.OK);
      const read = await get(calls.setting.path, u);
      expect(read.body.data).toEqual(saved.body.data);
      expect(read.body.data).toMatchObject(body);
      // Someone else still sees the defaults.
      expect((await get(calls.setting.path, other)).body.data.settings.author).toBe('');

      const generated = await post(
        calls.generateCode.path,
        { tables: [userAccount], templateId: SPRING, settings: fixedDate },
        u,
      );
      expect(paths(generated.body.data.files)).toContain(
        'src/main/java/io/shop/entity/UserAccount.java',
      );
      // The request wins over the saved defaults.
      const overridden = await post(
        calls.generateCode.path,
        { tables: [userAccount], templateId: SPRING, settings: { basePackage: 'com.other' } },
        u,
      );
      expect(paths(overridden.body.data.files)).toContain(
        'src/main/java/com/other/entity/UserAccount.java',
      );

      const second = await post(calls.saveSetting.path, { settings: { author: 'Bo' } }, u);
      expect(second.body.data.settings.author).toBe('Bo');
      expect(second.body.data.defaultTemplateId).toBeNull();
    });

    it('rejects bad values with field messages and needs a session', async () => {
      const bad = await post(calls.saveSetting.path, { settings: { basePackage: '1com' } }, me);
      expect(bad.status).toBe(422);
      expect(bad.body.data['settings.basePackage']).toBe(
        'Base package looks like com.example.demo',
      );
      const date = await post(calls.saveSetting.path, { settings: { date: 'today' } }, me);
      expect(date.body.data['settings.date']).toBe('Date is YYYY-MM-DD');
      const group = await post(calls.saveSetting.path, { defaultTemplateId: 'builtin:nope' }, me);
      expect(group.status).toBe(422);
      expect(group.body.data.defaultTemplateId).toBe('Default template not found');
      const anonymous = await post(calls.saveSetting.path, {});
      expect(anonymous.body.code).toBe(Code.NOT_SIGNED_IN);
    });
  });

  describe('quick targets (text.generateCode)', () => {
    it('writes TypeScript types only', async () => {
      const res = await post(textCalls.generateCode.path, { tables, target: 'typescript' });
      expect(res.body.code).toBe(Code.OK);
      const data = textCalls.generateCode.response.parse(res.body.data);
      expect(data.historyId).toBeNull();
      expect(paths(data.files).every((p) => p.startsWith('src/types/'))).toBe(true);
      expect(data.files.map((f) => f.content).join('\n')).toContain('export interface UserAccount');
    });

    it('writes DDL in the asked dialect and Go structs', async () => {
      const pg = await post(textCalls.generateCode.path, {
        tables,
        target: 'ddl',
        dialect: 'postgresql',
      });
      expect(pg.body.code).toBe(Code.OK);
      expect(pg.body.data.files).toHaveLength(1);
      expect(pg.body.data.files[0].content).toMatch(/CREATE TABLE "?user_account"?/);
      const mysql = await post(textCalls.generateCode.path, { tables, target: 'ddl' });
      expect(mysql.body.data.files[0].content).not.toEqual(pg.body.data.files[0].content);

      const go = await post(textCalls.generateCode.path, { tables, target: 'go' });
      expect(paths(go.body.data.files).every((p) => p.endsWith('.go'))).toBe(true);
      expect(go.body.data.files[0].content).toContain('type ');
    });

    it('writes a Java POJO entity, a JSON sample and a Markdown table, each alone', async () => {
      const java = await post(textCalls.generateCode.path, { tables, target: 'java-entity' });
      expect(java.body.code).toBe(Code.OK);
      expect(paths(java.body.data.files)).toEqual([
        'src/main/java/com/example/demo/model/OrderItem.java',
        'src/main/java/com/example/demo/model/UserAccount.java',
      ]);
      const entity = java.body.data.files[1].content as string;
      expect(entity).toContain('public class UserAccount');
      expect(entity).toContain('public String getEmail()');
      expect(entity).not.toContain('lombok');

      const json = await post(textCalls.generateCode.path, { tables, target: 'json' });
      expect(paths(json.body.data.files)).toEqual([
        'docs/order-item.json',
        'docs/user-account.json',
      ]);
      expect(JSON.parse(json.body.data.files[1].content)).toHaveProperty('email');

      const md = await post(textCalls.generateCode.path, { tables, target: 'markdown' });
      expect(paths(md.body.data.files)).toEqual(['docs/order-item.md', 'docs/user-account.md']);
      expect(md.body.data.files[1].content).toContain('email');
    });

    it('is not recorded and checks its body', async () => {
      const before = await logs().count();
      await post(textCalls.generateCode.path, { tables, target: 'go' }, me);
      expect(await logs().count()).toBe(before);
      const bad = await post(textCalls.generateCode.path, { tables, target: 'cobol' });
      expect(bad.status).toBe(422);
      const db2 = await post(textCalls.generateCode.path, {
        tables,
        target: 'ddl',
        dialect: 'db2',
      });
      expect(db2.status).toBe(422);
    });
  });

  describe('exportZip', () => {
    it('downloads one table as a zip with the generated folders', async () => {
      const body = { tables: [userAccount], templateId: SPRING, settings: fixedDate };
      const res = await download(body);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="user_account-spring-boot-mybatis-plus.zip"',
      );
      const entries = unzipSync(new Uint8Array(res.body as Buffer));
      const generated = await post(calls.generateCode.path, body);
      const files = generated.body.data.files as GeneratedFile[];
      expect(Object.keys(entries).sort()).toEqual(paths(files).sort());
      for (const f of files) expect(Buffer.from(entries[f.path]).toString('utf8')).toBe(f.content);
    });

    it('downloads a hundred tables, recorded for a signed-in user', async () => {
      const hundred = manyTables(100);
      expect(hundred).toHaveLength(100);
      const res = await download({ tables: hundred, templateId: SPRING, settings: fixedDate }, me);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('t_001-spring-boot-mybatis-plus.zip');
      const entries = unzipSync(new Uint8Array(res.body as Buffer));
      const names = Object.keys(entries);
      for (let i = 1; i <= 100; i += 1) {
        const className = `T${String(i).padStart(3, '0')}`;
        expect(names).toContain(`src/main/java/com/example/demo/entity/${className}.java`);
      }
      expect(names.every((n) => !n.startsWith('/') && !n.split('/').includes('..'))).toBe(true);
      const [latest] = await logs().find({
        where: { userId: me.user.id },
        order: { id: 'DESC' },
        take: 1,
      });
      expect(latest).toMatchObject({ tableCount: 100, fileCount: names.length });
    });

    it('answers errors as JSON like generateCode', async () => {
      const unknown = await post(textCalls.exportZip.path, { tables, templateId: 'builtin:nope' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe(Code.NOT_FOUND);
      const empty = await post(textCalls.exportZip.path, { tables: [], templateId: SPRING });
      expect(empty.status).toBe(422);
    });
  });

  describe('generateApi', () => {
    it('answers a valid OpenAPI 3.1 document in YAML and in JSON', async () => {
      const yaml = await post(calls.generateApi.path, { tables, settings: { moduleName: 'shop' } });
      expect(yaml.body.code).toBe(Code.OK);
      const yamlData = calls.generateApi.response.parse(yaml.body.data);
      expect(yamlData).toMatchObject({ format: 'yaml', fileName: 'openapi.yaml' });
      const json = await post(calls.generateApi.path, {
        tables,
        format: 'json',
        title: 'Shop API',
      });
      expect(json.body.data).toMatchObject({ format: 'json', fileName: 'openapi.json' });

      const fromYaml = parseYaml(yamlData.content) as { info: { title: string }; paths: object };
      const fromJson = JSON.parse(json.body.data.content) as { info: { title: string } };
      expect(fromYaml.info.title).toBe('Shop API');
      expect(fromJson.info.title).toBe('Shop API');
      expect(Object.keys(fromYaml.paths)).toContain('/api/shop/user-accounts/{id}');
      const results = await validateOpenApi([fromYaml, fromJson]);
      expect(results).toEqual([
        { valid: true, errors: null },
        { valid: true, errors: null },
      ]);
    });

    it('checks its body', async () => {
      const res = await post(calls.generateApi.path, { tables, format: 'xml' });
      expect(res.status).toBe(422);
      const none = await post(calls.generateApi.path, { tables: [] });
      expect(none.body.data.tables).toBe('Please add at least one table');
    });
  });
});
