import { contract } from '../../src/contract';
import { Code } from '../../src/contract/core';
import { TEXT_MAX_LENGTH } from '../../src/contract/text';
import { ParserLog } from '../src/entities/ParserLog';
import { PARSER_LOG_LIMIT, pruneLogs, recordParse } from '../src/services/text';
import {
  deleteAccount,
  describeEachDb,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

const calls = contract.text;
const DDL = `CREATE TABLE user_account (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY COMMENT 'primary key',
  email VARCHAR(128) NOT NULL,
  created_at DATETIME
) COMMENT='accounts';`;

describeEachDb('text calls', (db) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true });
    me = await signIn(t, 'parser@example.com');
    other = await signIn(t, 'someone@example.com');
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, who?: SignedIn) =>
    signedRequest(t, 'post', path, who).send(body);
  const logs = () => t.deps.dataSource.getRepository(ParserLog);

  describe('parser', () => {
    it('parses for an anonymous visitor without keeping history', async () => {
      const before = await logs().count();
      const res = await post(calls.parser.path, { text: DDL });
      expect(res.body.code).toBe(Code.OK);
      const data = res.body.data;
      expect(calls.parser.response.parse(data)).toEqual(data);
      expect(data.historyId).toBeNull();
      expect(data.inputType).toBe('sql');
      expect(data.tables).toHaveLength(1);
      expect(data.tables[0]).toMatchObject({ tableName: 'user_account', className: 'UserAccount' });
      expect(data.tables[0].fields.map((f: { columnName: string }) => f.columnName)).toEqual([
        'id',
        'email',
        'created_at',
      ]);
      expect(await logs().count()).toBe(before);
    });

    it('does not record drafts parsed as the user types', async () => {
      const before = await logs().count();
      const res = await post(calls.parser.path, { text: DDL, history: false }, me);
      expect(res.body.code).toBe(Code.OK);
      expect(res.body.data.historyId).toBeNull();
      expect(res.body.data.tables).toHaveLength(1);
      expect(await logs().count()).toBe(before);
    });

    it('records a signed-in parse and reopens it with loadFields', async () => {
      const res = await post(calls.parser.path, { text: DDL }, me);
      const { historyId, tables, diagnostics } = res.body.data;
      expect(historyId).toEqual(expect.any(Number));
      const loaded = await post(calls.loadFields.path, { id: historyId }, me);
      expect(loaded.body.code).toBe(Code.OK);
      expect(calls.loadFields.response.parse(loaded.body.data)).toEqual(loaded.body.data);
      expect(loaded.body.data).toMatchObject({
        id: historyId,
        text: DDL,
        tables,
        diagnostics,
        source: 'paste',
        fileName: null,
        tableNames: ['user_account'],
        tableCount: 1,
        fieldCount: 3,
        textLength: DDL.length,
      });
    });

    it('gives a JSON paste back from the history as the same text', async () => {
      // MariaDB once handed a text that is JSON itself back as an object (db/jsonText.ts).
      const json = '{\n  "id": 1,\n  "name": "Ada",\n  "tags": ["a", "b"]\n}';
      for (const text of [json, '[{"id": 1}]', '"quoted"']) {
        const res = await post(calls.parser.path, { text }, me);
        expect(res.body.code).toBe(Code.OK);
        const loaded = await post(calls.loadFields.path, { id: res.body.data.historyId }, me);
        expect(loaded.body.data.text).toBe(text);
        expect(loaded.body.data.textLength).toBe(text.length);
      }
      const page = await post(calls.findParserLogPage.path, { page: 1, pageSize: 3 }, me);
      expect(calls.findParserLogPage.response.parse(page.body.data)).toEqual(page.body.data);
    });

    it('reads older rows: a bare string, and a text MariaDB parsed on the way out', async () => {
      const raw = (value: string) =>
        t.deps.dataSource
          .createQueryBuilder()
          .update(ParserLog)
          .set({ text: () => ':value' })
          .setParameter('value', value);
      const id = (await post(calls.parser.path, { text: DDL }, me)).body.data.historyId as number;
      const text = async () =>
        (await post(calls.loadFields.path, { id }, me)).body.data.text as string;
      await raw(JSON.stringify('plain old text')).where('id = :id', { id }).execute();
      expect(await text()).toBe('plain old text');
      await raw(JSON.stringify({ id: 1 }))
        .where('id = :id', { id })
        .execute();
      expect(await text()).toBe('{"id":1}');
    });

    it("answers 404 for another user's entry and for a missing one", async () => {
      const mine = (await post(calls.parser.path, { text: '{"id": 1}' }, me)).body.data.historyId;
      const theirs = await post(calls.loadFields.path, { id: mine }, other);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toMatchObject({
        code: Code.NOT_FOUND,
        message: 'Parse history entry not found',
      });
      const missing = await post(calls.loadFields.path, { id: 987654 }, me);
      expect(missing.body.code).toBe(Code.NOT_FOUND);
      expect((await post(calls.loadFields.path, { id: mine })).body.code).toBe(Code.NOT_SIGNED_IN);
    });

    it('rejects an empty and a too long text with 422 on the text field', async () => {
      const empty = await post(calls.parser.path, { text: '' });
      expect(empty.status).toBe(422);
      expect(empty.body.data).toEqual({ text: 'Please enter Text' });
      const long = await post(calls.parser.path, { text: 'a'.repeat(TEXT_MAX_LENGTH + 1) });
      expect(long.status).toBe(422);
      expect(long.body.data.text).toMatch(/too long/);
    });

    it('answers what it cannot read as diagnostics with a line', async () => {
      const res = await post(calls.parser.path, { text: '{"id": 1,', inputType: 'json' });
      expect(res.body.code).toBe(Code.OK);
      expect(res.body.data.inputType).toBe('json');
      expect(res.body.data.diagnostics.length).toBeGreaterThan(0);
      expect(res.body.data.diagnostics[0].line).toBe(1);
    });
  });

  describe('history', () => {
    it('pages the caller’s history newest first, summaries only', async () => {
      const u = await signIn(t, 'history@example.com');
      const ids: number[] = [];
      for (const text of ['CREATE TABLE a (id INT);', '{"b": 1}', 'CREATE TABLE c (id INT);']) {
        ids.push((await post(calls.parser.path, { text }, u)).body.data.historyId);
      }
      const first = await post(calls.findParserLogPage.path, { page: 1, pageSize: 2 }, u);
      expect(first.body.code).toBe(Code.OK);
      expect(calls.findParserLogPage.response.parse(first.body.data)).toEqual(first.body.data);
      expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.body.data.list.map((l: { id: number }) => l.id)).toEqual([ids[2], ids[1]]);
      expect(first.body.data.list[0]).not.toHaveProperty('text');
      expect(first.body.data.list[0]).not.toHaveProperty('tables');
      expect(first.body.data.list[1]).toMatchObject({ inputType: 'json', source: 'paste' });
      const second = await post(calls.findParserLogPage.path, { page: 2, pageSize: 2 }, u);
      expect(second.body.data.list.map((l: { id: number }) => l.id)).toEqual([ids[0]]);
      const theirs = await post(calls.findParserLogPage.path, { page: 1, pageSize: 10 }, other);
      expect(theirs.body.data.list.map((l: { id: number }) => l.id)).not.toContain(ids[0]);
      expect((await post(calls.findParserLogPage.path, { page: 1 })).body.code).toBe(
        Code.NOT_SIGNED_IN,
      );
    });

    it('keeps at most the limit per user, removing the oldest', async () => {
      expect(PARSER_LOG_LIMIT).toBe(200);
      const u = await signIn(t, 'pruned@example.com');
      const { manager } = t.deps.dataSource;
      const result = { inputType: 'plain' as const, tables: [], diagnostics: [] };
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        ids.push(
          await recordParse(manager, u.user.id, { text: `x${i}`, result, source: 'paste' }, 3),
        );
      }
      const kept = await logs().find({ where: { userId: u.user.id }, order: { id: 'ASC' } });
      expect(kept.map((l) => l.id)).toEqual(ids.slice(2));
      // Other users' history is untouched by the prune.
      await pruneLogs(manager, u.user.id, 1);
      expect(await logs().countBy({ userId: u.user.id })).toBe(1);
      expect(await logs().countBy({ userId: me.user.id })).toBeGreaterThan(1);
    });

    it('prunes past the default limit through the parser call', async () => {
      const u = await signIn(t, 'limit@example.com');
      const now = Date.now();
      await logs().insert(
        Array.from({ length: PARSER_LOG_LIMIT }, (_, i) => ({
          userId: u.user.id,
          inputType: 'plain' as const,
          dialect: null,
          source: 'paste' as const,
          fileName: null,
          text: `old ${i}`,
          tables: [],
          diagnostics: [],
          tableNames: [],
          tableCount: 0,
          fieldCount: 0,
          textLength: 5,
          createdAt: new Date(now - (PARSER_LOG_LIMIT - i) * 1000),
        })),
      );
      const oldest = await logs().findOne({ where: { userId: u.user.id }, order: { id: 'ASC' } });
      const res = await post(calls.parser.path, { text: DDL }, u);
      expect(await logs().countBy({ userId: u.user.id })).toBe(PARSER_LOG_LIMIT);
      expect(await logs().findOneBy({ id: oldest!.id })).toBeNull();
      expect(await logs().findOneBy({ id: res.body.data.historyId })).not.toBeNull();
    });

    it('keeps one entry per pasted text and options: again on top, never twice', async () => {
      const u = await signIn(t, 'dedupe@example.com');
      const parse = (body: object) => post(calls.parser.path, body, u);
      const idOf = async (body: object) => (await parse(body)).body.data.historyId as number;
      const a = 'CREATE TABLE a (id INT);';
      const b = '{"b": 1}';

      const first = await idOf({ text: a });
      // The same text again (a retry, the debounced record after a click) is the same entry.
      expect(await idOf({ text: a })).toBe(first);
      expect(await logs().countBy({ userId: u.user.id })).toBe(1);

      // Other options are another input.
      const asText = await idOf({ text: a, inputType: 'plain' });
      expect(asText).not.toBe(first);
      const other = await idOf({ text: b });

      // An older text used again moves to the top instead of being listed twice.
      const again = await idOf({ text: a });
      expect(again).toBeGreaterThan(other);
      expect(await logs().findOneBy({ id: first })).toBeNull();
      const page = await post(calls.findParserLogPage.path, { page: 1, pageSize: 10 }, u);
      expect(page.body.data.list.map((l: { id: number }) => l.id)).toEqual([again, other, asText]);
      const loaded = await post(calls.loadFields.path, { id: again }, u);
      expect(loaded.body.data).toMatchObject({ text: a, tableNames: ['a'] });
    });

    it('records a text sent by two tabs at once a single time', async () => {
      const u = await signIn(t, 'two-tabs@example.com');
      const text = 'CREATE TABLE racing (id INT);';
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post(calls.parser.path, { text }, u)),
      );
      const ids = answers.map((res) => res.body.data.historyId as number);
      expect(new Set(ids).size).toBe(1);
      expect(await logs().countBy({ userId: u.user.id })).toBe(1);
    });

    it('keeps every AI and file parse, and the same text of two users apart', async () => {
      const u = await signIn(t, 'sources@example.com');
      const { manager } = t.deps.dataSource;
      const result = { inputType: 'plain' as const, tables: [], diagnostics: [] };
      await recordParse(manager, u.user.id, { text: 'same', result, source: 'ai' });
      await recordParse(manager, u.user.id, { text: 'same', result, source: 'ai' });
      await recordParse(manager, u.user.id, { text: 'same', result, source: 'file' });
      await recordParse(manager, u.user.id, { text: 'same', result, source: 'file' });
      expect(await logs().countBy({ userId: u.user.id })).toBe(4);
      const mine = await post(calls.parser.path, { text: DDL }, me);
      const theirs = await post(calls.parser.path, { text: DDL }, u);
      expect(theirs.body.data.historyId).not.toBe(mine.body.data.historyId);
      expect(await logs().countBy({ userId: u.user.id })).toBe(5);
    });

    it('is deleted with the account', async () => {
      const u = await signIn(t, 'leaving@example.com');
      await post(calls.parser.path, { text: DDL }, u);
      expect(await logs().countBy({ userId: u.user.id })).toBe(1);
      const res = await deleteAccount(t, u);
      expect(res.body.code).toBe(Code.OK);
      expect(await logs().countBy({ userId: u.user.id })).toBe(0);
    });
  });

  describe('inputType', () => {
    it('detects SQL with its dialect and JSON', async () => {
      const sql = await post(calls.inputType.path, { text: DDL });
      expect(sql.body.data).toEqual({ inputType: 'sql', dialect: 'mysql' });
      const json = await post(calls.inputType.path, { text: '[{"id": 1}]' });
      expect(json.body.data).toEqual({ inputType: 'json' });
      expect((await post(calls.inputType.path, {})).status).toBe(422);
    });
  });
  describe('check', () => {
    it('reports a missing primary key and a duplicate column in a text', async () => {
      const res = await post(calls.check.path, {
        text: 'CREATE TABLE t (name VARCHAR(10), name VARCHAR(20));',
      });
      expect(res.body.code).toBe(Code.OK);
      expect(calls.check.response.parse(res.body.data)).toEqual(res.body.data);
      const codes = res.body.data.problems.map((p: { code: string }) => p.code);
      expect(codes).toEqual(expect.arrayContaining(['no-primary-key', 'duplicate-column']));
    });

    it('checks an edited field list', async () => {
      const parsed = (await post(calls.parser.path, { text: DDL })).body.data;
      const clean = await post(calls.check.path, { tables: parsed.tables });
      expect(
        clean.body.data.problems.filter((p: { severity: string }) => p.severity === 'error'),
      ).toEqual([]);
      const edited = structuredClone(parsed.tables);
      edited[0].fields[0].primaryKey = false;
      const res = await post(calls.check.path, { tables: edited });
      expect(res.body.data.problems).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: 'no-primary-key' })]),
      );
    });

    it('needs a text or tables', async () => {
      const res = await post(calls.check.path, {});
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual({ text: 'Please enter Text' });
    });
  });
  describe('formatter', () => {
    it('pretty-prints JSON and SQL', async () => {
      const json = await post(calls.formatter.path, {
        text: '{"a":1,"b":[1,2]}',
        language: 'json',
      });
      expect(json.body.code).toBe(Code.OK);
      expect(json.body.data.text).toContain('\n');
      expect(JSON.parse(json.body.data.text)).toEqual({ a: 1, b: [1, 2] });
      const sql = await post(calls.formatter.path, {
        text: 'select id,name from t where id=1',
        language: 'sql',
        dialect: 'mysql',
      });
      expect(sql.body.data.text.split('\n').length).toBeGreaterThan(1);
    });

    it('answers broken JSON with 422 on the text field', async () => {
      const res = await post(calls.formatter.path, { text: '{"a":', language: 'json' });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(Code.VALIDATION);
      expect(Object.keys(res.body.data)).toEqual(['text']);
      expect(res.body.data.text).toBe(res.body.message);
    });
  });
});
